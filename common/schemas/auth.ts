// Registration, activation, login and password reset (spec §3 'Registration', §5
// 'Registration', 'Login', 'Forgot password', §7 'Account and session').
import { z } from '../zod.ts'
import {
  codeField,
  countryField,
  emailField,
  flagField,
  loginCaptchaFields,
  newPasswordField,
  optionalText,
  regionIdField,
  requiredText,
  zipField,
} from './account-fields.ts'
import { mobileField } from './verification.ts'

export const PASSWORD_MISMATCH = '密码不一致!'

/** The registration form's fields (spec §3 'Registration'). */
export const RegisterFormSchema = z.object({
  email: emailField('请输入邮箱!'),
  password: newPasswordField('请输入密码!'),
  password2: z.string({ error: '请输入确认密码!' }).min(1, '请输入确认密码!'),
  fname: requiredText('请输入姓氏!', 50),
  lname: requiredText('请输入名称!', 50),
  country: countryField,
  province_id: regionIdField('请选择省份!'),
  city_id: regionIdField('请选择城市!'),
  address: requiredText('请输入工作单位!', 100).describe('工作单位'),
  zip: zipField,
  tel: mobileField('请输入正确的手机号', '请输入手机号（短信登录）!').describe('手机号，用于短信登录'),
  tel2: optionalText(20).describe('分机号'),
  is_sendup: flagField.describe('1 = 接收产品与活动资讯'),
  privacy: z.preprocess(
    (value) => value === true || value === 1 || value === '1' || value === 'true',
    z.literal(true, { error: '请先同意隐私政策!' }),
  ),
  captcha: requiredText('请输入验证码', 10).describe('图形验证码上的字符'),
  captchaId: z
    .string({ error: '请输入验证码' })
    .trim()
    .min(1, '请输入验证码')
    .max(64)
    .describe('help/verify 返回的 captchaId'),
})

export const RegisterSchema = RegisterFormSchema.superRefine((value, ctx) => {
  if (value.password !== value.password2)
    ctx.addIssue({ code: 'custom', path: ['password2'], message: PASSWORD_MISMATCH })
})
export type Register = z.infer<typeof RegisterSchema>
export type RegisterInput = z.input<typeof RegisterFormSchema>

export const RegisterResultSchema = z.object({ email: z.string().describe('激活邮件的收件地址') })

export const ActivateSchema = z.object({
  token: z.string({ error: '激活链接无效' }).trim().min(1, '激活链接无效').max(200, '激活链接无效'),
})
export const ActivateResultSchema = z.object({ email: z.string() })

export const EmailSchema = z.object({ email: emailField('请输入邮箱!') })

export const InfoResultSchema = z.object({ info: z.string().describe('提示信息') })

/** Password login (spec §5 'Login': inputs trimmed). */
export const LoginSchema = z.object({
  email: emailField('邮箱不能为空'),
  password: z.string({ error: '请输入密码' }).trim().min(1, '请输入密码').max(128, '请输入密码'),
  remember: flagField.describe('1 = 记住账号，会话保持更久'),
  ...loginCaptchaFields,
})
export type Login = z.infer<typeof LoginSchema>

/** Login prefixes (spec §7); a '+' in a query string arrives as a space. */
export const LOGIN_PREFIXES = ['+86', '+87'] as const

export const LoginSmsFormSchema = z.object({
  phone: mobileField(),
  code: codeField('验证码为空'),
  prefix: z
    .preprocess(
      (value) => (typeof value === 'string' ? `+${value.trim().replace(/^\+/, '') || '86'}` : value),
      z.enum(LOGIN_PREFIXES, { error: '请选择正确的区号' }),
    )
    .optional(),
  ...loginCaptchaFields,
})

/** The spec's client sends the code as `code` and as `smscode`; either is accepted. */
export const LoginSmsSchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object') return value
  const body = value as Record<string, unknown>
  return { ...body, code: body.code ?? body.smscode }
}, LoginSmsFormSchema)
export type LoginSms = z.infer<typeof LoginSmsSchema>

/** What the browser keeps in sessionStorage 'user' and the header shows. */
const SessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  fname: z.string(),
  lname: z.string(),
  company: z.string(),
  tel: z.string(),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

export const LoginResultSchema = z.object({
  info: z.object({
    token: z.string().describe('放在 Authorization: Bearer <token> 中'),
    user: SessionUserSchema,
  }),
})
export type LoginResult = z.infer<typeof LoginResultSchema>

/** Step 2 of /forgetPwd (spec §5 'Forgot password'). */
export const ResetPasswordFormSchema = z.object({
  email: emailField('请输入邮箱!'),
  code: codeField('请输入验证码!'),
  password: newPasswordField('请输入密码!'),
  repassword: z.string({ error: '请输入确认密码!' }).min(1, '请输入确认密码!'),
})

export const ResetPasswordSchema = ResetPasswordFormSchema.superRefine((value, ctx) => {
  if (value.password !== value.repassword)
    ctx.addIssue({ code: 'custom', path: ['repassword'], message: PASSWORD_MISMATCH })
})
export type ResetPassword = z.infer<typeof ResetPasswordSchema>
