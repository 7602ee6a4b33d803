// One-time codes sent by SMS (spec §4 'Login and sessions', §5 'Login', §7
// duanxin/faDuanxin). The phone field is shared by every form that asks for a mobile.
import { z } from '#common/zod.ts'

/** Mainland mobile: 11 digits, starting 1, second digit 3–9 (spec §5 'Login'). */
export const MOBILE_CN = /^1[3-9]\d{9}$/

/** Seconds between two codes to the same phone; the browser counts down the same (spec §4). */
export const SMS_RESEND_SECONDS = 60

/**
 * A mainland mobile number. `invalid` differs by form: login and account say
 * 请输入正确的手机号, the booking form says 请输入正确手机号 (spec §5).
 */
export const mobileField = (invalid = '请输入正确的手机号', required = '手机号不能为空') =>
  z.preprocess(
    // JSON clients may send the number as a number; query-style params arrive as text.
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: required }).trim().min(1, required).regex(MOBILE_CN, invalid),
  )

export const MobileSchema = mobileField()

/** What the code is for; each purpose has its own codes, resend gap and expiry. */
export const SMS_CODE_PURPOSES = ['login', 'booking', 'phone', 'register'] as const
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number]

/** isreg of the spec's clients: 1 on the login page, 0 on the account page and in booking. */
const ISREG_PURPOSE: Record<'0' | '1', SmsCodePurpose> = { '1': 'login', '0': 'booking' }

export const SendSmsCodeSchema = z
  .object({
    phone: MobileSchema,
    isreg: z
      .preprocess(
        (value) => (value === '' ? '0' : typeof value === 'number' ? String(value) : value),
        z.enum(['0', '1'], { error: 'isreg 只能为 0 或 1' }),
      )
      .optional()
      .describe('1 = 登录页，0 = 账户页与预约表单（默认）'),
    // The login form offers +86 and +87 (spec §7); a '+' in a query string arrives as a space.
    prefix: z
      .preprocess(
        (value) => (typeof value === 'string' ? `+${value.trim().replace(/^\+/, '') || '86'}` : value),
        z.enum(['+86', '+87'], { error: '请选择正确的区号' }),
      )
      .optional()
      .describe('区号，默认 +86'),
    purpose: z
      .enum(SMS_CODE_PURPOSES, { error: '验证码用途无效' })
      .optional()
      .describe('验证码用途；缺省时由 isreg 决定（1 → login，0 → booking）。账户页修改手机号请传 phone'),
  })
  // Both prefixes take a mainland number (MOBILE_CN), which is delivered the same way.
  .transform(({ phone, isreg = '0', purpose }) => ({ phone, purpose: purpose ?? ISREG_PURPOSE[isreg] }))

export const SendSmsCodeResultSchema = z.object({ info: z.string().describe('提示信息') })
