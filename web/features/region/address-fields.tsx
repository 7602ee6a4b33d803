import { Form, Input } from 'antd'
import type { Rule } from 'antd/es/form'
import { type RegionRules, RegionFields } from './region-fields.tsx'
import { useText } from '#web/lib/page-lang.ts'

interface Props {
  rules: RegionRules & Record<string, Rule[]>
  /** The account form prefixes its address fields (addr_company, addr_tel); the address book does not. */
  names: { company: string; tel: string; tel2: string }
  labels: { contact: string; tel: string }
}

/** A delivery address: contact, company, region, zip, street, phone and extension. */
export function AddressFields({ rules, names, labels }: Props) {
  const t = useText()
  return (
    <>
      <Form.Item label={labels.contact} name="name" rules={rules.name} required>
        <Input autoComplete="name" maxLength={50} />
      </Form.Item>
      <Form.Item label={t('单位名称')} name={names.company} rules={rules[names.company]} required>
        <Input autoComplete="organization" maxLength={100} />
      </Form.Item>
      <RegionFields rules={rules} />
      <Form.Item label={t('邮编')} name="zip" rules={rules.zip}>
        <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
      </Form.Item>
      <Form.Item label={t('详细地址')} name="address" rules={rules.address} required className="form-grid__wide">
        <Input autoComplete="street-address" maxLength={200} />
      </Form.Item>
      <Form.Item label={labels.tel} name={names.tel} rules={rules[names.tel]} required>
        <Input autoComplete="tel" maxLength={30} />
      </Form.Item>
      <Form.Item label={t('分机号')} name={names.tel2} rules={rules[names.tel2]}>
        <Input maxLength={20} />
      </Form.Item>
    </>
  )
}
