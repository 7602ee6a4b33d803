// Messages on an order: the thread between the order's customer and the lab, shown on the
// customer's order page and on the console's order page. Plain text only: what is stored
// is shown as text, newlines kept, never read as HTML or markdown.
import { z } from '../../zod.ts'
import { IdSchema } from '../primitives.ts'
import { OrdernoSchema } from './order.ts'

/** The longest message, in characters. */
export const ORDER_MESSAGE_MAX = 2000

export const ORDER_MESSAGE_TEXTS = {
  empty: '请输入留言内容',
  tooLong: `留言不能超过 ${ORDER_MESSAGE_MAX} 个字`,
  orderNotFound: '订单不存在',
  fileNotFound: '文件不存在',
  sent: '留言已发送',
  tooMany: (wait: string) => `留言过于频繁，请 ${wait}后再试`,
} as const

/**
 * Control characters other than the newline and the tab (a NUL, a bell, a carriage return
 * left alone by a \r\n) are dropped: they show as nothing or as boxes, and can upset a mail.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/** A message's text: line endings made \n, control characters dropped, trimmed, 1 to ORDER_MESSAGE_MAX characters. */
export const OrderMessageBodySchema = z
  .string({ error: ORDER_MESSAGE_TEXTS.empty })
  .transform((text) => text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim())
  .pipe(
    z
      .string()
      .min(1, ORDER_MESSAGE_TEXTS.empty)
      .refine((text) => [...text].length <= ORDER_MESSAGE_MAX, ORDER_MESSAGE_TEXTS.tooLong),
  )
  .describe(`留言内容（纯文本，最多 ${ORDER_MESSAGE_MAX} 字）`)

export const OrderMessagesQuerySchema = z.object({ orderno: OrdernoSchema })
export const SendOrderMessageSchema = z.object({ orderno: OrdernoSchema, body: OrderMessageBodySchema })
export type SendOrderMessage = z.input<typeof SendOrderMessageSchema>
export const StaffMessageSchema = z.object({ body: OrderMessageBodySchema })

export const OrderMessageAuthorSchema = z.enum(['customer', 'staff'])
export type OrderMessageAuthor = z.infer<typeof OrderMessageAuthorSchema>

export const OrderMessageSchema = z.object({
  id: z.number().int(),
  author: OrderMessageAuthorSchema.describe('customer：客户；staff：实验室'),
  /** The staff member's name, for the console only; the customer sees the lab. */
  staffName: z.string().optional().describe('回复的工作人员（仅管理后台）'),
  body: z.string().describe('纯文本，保留换行'),
  file: z.object({ name: z.string(), size: z.number().int(), url: z.string() }).nullable().describe('实验室附带的文件'),
  read: z.boolean().describe('对方是否已读'),
  createTime: z.string(),
})
export type OrderMessage = z.infer<typeof OrderMessageSchema>

export const OrderMessageThreadSchema = z.object({
  orderno: z.string(),
  messages: z.array(OrderMessageSchema),
})
export type OrderMessageThread = z.infer<typeof OrderMessageThreadSchema>

/** The customer's orders with lab messages they have not read. */
export const UnreadOrderMessagesSchema = z.object({
  orders: z.array(z.object({ id: z.number().int(), orderno: z.string(), unread: z.number().int() })),
})
export type UnreadOrderMessages = z.infer<typeof UnreadOrderMessagesSchema>

/** The console's menu: how many orders have customer messages no staff member has read. */
export const StaffUnreadOrdersSchema = z.object({ orders: z.number().int() })

export const OrderMessageFileParamsSchema = z.object({ id: IdSchema })
export const AdminOrderMessageFileParamsSchema = z.object({ id: IdSchema, messageId: IdSchema })
