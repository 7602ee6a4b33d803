// The booking form of a service page (spec §2 /dynamicDetail): name, phone with SMS
// code, e-mail, company, product title, the slider check; success shows the data back.
import { App, Button, Descriptions, Form, Input, Modal, Space } from 'antd'
import { useCallback, useState } from 'react'
import { type BookingInput, type BookingReceipt, BookingSchema } from '#common/schemas/visitor.ts'
import { api } from '#web/lib/api.client.ts'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { useModalWidth } from '#web/lib/modal-width.ts'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'
import { SliderCaptcha } from '../captcha/slider-captcha.tsx'
import { SmsCodeButton } from './sms-code-button.tsx'
import { useText } from '#web/lib/page-lang.ts'

const rules = zodRules(BookingSchema)

export interface BookingFormProps {
  title: string
  aid: number
  tid: number
}

export default function BookingForm(props: BookingFormProps) {
  return (
    <SiteAntdProvider>
      <BookingFormInner {...props} />
    </SiteAntdProvider>
  )
}

function BookingFormInner({ title, aid, tid }: BookingFormProps) {
  const t = useText()
  const { message } = App.useApp()
  const [form] = Form.useForm<BookingInput>()
  const phone = Form.useWatch('phone', form) as string | undefined
  const [sending, setSending] = useState(false)
  const [captchaKey, setCaptchaKey] = useState(0)
  const [submitted, setSubmitted] = useState<BookingReceipt>()
  const modalWidth = useModalWidth()

  const onCaptcha = useCallback((captchaId: string) => form.setFieldValue('captchaId', captchaId), [form])

  const onFinish = async (values: BookingInput) => {
    setSending(true)
    try {
      const booking = await api.post<BookingReceipt>('/onlinebook/addBook', {
        ...values,
        aid,
        tid,
        sourcePage: `${location.pathname}${location.search}`,
      })
      setSubmitted(booking)
      form.resetFields(['code', 'remark'])
    } catch (error) {
      const text = applyApiError(form, error)
      if (text) message.error(text)
    } finally {
      // A slider challenge is single-use, whatever the outcome.
      setCaptchaKey((key) => key + 1)
      setSending(false)
    }
  }

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ title }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label={t('姓名')} name="name" rules={rules.name} required>
          <Input autoComplete="name" maxLength={50} />
        </Form.Item>
        <Form.Item label={t('手机号')} name="phone" rules={rules.phone} required>
          <Input autoComplete="tel" inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item label={t('短信验证码')} required>
          <Space.Compact block>
            <Form.Item name="code" rules={rules.code} noStyle>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" aria-label={t('短信验证码')} />
            </Form.Item>
            <SmsCodeButton phone={phone} purpose="booking" invalidPhoneMessage="请输入正确手机号" />
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('电子邮箱')} name="email" rules={rules.email} required>
          <Input autoComplete="email" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('单位名称')} name="company" rules={rules.company} required>
          <Input autoComplete="organization" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('预约产品')} name="title" rules={rules.title}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label={t('需求说明')} name="remark" rules={rules.remark}>
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item label={t('安全验证')} name="captchaId" rules={rules.captchaId} required>
          <SliderCaptcha key={captchaKey} onChange={onCaptcha} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={sending} disabled={sending}>
          {t('提交预约')}
        </Button>
      </Form>

      <Modal
        open={Boolean(submitted)}
        title={t('提交成功')}
        width={modalWidth}
        onCancel={() => setSubmitted(undefined)}
        footer={
          <Button type="primary" onClick={() => setSubmitted(undefined)}>
            {t('知道了')}
          </Button>
        }
      >
        <p>{t('感谢您的预约，技术顾问将在 1 个工作日内与您联系。您提交的信息：')}</p>
        {submitted && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('姓名')}>{submitted.name}</Descriptions.Item>
            <Descriptions.Item label={t('手机号')}>{submitted.phone}</Descriptions.Item>
            <Descriptions.Item label={t('电子邮箱')}>{submitted.email}</Descriptions.Item>
            <Descriptions.Item label={t('单位名称')}>{submitted.company}</Descriptions.Item>
            <Descriptions.Item label={t('预约产品')}>{submitted.title}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </>
  )
}
