import { App, Button } from 'antd'
import { useEffect, useState } from 'react'
import { MOBILE_CN, SMS_RESEND_SECONDS, type SmsCodePurpose } from '#common/schemas/verification.ts'
import { api } from '#web/lib/api.client.ts'
import { pageText, useText } from '#web/lib/page-lang.ts'

interface Props {
  phone: string | undefined
  purpose: SmsCodePurpose
  /** Shown when the phone is missing or malformed. */
  invalidPhoneMessage: string
}

/**
 * Sends an SMS code, then counts down 60 s ('N s 后获取', spec §4) before it can send
 * again. The server refuses an early resend too.
 */
export function SmsCodeButton({ phone, purpose, invalidPhoneMessage }: Props) {
  const t = useText()
  const { message } = App.useApp()
  const [secondsLeft, setSecondsLeft] = useState(0)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [secondsLeft])

  const send = async () => {
    if (!phone || !MOBILE_CN.test(phone.trim())) {
      message.error(pageText(invalidPhoneMessage))
      return
    }
    setSending(true)
    try {
      const result = await api.post<{ info: string }>('/duanxin/faDuanxin', {
        phone: phone.trim(),
        isreg: purpose === 'login' ? 1 : 0,
        purpose,
      })
      message.success(result.info)
      setSecondsLeft(SMS_RESEND_SECONDS)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setSending(false)
    }
  }

  return (
    <Button onClick={() => void send()} loading={sending} disabled={secondsLeft > 0} className="sms-code-button">
      {t(secondsLeft > 0 ? `${secondsLeft} s 后获取` : '获取验证码')}
    </Button>
  )
}
