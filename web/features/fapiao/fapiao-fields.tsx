// The invoice details' fields, in the account's form and in a request's: title, taxpayer ID
// and type; for a 专票 also the bank and registration fields. Each is checked by the form's
// own schema, whose cross-field rule makes those four required for a 专票.
import { Form, Input, Radio } from 'antd'
import type { Rule } from 'antd/es/form'
import { FAPIAO_KIND, FAPIAO_KIND_LABEL, type SPECIAL_FIELDS } from '#common/schemas/fapiao.ts'
import { useText } from '#web/lib/page-lang.ts'

const KIND_OPTIONS = [FAPIAO_KIND.NORMAL, FAPIAO_KIND.SPECIAL].map((value) => ({
  value,
  label: FAPIAO_KIND_LABEL[value]!,
}))

/** What only a 专票 asks for. */
const SPECIAL_INPUTS: {
  name: keyof typeof SPECIAL_FIELDS
  label: string
  maxLength: number
  inputMode?: 'numeric' | 'tel'
}[] = [
  { name: 'bankName', label: '开户银行', maxLength: 100 },
  { name: 'bankAccount', label: '银行账号', maxLength: 32, inputMode: 'numeric' },
  { name: 'registerAddress', label: '注册地址', maxLength: 100 },
  { name: 'registerPhone', label: '注册电话', maxLength: 20, inputMode: 'tel' },
]

export function FapiaoFields({ rules }: { rules: (name: string) => Rule[] }) {
  const t = useText()
  const kind = Form.useWatch<number | undefined>('kind')
  return (
    <>
      <Form.Item name="kind" label={t('发票类型')} rules={rules('kind')} required>
        <Radio.Group options={KIND_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))} />
      </Form.Item>
      <Form.Item name="title" label={t('发票抬头')} rules={rules('title')} required>
        <Input maxLength={100} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="taxId" label={t('纳税人识别号')} rules={rules('taxId')} required>
        <Input maxLength={20} className="fapiao-tax-id" />
      </Form.Item>
      {kind === FAPIAO_KIND.SPECIAL &&
        SPECIAL_INPUTS.map(({ name, label, maxLength, inputMode }) => (
          <Form.Item key={name} name={name} label={t(label)} rules={rules(name)} required>
            <Input maxLength={maxLength} {...(inputMode ? { inputMode } : {})} />
          </Form.Item>
        ))}
    </>
  )
}
