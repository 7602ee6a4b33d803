// /orderSeqAction and /orderAmpliconAction (spec §4 'Sample form modes'): with id, edit the
// sample (更新成功, then back); with oid, add a sample to that order; with neither, create
// the order with its first sample; with copy as well, the form starts from that sample's
// answers, its name cleared (复制); with sgrna, a new sample starts with that guide (from the
// sgRNA utilities). After an add, 样本已经添加成功,是否继续添加样本? A sample or
// order that can no longer change is not offered as a form: the page says why.
import { App, Form } from 'antd'
import { useCallback, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  AMPLICON_FORM_DEFAULTS,
  AMPLICON_TYPE,
  AmpliconSampleFormSchema,
  ampliconSampleShape,
} from '#common/schemas/orders/amplicon.ts'
import {
  GUIDE_SEQ_FORM_DEFAULTS,
  GUIDE_SEQ_TYPE,
  GuideSeqSampleFormSchema,
  guideSeqSampleShape,
  sgRnaRowsOf,
} from '#common/schemas/orders/guide-seq.ts'
import { NUCLEASE_WINDOW } from '#common/schemas/orders/options.ts'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import { canAddSamples, canEditSample } from '#common/schemas/orders/status.ts'
import type { GuideNuclease } from '#common/sgrna-checks.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { OrdersProvider } from './orders-provider.tsx'
import { applyApiError, zodFormRules } from '#web/lib/zod-form.ts'
import { pageText } from '#web/lib/page-lang.ts'
import { DescribedSections } from './described-form.tsx'
import { FormActions } from './form-actions.tsx'
import { goBack } from './go-back.ts'
import { type LockedBy, LockedNotice } from './locked-notice.tsx'
import { successAfterLeaving } from './orders-provider.tsx'
import { SAMPLE_ORDER_KINDS, type SampleOrderKindName } from './order-kinds.ts'
import { guideParam, idParam, nucleaseParam, orderCentrePath } from './order-paths.ts'
import { derivedValues, formValuesOf } from './sample-form-values.ts'
import { useLoaded } from './use-loaded.ts'

type Values = Record<string, unknown>

const guideRules = zodFormRules(GuideSeqSampleFormSchema)
const ampliconRules = zodFormRules(AmpliconSampleFormSchema)

const FORMS = {
  guide: {
    defaults: { ...GUIDE_SEQ_FORM_DEFAULTS, xulie: [...GUIDE_SEQ_FORM_DEFAULTS.xulie] } as Values,
    withGuide: (guide: string, nuclease?: GuideNuclease) =>
      ({
        ...GUIDE_SEQ_FORM_DEFAULTS,
        xulie: [guide],
        ...(nuclease === undefined ? {} : { hexuanmei: nuclease }),
      }) as Values,
    valuesOf: (sample: Values) => ({
      ...formValuesOf(sample, Object.keys(guideSeqSampleShape), GUIDE_SEQ_FORM_DEFAULTS),
      xulie: sgRnaRowsOf(String(sample.xulie ?? '')),
    }),
    body: <DescribedSections type={GUIDE_SEQ_TYPE} rules={guideRules} />,
  },
  amplicon: {
    defaults: AMPLICON_FORM_DEFAULTS as Values,
    // The nuclease brings the editing window it locks (NUCLEASE_WINDOW).
    withGuide: (guide: string, nuclease?: GuideNuclease) =>
      ({
        ...AMPLICON_FORM_DEFAULTS,
        xulie: guide,
        ...(nuclease === undefined ? {} : { hexuanmei: nuclease, ...NUCLEASE_WINDOW[nuclease] }),
      }) as Values,
    valuesOf: (sample: Values) => formValuesOf(sample, Object.keys(ampliconSampleShape), AMPLICON_FORM_DEFAULTS),
    body: <DescribedSections type={AMPLICON_TYPE} rules={ampliconRules} />,
  },
}

/** Where back goes when the form opened the tab: the order's samples, or the order centre. */
const fallbackOf = (kind: SampleOrderKindName, oid: number | undefined) => {
  const { pages, type } = SAMPLE_ORDER_KINDS[kind]
  return oid ? pages.list({ oid, orderno: '' }) : orderCentrePath(type)
}

