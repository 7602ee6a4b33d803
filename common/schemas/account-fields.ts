// Field schemas shared by the registration, login, account and address forms (spec §5).
// Parameters may arrive as JSON, form fields or query-style strings (spec §7), so numbers
// and flags are coerced and an empty string counts as absent.
import { z } from '../zod.ts'

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `最多 ${max} 个字符`)

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `最多 ${max} 个字符`)
    .optional()
    .transform((value) => value ?? '')

/** An e-mail address, compared and stored in lower case. */
export const emailField = (required: string, invalid = '邮箱地址不合法!') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, invalid)
    .email(invalid)
    .transform((value) => value.toLowerCase())

const PASSWORD_RULE_MESSAGE = '密码至少需要输入8位(大小写字母数字特殊字符)'
const PASSWORD_MAX_LENGTH = 64

/**
 * A new password (spec §5 'Registration'): at least 8 characters with a digit, a letter
 * and a special character. No white space, so trimming a login input never changes it.
 */
export const newPasswordField = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(PASSWORD_MAX_LENGTH, `密码最多 ${PASSWORD_MAX_LENGTH} 位`)
    .regex(/^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z\d\s])\S{8,}$/, PASSWORD_RULE_MESSAGE)

/** 0/1 flags sent as booleans, numbers or strings; absent means 0. */
export const flagField = z.preprocess(
  (value) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0),
  z.union([z.literal(0), z.literal(1)]),
)

/** A region id of the tree served by /help/getArea; the server checks that it exists. */
export const regionIdField = (message: string) =>
  z.preprocess(emptyToUndefined, z.coerce.number({ error: message }).int(message).positive(message))

/** Countries of accounts and addresses: the region tree covers China only (spec §3 'Address'). */
export const COUNTRY = { CHINA: 0 } as const
export const COUNTRY_LABEL: Record<number, string> = { [COUNTRY.CHINA]: '中国' }

export const countryField = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: '请选择国家!' })
    .int('请选择国家!')
    .refine((value) => value in COUNTRY_LABEL, '请选择国家!'),
)

/** Postal code: optional; six digits in mainland China, other formats in HK/Macau/Taiwan. */
export const zipField = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{0,10}$/, '请输入正确的邮编')
  .optional()
  .transform((value) => value ?? '')

/** A landline or mobile number of a delivery contact. */
export const phoneField = (required: string) =>
  requiredText(required, 30).regex(/^\+?[\d\s()-]{6,30}$/, '请输入正确的电话号码')

/** A one-time code as typed: digits, trimmed. */
export const codeField = (required: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .regex(/^\d{6}$/, '请输入 6 位数字验证码'),
  )

/**
 * The image captcha of a login (help/verify): asked for only once the account has had
 * several failed logins, when an answer carried `captchaRequired: true`.
 */
export const loginCaptchaFields = {
  captcha: z
    .string({ error: '验证码错误' })
    .trim()
    .max(10, '验证码错误')
    .optional()
    .describe('图形验证码上的字符：仅当上次回答带有 captchaRequired 时需要'),
  captchaId: z
    .string({ error: '验证码错误' })
    .trim()
    .max(64, '验证码错误')
    .optional()
    .describe('help/verify 返回的 captchaId'),
}
