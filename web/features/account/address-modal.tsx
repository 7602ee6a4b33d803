// The add/edit address form in a modal (spec §2 /addressManagement), sized by the
// screen (spec §9 modal widths).
import { Checkbox, Form, Input, Modal } from 'antd'
import { useEffect } from 'react'
import { type Address, type AddressInput, AddressFormSchema } from '#common/schemas/address.ts'
import { COUNTRY } from '#common/schemas/account-fields.ts'
import { RegionFields } from '#web/features/region/region-fields.tsx'
import { useModalWidth } from '#web/lib/modal-width.ts'
import { zodRules } from '#web/lib/zod-form.ts'

const rules = zodRules(AddressFormSchema)

const EMPTY: Partial<AddressInput> = { country: COUNTRY.CHINA, is_default: false }

const valuesOf = (address: Address): AddressInput => ({
  name: address.name,
  company: address.company,
  country: address.country,
  province_id: address.province_id,
  city_id: address.city_id,
  address: address.address,
  zip: address.zip,
  tel: address.tel,
  tel2: address.tel2,
  is_default: address.is_default === 1,
})

interface Props {
  open: boolean
  /** The address being edited; undefined to add one. */
  editing: Address | undefined
  saving: boolean
  onSave: (values: AddressInput) => void
  onCancel: () => void
}

export function AddressModal({ open, editing, saving, onSave, onCancel }: Props) {
  const [form] = Form.useForm<AddressInput>()
  const width = useModalWidth()

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue(editing ? valuesOf(editing) : EMPTY)
  }, [open, editing, form])

  return (
    <Modal
      open={open}
      title={editing ? '编辑收货地址' : '新增收货地址'}
      width={width}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onSave} className="address-form">
        <div className="form-grid">
          <Form.Item label="联系人" name="name" rules={rules.name} required>
            <Input autoComplete="name" maxLength={50} />
          </Form.Item>
          <Form.Item label="单位名称" name="company" rules={rules.company} required>
            <Input autoComplete="organization" maxLength={100} />
          </Form.Item>
          <RegionFields rules={rules} />
          <Form.Item label="邮编" name="zip" rules={rules.zip}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
          </Form.Item>
          <Form.Item label="详细地址" name="address" rules={rules.address} required className="form-grid__wide">
            <Input autoComplete="street-address" maxLength={200} />
          </Form.Item>
          <Form.Item label="联系电话" name="tel" rules={rules.tel} required>
            <Input autoComplete="tel" maxLength={30} />
          </Form.Item>
          <Form.Item label="分机号" name="tel2" rules={rules.tel2}>
            <Input maxLength={20} />
          </Form.Item>
        </div>
        <Form.Item name="is_default" valuePropName="checked" noStyle>
          <Checkbox>设为默认收货地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  )
}
