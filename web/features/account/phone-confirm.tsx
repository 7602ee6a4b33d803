// Confirms a mobile number with an SMS code (spec §5 'Account', §7 setPhone): a changed
// one, or the one given at registration. A number is an SMS login only once confirmed, so it
// is saved as such only when the code sent to it is right.
import { App, Button, Form, Input, Space } from 'antd'
import { useState } from 'react'
import { SetPhoneFormSchema } from '#common/schemas/account.ts'
import { pageText, useText } from '#web/lib/page-lang.ts'
import { SmsCodeButton } from '#web/features/booking/sms-code-button.tsx'
import { confirmPhone } from './account-api.ts'

interface Props {
  /** The number typed in the form, not yet confirmed. */
  phone: string
  /** Whether the customer changed the number (rather than confirming the one on record). */
  changed: boolean
  onConfirmed: (tel: string) => void
}

export function PhoneConfirm({ phone, changed, onConfirmed }: Props) {
  const t = useText()
  const { message } = App.useApp()
  const form = Form.useFormInstance()
  const [sending, setSending] = useState(false)

  const confirm = async () => {
    const checked = SetPhoneFormSchema.safeParse({ phone, smscode: form.getFieldValue('code') })
    if (!checked.success) {
      message.error(pageText(checked.error.issues[0]?.message ?? '验证码为空'))
      return
    }
    setSending(true)
    try {
      const confirmed = await confirmPhone(checked.data.phone, checked.data.smscode)
      message.success(confirmed.message)
      form.setFieldValue('code', '')
      onConfirmed(confirmed.data.tel)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="phone-confirm">
      <p className="phone-confirm__hint">
        {changed
          ? t('手机号已修改：请获取短信验证码并确认，新手机号将用于短信登录。')
          : t('手机号尚未验证：请获取短信验证码并确认，验证后即可使用短信登录。')}
      </p>
      <Space.Compact block>
        <Form.Item name="code" noStyle>
          <Input
            aria-label={t('短信验证码')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('6 位短信验证码')}
          />
        </Form.Item>
        <SmsCodeButton phone={phone} purpose="phone" invalidPhoneMessage="请输入正确的手机号" />
        <Button type="primary" ghost onClick={() => void confirm()} loading={sending}>
          {t('确认手机号')}
        </Button>
      </Space.Compact>
    </div>
  )
}
