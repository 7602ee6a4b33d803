// A customer's rights over their personal information (PIPL): deleting the account and
// downloading a copy of their data.
import { z } from '../zod.ts'
import { codeField } from './account-fields.ts'

export const PRIVACY_MESSAGES = {
  confirmRequired: '请输入登录密码或短信验证码',
  wrongPassword: '密码错误，账户未注销',
  noConfirmedPhone: '账户没有已验证的手机号，请使用登录密码确认',
  deleted: '账户已注销',
} as const

/** How the console and the kept orders name a customer whose account was deleted. */
export const DELETED_CUSTOMER = '已注销用户'

/**
 * The owner confirms a deletion with the login password, or with a login code sent by SMS to
 * the account's confirmed phone (faDuanxin isreg=1), for those who log in by SMS.
 */
export const DeleteAccountSchema = z
  .object({
    password: z.string().max(128).optional().describe('登录密码'),
    smscode: codeField(PRIVACY_MESSAGES.confirmRequired).optional().describe('发到已验证手机号的短信登录验证码'),
  })
  .superRefine((value, ctx) => {
    if (!value.password && !value.smscode)
      ctx.addIssue({ code: 'custom', path: ['password'], message: PRIVACY_MESSAGES.confirmRequired })
  })
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>

/** The website settings that name the person responsible for personal information. */
export const RESPONSIBLE_PERSON_SETTINGS = {
  name: 'privacy_officer_name',
  contact: 'privacy_officer_contact',
} as const
