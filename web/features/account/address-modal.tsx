// The add/edit address form in a modal (spec §2 /addressManagement), sized by the
// screen (spec §9 modal widths).
import { Checkbox, Form, Modal } from 'antd'
import { useEffect } from 'react'
import { type Address, type AddressInput, AddressFormSchema } from '#common/schemas/address.ts'
import { COUNTRY } from '#common/schemas/account-fields.ts'
import { AddressFields } from '#web/features/region/address-fields.tsx'
import { useModalWidth } from '#web/lib/modal-width.ts'
import { zodRules } from '#web/lib/zod-form.ts'
import { useText } from '#web/lib/page-lang.ts'

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
  const t = useText()
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
      title={t(editing ? '编辑收货地址' : '新增收货地址')}
      width={width}
      okText={t('保存')}
      cancelText={t('取消')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onSave} className="address-form">
        <div className="form-grid">
          <AddressFields
            rules={rules}
            names={{ company: 'company', tel: 'tel', tel2: 'tel2' }}
            labels={{ contact: t('联系人'), tel: t('联系电话') }}
          />
        </div>
        <Form.Item name="is_default" valuePropName="checked" noStyle>
          <Checkbox>{t('设为默认收货地址')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  )
}
