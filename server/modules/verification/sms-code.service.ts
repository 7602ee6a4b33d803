// Sends a verification code by SMS (spec §7 duanxin/faDuanxin).
import type { SmsCodePurpose } from '#common/schemas/verification.ts'
import { AppError } from '#server/errors.ts'
import type { SmsProvider } from '#server/lib/sms/sms-provider.ts'
import type { VerificationPurpose, VerificationService } from './verification.service.ts'

const PURPOSE: Record<SmsCodePurpose, VerificationPurpose> = {
  login: 'sms_login',
  booking: 'sms_booking',
  phone: 'sms_phone',
  register: 'sms_register',
}

interface SmsCodeServiceOptions {
  verification: VerificationService
  sms: SmsProvider
  /** Shown as 【…】 at the start of the message (SMS_SIGN_NAME). */
  signName: string
  /** Throws when the number's account may not log in (staff deactivated it): no login code then. */
  refuseLogin: (phone: string) => Promise<void>
}

export function createSmsCodeService({ verification, sms, signName, refuseLogin }: SmsCodeServiceOptions) {
  return {
    /**
     * Issues and sends a code. The answer for the login purpose is the same whether or not
     * the phone belongs to a customer; only a deactivated account's number is told so.
     */
    async send(phone: string, purpose: SmsCodePurpose): Promise<void> {
      if (purpose === 'login') await refuseLogin(phone)
      const issued = await verification.issue({ purpose: PURPOSE[purpose], target: phone })
      const text = `【${signName}】您的验证码为 ${issued.code}，${issued.ttlMinutes} 分钟内有效，请勿泄露给他人。`
      const outcome = await sms.send(phone, text, { code: issued.code })
      if (outcome.status === 'failed') {
        await verification.discard(issued)
        throw new AppError('INTERNAL', '短信发送失败，请稍后再试')
      }
    },
  }
}
