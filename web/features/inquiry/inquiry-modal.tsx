// The buy-inquiry modal of a product page (spec §2 'Other screens', §5 'Buy inquiry
// modal'): stored and e-mailed to sales by POST /messages/send-mail.
import { App, Button, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { type Inquiry, InquirySchema } from '#common/schemas/visitor.ts'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { useModalWidth } from '#web/lib/modal-width.ts'
import { useText } from '#web/lib/page-lang.ts'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'
import { sendInquiry } from './send-inquiry.ts'

const rules = zodRules(InquirySchema)

export interface InquiryModalProps {
  productName: string
  open: boolean
  onClose: () => void
}

export default function InquiryModal(props: InquiryModalProps) {
  return (
    <SiteAntdProvider>
      <InquiryModalInner {...props} />
    </SiteAntdProvider>
  )
}

function InquiryModalInner({ productName, open, onClose }: InquiryModalProps) {
  const t = useText()
  const { message } = App.useApp()
  const [form] = Form.useForm<Inquiry>()
  const [sending, setSending] = useState(false)
  const width = useModalWidth()

  const onFinish = async (values: Inquiry) => {
    setSending(true)
    try {
      message.success(await sendInquiry({ ...values, sourcePage: `${location.pathname}${location.search}` }))
      form.resetFields()
      onClose()
    } catch (error) {
      const text = applyApiError(form, error)
      if (text) message.error(text)
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      open={open}
      title={t('询价购买')}
      width={width}
      onCancel={onClose}
      footer={null}
      destroyOnHidden={false}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ productName }} onFinish={(values) => void onFinish(values)}>
        <Form.Item label={t('产品名称')} name="productName" rules={rules.productName} required>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label={t('所在地区')} name="location" rules={rules.location}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={t('姓名')} name="name" rules={rules.name} required>
          <Input autoComplete="name" maxLength={50} />
        </Form.Item>
        <Form.Item label={t('单位')} name="unit" rules={rules.unit}>
          <Input autoComplete="organization" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('手机')} name="phone" rules={rules.phone} required>
          <Input autoComplete="tel" maxLength={30} />
        </Form.Item>
        <Form.Item label={t('邮箱')} name="email" rules={rules.email} required>
          <Input autoComplete="email" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('联系地址')} name="address" rules={rules.address}>
          <Input maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
          {t('提交询价')}
        </Button>
      </Form>
    </Modal>
  )
}
