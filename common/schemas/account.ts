// The customer's own account (spec §3 'Account', §5 'Account', §7 getMyinfo, upUserInfo,
// setPhone): profile fields plus the default delivery address, edited on /account.
import { z } from '../zod.ts'
import {
  codeField,
  countryField,
  emailField,
  flagField,
  optionalText,
  phoneField,
  regionIdField,
  requiredText,
  zipField,
} from './account-fields.ts'
import { AddressSchema } from './address.ts'
import { mobileField } from './verification.ts'

/** How the customer heard of us (spec §3 'Acquisition channel'). */
export const ROAD_LABEL: Record<number, string> = {
  0: '首选供应商/机构合作',
  1: '朋友推荐',
  2: '销售推荐',
  3: '网络搜索',
  4: '电子邮件',
  5: '展会/活动',
  6: '微信公众号/科学媒体',
  7: '其他',
}
const ROAD_VALUES = Object.keys(ROAD_LABEL).map(Number)

/** The mobile number changes only through setPhone, after an SMS code (spec §5 'Account'). */
export const PHONE_NOT_CONFIRMED = '请提交手机验证码'
export const PHONE_UPDATED = '手机号更新成功'

export const AccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  fname: z.string(),
  lname: z.string(),
  company: z.string(),
  department: z.string(),
  fapiao_title: z.string().describe('发票抬头'),
  tel: z.string().describe('手机号（短信登录）'),
  tel_verified: z.union([z.literal(0), z.literal(1)]).describe('手机号已用短信验证码确认（1）才可用于短信登录'),
  tel2: z.string().describe('分机号'),
  phone: z.string().describe('办公电话'),
  phone1: z.string().describe('备用电话'),
  pi_email: z.string(),
  pi_fname: z.string(),
  pi_lname: z.string(),
  road: z.number().int().describe('了解渠道 0–7'),
  is_sendup: z.number().int(),
  com_code: z.string().describe('纳税人识别号'),
  member_address: AddressSchema.nullable().describe('默认收货地址'),
})
export type Account = z.infer<typeof AccountSchema>

/**
 * The /account form (spec §5 'Account'): profile fields, then the default address with
 * the form's names (name, addr_company, …, addr_tel, addr_tel2).
 */
export const UpdateAccountSchema = z.object({
  email: emailField('请输入邮箱!'),
  username: optionalText(50),
  fname: requiredText('请输入姓氏!', 50),
  lname: requiredText('请输入名称!', 50),
  company: requiredText('请输入单位名称!', 100),
  department: requiredText('请输入部门名称!', 100),
  fapiao_title: optionalText(100),
  tel: mobileField('请输入正确的手机号', '请输入电话!'),
  tel2: optionalText(20),
  phone: optionalText(30),
  phone1: optionalText(30),
  pi_email: z
    .string()
    .trim()
    .max(100, '邮箱地址不合法!')
    .refine((value) => value === '' || z.email().safeParse(value).success, '邮箱地址不合法!')
    .optional()
    .transform((value) => value?.toLowerCase() ?? ''),
  pi_fname: requiredText('请输入PI姓氏!', 50),
  pi_lname: requiredText('请输入PI名称!', 50),
  road: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: '请选择了解渠道' })
      .int('请选择了解渠道')
      .refine((value) => ROAD_VALUES.includes(value), '请选择了解渠道'),
  ),
  is_sendup: flagField,
  com_code: optionalText(50),
  name: requiredText('请输入收货人姓名!', 50),
  addr_company: requiredText('请输入单位名称!', 100),
  country: countryField,
  province_id: regionIdField('请选择省份!'),
  city_id: regionIdField('请选择城市!'),
  address: requiredText('请输入详细地址!', 200),
  zip: zipField,
  addr_tel: phoneField('请输入收货人电话!'),
  addr_tel2: optionalText(20),
})
export type UpdateAccount = z.infer<typeof UpdateAccountSchema>
export type UpdateAccountInput = z.input<typeof UpdateAccountSchema>

/** Confirms a new mobile number with the SMS code sent to it (purpose 'phone'). */
export const SetPhoneFormSchema = z.object({
  phone: mobileField(),
  smscode: codeField('验证码为空'),
})

export const SetPhoneSchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object') return value
  const body = value as Record<string, unknown>
  return { ...body, smscode: body.smscode ?? body.code }
}, SetPhoneFormSchema)
export type SetPhone = z.infer<typeof SetPhoneSchema>

export const SetPhoneResultSchema = z.object({ tel: z.string() })
