// Consents on record (PIPL Art. 14, 15): the privacy policy version a customer accepted and
// the marketing opt-in (product news by e-mail and SMS, the account's is_sendup), each
// change kept with its time. One call, POST /user/consents, reads (no body) and changes them.
import { z } from '../zod.ts'

export const CONSENT_KINDS = ['privacy', 'marketing'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

export const CONSENT_MESSAGES = {
  invalidMarketing: '请选择是否接收产品与活动资讯',
  invalidPrivacy: '请选择要同意的隐私政策版本',
  staleVersion: '隐私政策已更新，请刷新页面后阅读并同意最新版本',
  updated: '授权已更新',
} as const

/** 0/1 sent as a number, a string or a boolean; anything else is refused (not read as 0). */
const consentFlag = z.preprocess(
  (value) => ({ true: 1, false: 0, '1': 1, '0': 0 })[String(value)] ?? value,
  z.union([z.literal(0), z.literal(1)], { error: CONSENT_MESSAGES.invalidMarketing }),
)

/** No field: the list. `marketing`: give (1) or withdraw (0). `privacy`: accept that version. */
export const ConsentChangeSchema = z.object({
  marketing: consentFlag.optional().describe('1 = 接收产品与活动资讯（邮件与短信），0 = 撤回'),
  privacy: z.coerce
    .number({ error: CONSENT_MESSAGES.invalidPrivacy })
    .int(CONSENT_MESSAGES.invalidPrivacy)
    .positive(CONSENT_MESSAGES.invalidPrivacy)
    .optional()
    .describe('同意的隐私政策版本（须为当前版本）'),
})
export type ConsentChange = z.infer<typeof ConsentChangeSchema>

export const ConsentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  version: z.number().int().nullable().describe('隐私政策版本；营销授权为 null'),
  granted: z.union([z.literal(0), z.literal(1)]).describe('1 = 同意，0 = 撤回'),
  ip: z.string().describe('操作时的 IP 地址'),
  create_time: z.string(),
})

export const ConsentsSchema = z.object({
  privacy: z.object({
    current_version: z.number().int().describe('当前隐私政策版本'),
    published_time: z.string(),
    accepted_version: z.number().int().nullable().describe('已同意的版本，未同意过为 null'),
    accepted_time: z.string().nullable(),
    needs_acceptance: z.boolean().describe('true：须先同意当前版本'),
  }),
  marketing: z.object({
    granted: z.union([z.literal(0), z.literal(1)]),
    time: z.string().nullable().describe('最近一次同意或撤回的时间'),
  }),
  history: z.array(ConsentRecordSchema).describe('全部记录，最新在前'),
})
export type Consents = z.infer<typeof ConsentsSchema>

export const PrivacyPolicyVersionSchema = z.object({
  version: z.number().int(),
  publishTime: z.string(),
})
export type PrivacyPolicyVersion = z.infer<typeof PrivacyPolicyVersionSchema>
