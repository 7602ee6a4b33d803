// The CRISPR-Net submission form (spec §5 'CRISPR-Net submission'): job title,
// e-mail, PAM type, genome, and the pairs pasted or read from a CSV file. Checked with
// the shared schema before it is sent; the server checks again and its field errors land
// under the fields. Success opens the job's result page.
import { ExperimentOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Form, Input, Select } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  type AddCrisprJobInput,
  AddCrisprJobSchema,
  type CrisprAvailability,
  MAX_PAIRS,
  parseSequencePairs,
} from '#common/schemas/crispr.ts'
import { CRISPR_NET_EXAMPLES } from '#web/components/crispr-help/platform-steps.ts'
import { fillIn, useText } from '#web/lib/page-lang.ts'
import { readUser } from '#web/lib/session.ts'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'
import { type Genome, type PamType, addJob, fetchAvailability, fetchGenomes, fetchPamTypes } from './crispr-api.ts'
import { CsvUpload } from './csv-upload.tsx'
import { guideParam } from '#web/features/orders/order-paths.ts'
import { resultPath } from './paths.ts'

const rules = zodRules(AddCrisprJobSchema)
const EXAMPLE = CRISPR_NET_EXAMPLES.map((example) => example.pair).join('\n')

type Values = AddCrisprJobInput

/** The PAM types and genomes to choose from; the first of each is the default. */
function useChoices() {
  const { message } = App.useApp()
  const [choices, setChoices] = useState<{ pamTypes: PamType[]; genomes: Genome[] }>()
  useEffect(() => {
    let current = true
    Promise.all([fetchPamTypes(), fetchGenomes()]).then(
      ([pamTypes, genomes]) => current && setChoices({ pamTypes, genomes }),
      (error: unknown) => current && message.error((error as Error).message),
    )
    return () => {
      current = false
    }
  }, [message])
  return choices
}

/** Whether the model is installed; an unknown answer lets the server decide at submission. */
function useAvailability() {
  const [availability, setAvailability] = useState<CrisprAvailability>()
  useEffect(() => {
    let current = true
    fetchAvailability().then(
      (answer) => current && setAvailability(answer),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  return availability
}

/** The number of pairs the text holds once it is valid: a count the customer can check. */
function pairCount(text: string | undefined): number | undefined {
  if (!text?.trim()) return undefined
  const parsed = parseSequencePairs(text)
  return parsed.ok ? parsed.pairs.length : undefined
}

export function JobForm() {
  const t = useText()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const choices = useChoices()
  const availability = useAvailability()
  const [sending, setSending] = useState(false)
  const [params] = useSearchParams()
  // A guide sent from the sgRNA utilities starts the first pair; the customer adds its off-target site.
  const [initialValues] = useState<Partial<Values>>(() => {
    const guide = guideParam(params.get('sgrna'))
    return { email: readUser()?.email ?? '', ...(guide && { xulie: `${guide},` }) }
  })
  const count = pairCount(Form.useWatch('xulie', form) as string | undefined)
  const unavailable = availability?.available === false

  useEffect(() => {
    if (!choices) return
    const [pam] = choices.pamTypes
    const [genome] = choices.genomes
    if (form.getFieldValue('type') === undefined) form.setFieldValue('type', pam?.id)
    if (form.getFieldValue('type1') === undefined) form.setFieldValue('type1', genome?.id)
  }, [choices, form])

  const fillPairs = (text: string) => {
    form.setFieldsValue({ xulie: text })
    void form.validateFields(['xulie']).catch(() => undefined)
  }

  const onFinish = async (values: Values) => {
    setSending(true)
    try {
      const submitted = await addJob(values)
      message.success(submitted.message)
      void navigate(resultPath(submitted.data.info))
    } catch (error) {
      const text = applyApiError(form, error)
      if (text) message.error(text)
      setSending(false)
    }
  }

  return (
    <Card className="customer-card" title={t('提交打分任务')}>
      {unavailable && (
        <Alert
          className="crispr-form__alert"
          type="warning"
          showIcon
          title={t('暂时无法提交')}
          description={availability.message}
        />
      )}
      <Form
        form={form}
        className="crispr-form"
        layout="vertical"
        initialValues={initialValues}
        scrollToFirstError
        // Typing in the box makes the text the customer's own, no longer the uploaded file.
        onValuesChange={(changed: Partial<Values>) => {
          if ('xulie' in changed && form.getFieldValue('csvfile')) form.setFieldValue('csvfile', undefined)
        }}
        onFinish={(values) => void onFinish(values)}
      >
        <div className="crispr-form__grid">
          <Form.Item label={t('任务名称')} name="title" rules={rules.title} required>
            <Input maxLength={100} placeholder={t('例如：EMX1 sgRNA 脱靶评估')} />
          </Form.Item>
          <Form.Item
            label={t('接收结果的邮箱')}
            name="email"
            rules={rules.email}
            required
            extra={t('结果邮件只发送到您账户的登录邮箱')}
          >
            <Input inputMode="email" autoComplete="email" maxLength={100} readOnly />
          </Form.Item>
          <Form.Item label={t('PAM 类型')} name="type" rules={rules.type} required>
            <Select
              loading={!choices}
              placeholder={t('请选择 PAM 类型')}
              options={choices?.pamTypes.map((pam) => ({ value: pam.id, label: pam.name }))}
            />
          </Form.Item>
          <Form.Item label={t('参考基因组')} name="type1" rules={rules.type1} required>
            <Select
              loading={!choices}
              placeholder={t('请选择基因组')}
              options={choices?.genomes.map((genome) => ({ value: genome.id, label: genome.name }))}
            />
          </Form.Item>
        </div>
        {/* The count and the example button sit between the box and its errors. */}
        <Form.Item label={t('序列对（每行一对：on_seq,off_seq）')} htmlFor="xulie" required>
          <Form.Item name="xulie" rules={rules.xulie} noStyle>
            <Input.TextArea
              className="crispr-form__pairs"
              rows={8}
              spellCheck={false}
              autoCapitalize="characters"
              placeholder={EXAMPLE}
            />
          </Form.Item>
          <div className="crispr-form__pairs-bar">
            <span>
              {t(count === undefined ? `每次最多 ${MAX_PAIRS} 对` : `已识别 ${count} 对（最多 ${MAX_PAIRS} 对）`)}
              <span className="crispr-form__gap-hint inline-code">
                {fillIn(t('；{0} 标记 bulge（同 CRISPR-Net），{1} 表示无碱基'), <code>_</code>, <code>-</code>)}
              </span>
            </span>
            <Button type="link" size="small" onClick={() => fillPairs(EXAMPLE)}>
              {t('填入示例')}
            </Button>
          </div>
        </Form.Item>
        <Form.Item label={t('或上传 CSV 文件')} name="csvfile" rules={rules.csvfile}>
          <CsvUpload
            onRead={fillPairs}
            onRefuse={(reason) => form.setFields([{ name: 'csvfile', value: undefined, errors: [reason] }])}
          />
        </Form.Item>
        <div className="crispr-form__submit">
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            icon={<ExperimentOutlined />}
            loading={sending}
            disabled={sending || unavailable}
          >
            {t('提交任务')}
          </Button>
          <span className="crispr-form__submit-hint">{t('提交后自动打开结果页，计算完成后结果也会发送到邮箱。')}</span>
        </div>
      </Form>
    </Card>
  )
}
