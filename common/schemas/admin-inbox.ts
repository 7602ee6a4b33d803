// The visitor inbox (bookings, contact messages, buy inquiries) and the mail and SMS outboxes.
import { z } from '../zod.ts'
import { ListQuerySchema } from './cms.ts'
import { batchSchema, fromDayShape, sortShape } from './list-sort.ts'
import { IdSchema } from './primitives.ts'

export const INBOX_KINDS = ['bookings', 'contact-messages', 'inquiries'] as const
export const InboxKindSchema = z.enum(INBOX_KINDS, { error: '未知的留言类型' })
export type InboxKind = z.infer<typeof InboxKindSchema>
export const INBOX_KIND_LABEL: Record<InboxKind, string> = {
  bookings: '在线预约',
  'contact-messages': '联系留言',
  inquiries: '购买询价',
}

export const INBOX_STATUS = { NEW: 0, HANDLED: 1 } as const

export const InboxQuerySchema = ListQuerySchema.extend({
  status: z.coerce.number().int().min(0).max(1).optional().describe('0 未处理，1 已处理；不填为全部'),
  keyword: z.string().trim().max(100).optional().describe('姓名、电话、邮箱或单位'),
  ...fromDayShape,
  ...sortShape(['createTime', 'status']),
})
export type InboxQuery = z.infer<typeof InboxQuerySchema>
export const InboxExportQuerySchema = InboxQuerySchema.omit({ page: true, size: true })
export const InboxKindParamsSchema = z.object({ kind: InboxKindSchema })
export const InboxItemParamsSchema = InboxKindParamsSchema.extend({ id: IdSchema })

/** Every column of the item (they differ by kind), plus its handling. */
export const InboxItemSchema = z
  .object({
    id: z.number().int(),
    status: z.number().int(),
    note: z.string(),
    handledBy: z.string(),
    handledTime: z.string().nullable(),
    createTime: z.string(),
  })
  .catchall(z.unknown())

export const HandleInboxItemSchema = z.object({
  status: z.coerce.number().int().min(0).max(1).default(1).describe('1 标记为已处理，0 重新打开'),
  note: z.string().trim().max(2000, '最多 2000 个字符').default(''),
})
export type HandleInboxItem = z.infer<typeof HandleInboxItemSchema>

/** Several items marked handled at once (their notes are kept). */
export const InboxBatchSchema = batchSchema(['handle'])

export const OutboxQuerySchema = ListQuerySchema.extend({
  status: z.enum(['pending', 'sent', 'failed', 'logged']).optional().describe('logged：未配置发送通道，只记录'),
  to: z.string().trim().max(100).optional().describe('收件邮箱或手机号'),
  ...sortShape(['createTime', 'status']),
})
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>

/**
 * What the site sent, without the body: mails carry activation links and password-reset
 * codes, which would let whoever reads the outbox into a customer's account.
 */
export const MailOutboxItemSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
  createTime: z.string(),
  sentTime: z.string().nullable(),
})
export type MailOutboxItem = z.infer<typeof MailOutboxItemSchema>
/** An SMS as sent, its codes masked (they log a customer in). */
export const SmsOutboxItemSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  content: z.string().describe('验证码已隐去'),
  provider: z.string(),
  status: z.string(),
  lastError: z.string(),
  createTime: z.string(),
})