export default function SampleFormPage({ kind }: { kind: SampleOrderKindName }) {
  return (
    <OrdersProvider>
      <SampleFormLoader kind={kind} />
    </OrdersProvider>
  )
}

function SampleFormLoader({ kind }: { kind: SampleOrderKindName }) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = idParam(params.get('id'))
  const oid = idParam(params.get('oid'))
  const copy = idParam(params.get('copy'))
  const guide = guideParam(params.get('sgrna'))
  const nuclease = nucleaseParam(params.get('hexuanmei'))
  const { calls } = SAMPLE_ORDER_KINDS[kind]
  const load = useCallback(async (): Promise<{ values: Values } | { locked: LockedBy }> => {
    if (id !== undefined) {
      const sample = await calls.sample(id)
      if (!canAddSamples(sample.order_status)) return { locked: { by: 'order', status: sample.order_status } }
      if (!canEditSample(sample.order_status, sample.status)) return { locked: { by: 'sample', status: sample.status } }
      return { values: FORMS[kind].valuesOf(sample) }
    }
    if (oid !== undefined) {
      const order = await calls.order(oid)
      if (!canAddSamples(order.status)) return { locked: { by: 'order', status: order.status } }
    }
    // 复制: the copied sample's answers with its name cleared, as a new sample.
    if (copy !== undefined) return { values: { ...FORMS[kind].valuesOf(await calls.sample(copy)), name: '' } }
    return { values: guide === undefined ? FORMS[kind].defaults : FORMS[kind].withGuide(guide, nuclease) }
  }, [calls, id, oid, copy, guide, nuclease, kind])
  const [loaded] = useLoaded(load)
  if (loaded.state === 'loading') return <PanelSkeleton rows={8} />
  if (loaded.state === 'failed') return <p className="customer-main__error">{loaded.error}</p>
  if ('locked' in loaded.value) {
    const { locked } = loaded.value
    return <LockedNotice locked={locked} onBack={() => goBack(navigate, fallbackOf(kind, oid))} />
  }
  return <SampleForm key={`${id}-${oid}-${copy}`} kind={kind} id={id} oid={oid} initialValues={loaded.value.values} />
}

interface FormProps {
  kind: SampleOrderKindName
  id: number | undefined
  oid: number | undefined
  initialValues: Values
}

function SampleForm({ kind, id, oid, initialValues }: FormProps) {
  const { message, modal } = App.useApp()
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const [sending, setSending] = useState(false)
  const { calls, pages } = SAMPLE_ORDER_KINDS[kind]
  const back = () => goBack(navigate, fallbackOf(kind, oid))

  const askToContinue = (orderId: number) =>
    modal.confirm({
      title: pageText(ORDER_MESSAGES.added),
      content: pageText('样本已经添加成功,是否继续添加样本?'),
      okText: pageText('继续添加样本'),
      cancelText: pageText('不添加'),
      onOk: () => {
        if (oid === undefined) void navigate(pages.action({ oid: orderId }), { replace: true })
        else form.resetFields()
      },
      onCancel: back,
    })

  const submit = async () => {
    const values = form.getFieldsValue(true)
    setSending(true)
    try {
      if (id !== undefined) {
        await calls.editSample(id, values)
        successAfterLeaving(ORDER_MESSAGES.updated)
        back()
      } else if (oid !== undefined) {
        await calls.addSample(oid, values)
        askToContinue(oid)
      } else {
        const created = await calls.createOrder(values)
        askToContinue(created.info)
      }
    } catch (error) {
      const text = applyApiError(form, error)
      if (text) message.error(text)
    } finally {
      setSending(false)
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="order-form"
      initialValues={initialValues}
      scrollToFirstError={{ block: 'center' }}
      onValuesChange={(changed: Values, all: Values) => {
        const derived = derivedValues(changed, all, kind === 'amplicon')
        form.setFieldsValue(derived)
        const shown = Object.keys(derived).filter((name) => form.getFieldError(name).length > 0)
        if (shown.length > 0) void form.validateFields(shown).catch(() => undefined)
      }}
      onFinish={() => void submit()}
    >
      {FORMS[kind].body}
      <FormActions sending={sending} onReset={() => form.resetFields()} />
    </Form>
  )
}
