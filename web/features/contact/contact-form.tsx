// The contact form of /contactUs (spec §5 'Booking and contact', §8): labels in the
// interface language, messages from the shared schema and the API in the same language,
// loaded lazily in the browser only (ADR 003).
import { App, Button, Form, Input, Select } from 'antd'
import { useState } from 'react'
import type { Lang } from '#common/i18n/lang.ts'
import { translate } from '#common/i18n/translate.ts'
import { type ContactMessage, ContactMessageSchema, INDUSTRIES } from '#common/schemas/visitor.ts'
import { api } from '#web/lib/api.client.ts'
import { SiteAntdProvider } from '#web/lib/antd.tsx'
import { useShell } from '#web/lib/shell.ts'
import { applyApiError, zodRules } from '#web/lib/zod-form.ts'
import { CONTACT_TEXT } from './contact-text.ts'
import { COUNTRIES } from './countries.ts'

const rules = zodRules(ContactMessageSchema)
const COUNTRY_OPTIONS: Record<Lang, { value: string; label: string }[]> = {
  zh: COUNTRIES.map(([value, label]) => ({ value, label })),
  en: COUNTRIES.map(([value]) => ({ value, label: value })),
}

export default function ContactForm() {
  return (
    <SiteAntdProvider>
      <ContactFormInner />
    </SiteAntdProvider>
  )
}

function ContactFormInner() {
  const { message } = App.useApp()
  const { lang } = useShell()
  const text = CONTACT_TEXT[lang]
  const [form] = Form.useForm<ContactMessage>()
  const [sending, setSending] = useState(false)

  const onFinish = async (values: ContactMessage) => {
    setSending(true)
    try {
      const sent = await api.submit('/message/addMessage', { ...values, sourcePage: location.pathname })
      form.resetFields()
      void message.success(sent.message)
    } catch (error) {
      const failure = applyApiError(form, error)
      if (failure) void message.error(failure)
    } finally {
      setSending(false)
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="contact-form"
      aria-label={text.form}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label={text.fname} name="fname" rules={rules.fname} required>
        <Input size="large" autoComplete="given-name" maxLength={50} />
      </Form.Item>
      <Form.Item label={text.lname} name="lname" rules={rules.lname} required>
        <Input size="large" autoComplete="family-name" maxLength={50} />
      </Form.Item>
      <Form.Item label={text.email} name="email" rules={rules.email} required>
        <Input size="large" type="email" autoComplete="email" maxLength={100} />
      </Form.Item>
      <Form.Item label={text.industry} name="industry" rules={rules.industry} required>
        <Select
          size="large"
          placeholder={text.select}
          options={INDUSTRIES.map(({ value, label }) => ({ value, label: translate(label, lang) }))}
        />
      </Form.Item>
      <Form.Item label={text.country} name="country" rules={rules.country} required>
        <Select
          size="large"
          showSearch={{ optionFilterProp: ['label', 'value'] }}
          placeholder={text.select}
          options={COUNTRY_OPTIONS[lang]}
        />
      </Form.Item>
      <Form.Item label={text.zipcode} name="zipcode" rules={rules.zipcode}>
        <Input size="large" autoComplete="postal-code" maxLength={20} />
      </Form.Item>
      <Form.Item label={text.company} name="company" rules={rules.company} required className="contact-form__wide">
        <Input size="large" autoComplete="organization" maxLength={100} />
      </Form.Item>
      <Form.Item label={text.body} name="body" rules={rules.body} required className="contact-form__wide">
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
        {text.submit}
      </Button>
    </Form>
  )
}
