// The contact form of /contactUs (spec §5 'Booking and contact', §8): English labels and
// messages from the shared schema, loaded lazily in the browser only (ADR 003).
import { App, Button, Form, Input, Select } from 'antd'
import { useState } from 'react'
import { type ContactMessage, ContactMessageSchema, INDUSTRIES } from '#common/schemas/visitor.ts'
import { api } from '#web/lib/api.client.ts'
import { AntdProvider } from '#web/lib/antd.tsx'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'
import { COUNTRIES } from './countries.ts'

/** Spec §8, verbatim (the typo is the product's). */
export const CONTACT_SUCCESS_MESSAGE = 'Your have submit successfully, thank you for your participation!'

const rules = zodRules(ContactMessageSchema)
const COUNTRY_OPTIONS = COUNTRIES.map((name) => ({ value: name, label: name }))

export default function ContactForm() {
  return (
    <AntdProvider>
      <ContactFormInner />
    </AntdProvider>
  )
}

function ContactFormInner() {
  const { message } = App.useApp()
  const [form] = Form.useForm<ContactMessage>()
  const [sending, setSending] = useState(false)

  const onFinish = async (values: ContactMessage) => {
    setSending(true)
    try {
      await api.post('/message/addMessage', { ...values, sourcePage: location.pathname })
      form.resetFields()
      void message.success(CONTACT_SUCCESS_MESSAGE)
    } catch (error) {
      const text = applyApiError(form, error)
      if (text) void message.error(text)
    } finally {
      setSending(false)
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="contact-form"
      aria-label="Contact form"
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label="First Name" name="fname" rules={rules.fname} required>
        <Input size="large" autoComplete="given-name" maxLength={50} />
      </Form.Item>
      <Form.Item label="Last Name" name="lname" rules={rules.lname} required>
        <Input size="large" autoComplete="family-name" maxLength={50} />
      </Form.Item>
      <Form.Item label="E-mail" name="email" rules={rules.email} required>
        <Input size="large" type="email" autoComplete="email" maxLength={100} />
      </Form.Item>
      <Form.Item label="Industry" name="industry" rules={rules.industry} required>
        <Select
          size="large"
          placeholder="Please select"
          options={INDUSTRIES.map(({ value, label }) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item label="Country" name="country" rules={rules.country} required>
        <Select size="large" showSearch placeholder="Please select" options={COUNTRY_OPTIONS} />
      </Form.Item>
      <Form.Item label="Zip Code" name="zipcode" rules={rules.zipcode}>
        <Input size="large" autoComplete="postal-code" maxLength={20} />
      </Form.Item>
      <Form.Item label="Company" name="company" rules={rules.company} required className="contact-form__wide">
        <Input size="large" autoComplete="organization" maxLength={100} />
      </Form.Item>
      <Form.Item label="Message" name="body" rules={rules.body} required className="contact-form__wide">
        <Input.TextArea size="large" rows={5} maxLength={2000} />
      </Form.Item>
      <Button
        size="large"
        type="primary"
        htmlType="submit"
        loading={sending}
        disabled={sending}
        className="contact-form__submit"
      >
        Submit
      </Button>
    </Form>
  )
}
