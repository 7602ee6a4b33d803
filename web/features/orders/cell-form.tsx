// /orderCellAction, 提交样本 (spec §2, §4 'Cell order form behaviour'): with id, edit that
// order; without, create one. Submit and reset; 更新成功 / 添加成功, then back one page. An
// order that has left 待确认 is not offered as a form: the page says why.
import { App, Form } from 'antd'
import { useCallback, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { CELL_LINE_FORM_DEFAULTS, CELL_LINE_TYPE, CellLineFormSchema } from '#common/schemas/orders/cell-line.ts'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import { ORDER_TYPE, canChangeCellOrder } from '#common/schemas/orders/status.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { OrdersProvider } from './orders-provider.tsx'
import { applyApiError, zodFormRules } from '#web/lib/zod-form.ts'
import { cellFormValuesOf, derivedCellValues } from './cell-form-values.ts'
import { DescribedSections } from './described-form.tsx'
import { FormActions } from './form-actions.tsx'
import { goBack } from './go-back.ts'
import { type LockedBy, LockedNotice } from './locked-notice.tsx'
import { successAfterLeaving } from './orders-provider.tsx'
import { cellLineCalls } from './orders-api.ts'
import { idParam, orderCentrePath } from './order-paths.ts'
import { useLoaded } from './use-loaded.ts'

type Values = Record<string, unknown>

const rules = zodFormRules(CellLineFormSchema)

export default function CellFormPage() {
  return (
    <OrdersProvider>
      <CellFormLoader />
    </OrdersProvider>
  )
}

function CellFormLoader() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = idParam(params.get('id'))
  const load = useCallback(async (): Promise<{ values: Values } | { locked: LockedBy }> => {
    if (id === undefined) return { values: { ...CELL_LINE_FORM_DEFAULTS } }
    const order = await cellLineCalls.detail(id)
    return canChangeCellOrder(order.status)
      ? { values: cellFormValuesOf(order) }
      : { locked: { by: 'order', status: order.status } }
  }, [id])
  const [loaded] = useLoaded(load)
  if (loaded.state === 'loading') return <PanelSkeleton rows={8} />
  if (loaded.state === 'failed') return <p className="customer-main__error">{loaded.error}</p>
  if ('locked' in loaded.value) {
    const { locked } = loaded.value
    return <LockedNotice locked={locked} onBack={() => goBack(navigate, orderCentrePath(ORDER_TYPE.CELL_LINE))} />
  }
  return <CellForm key={id} id={id} initialValues={loaded.value.values} />
}

function CellForm({ id, initialValues }: { id: number | undefined; initialValues: Values }) {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const [sending, setSending] = useState(false)

  const submit = async () => {
    const values = form.getFieldsValue(true)
    setSending(true)
    try {
      if (id === undefined) await cellLineCalls.create(values)
      else await cellLineCalls.edit(id, values)
      successAfterLeaving(id === undefined ? ORDER_MESSAGES.added : ORDER_MESSAGES.updated)
      goBack(navigate, orderCentrePath(ORDER_TYPE.CELL_LINE))
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
      onValuesChange={(changed: Values) => form.setFieldsValue(derivedCellValues(changed))}
      onFinish={() => void submit()}
    >
      <DescribedSections type={CELL_LINE_TYPE} rules={rules} />
      <FormActions sending={sending} onReset={() => form.resetFields()} />
    </Form>
  )
}
