// The thread between an order's customer and the lab: reading it marks the other side's
// messages read, writing e-mails the other side (the customer; for the lab, the order's
// operator, else the shared inbox of the website settings).
import type { Kysely } from 'kysely'
import {
  ORDER_MESSAGE_TEXTS,
  type OrderMessage,
  type OrderMessageAuthor,
  type OrderMessageThread,
} from '#common/schemas/orders/messages.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { notFound } from '#server/errors.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import { orderPageUrl } from '../order-links.ts'
import { orderMessageMail } from './order-message-mail.ts'
import { type NewOrderMessage, type OrderMessageRepo, createOrderMessageRepo } from './order-message.repo.ts'

/** The website setting naming the lab's shared inbox for customers' messages (admin settings). */
export const ORDER_MESSAGE_INBOX_SETTING = 'order_message_email'
/** The customer service address, used while the shared inbox is not set. */
const SERVICE_EMAIL_SETTING = 'xxl_qq'

interface OrderRef {
  id: number
  orderno: string
  orderType: number
  memberId: number
}

type ThreadRow = Awaited<ReturnType<OrderMessageRepo['thread']>>[number]

export interface OrderMessageServiceOptions {
  db: Kysely<DB>
  mailer: Mailer
  /** Origin of the links in e-mails (PUBLIC_URL). */
  publicUrl: string
}

/** Where each side downloads a staff attachment. */
const FILE_URL: Record<OrderMessageAuthor, (orderId: number, messageId: number) => string> = {
  customer: (_orderId, messageId) => `/api/v1/order/messages/${messageId}/file`,
  staff: (orderId, messageId) => `/api/v1/admin/orders/${orderId}/messages/${messageId}/file`,
}

export function createOrderMessageService({ db, mailer, publicUrl }: OrderMessageServiceOptions) {
  const orderColumns = ['id', 'orderno', 'orderType', 'memberId'] as const

  async function ownOrder(memberId: number, orderno: string): Promise<OrderRef> {
    const order = await db
      .selectFrom('serviceOrder')
      .select(orderColumns)
      .where('orderno', '=', orderno.toUpperCase())
      .where('memberId', '=', memberId)
      .executeTakeFirst()
    if (!order) throw notFound(ORDER_MESSAGE_TEXTS.orderNotFound)
    return order
  }

  async function anyOrder(id: number): Promise<OrderRef> {
    const order = await db.selectFrom('serviceOrder').select(orderColumns).where('id', '=', id).executeTakeFirst()
    if (!order) throw notFound(ORDER_MESSAGE_TEXTS.orderNotFound)
    return order
  }

  const viewOf =
    (order: OrderRef, viewer: OrderMessageAuthor) =>
    (row: ThreadRow): OrderMessage => ({
      id: row.id,
      author: row.author,
      ...(viewer === 'staff' && row.author === 'staff' ? { staffName: row.staffName ?? '' } : {}),
      body: row.body,
      file: row.fileStoredName
        ? { name: row.fileName, size: row.fileSize, url: FILE_URL[viewer](order.id, row.id) }
        : null,
      read: row.readTime !== null,
      createTime: row.createTime,
    })

  /** The thread as `viewer` sees it, the other side's messages now read. */
  async function threadFor(order: OrderRef, viewer: OrderMessageAuthor): Promise<OrderMessageThread> {
    const repo = createOrderMessageRepo(db)
    await repo.markRead(order.id, viewer, nowIso())
    return { orderno: order.orderno, messages: (await repo.thread(order.id)).map(viewOf(order, viewer)) }
  }

  /** Who hears of a customer's message: the order's operator, else the shared inbox, else customer service. */
  async function labAddress(repo: OrderMessageRepo, orderId: number): Promise<string> {
    return (
      (await repo.operatorEmail(orderId)) ??
      ((await repo.setting(ORDER_MESSAGE_INBOX_SETTING)) || (await repo.setting(SERVICE_EMAIL_SETTING)))
    )
  }

  async function mailOtherSide(order: OrderRef, message: Omit<NewOrderMessage, 'orderId' | 'createTime'>) {
    const repo = createOrderMessageRepo(db)
    const toCustomer = message.author === 'staff'
    const to = toCustomer
      ? (await db.selectFrom('member').select('email').where('id', '=', order.memberId).executeTakeFirstOrThrow()).email
      : await labAddress(repo, order.id)
    if (!to) return
    await mailer.send(
      orderMessageMail(to, {
        orderno: order.orderno,
        author: message.author,
        body: message.body,
        fileName: message.file?.name,
        link: toCustomer ? orderPageUrl(publicUrl, order) : `${publicUrl}/admin/orders/${order.id}`,
      }),
    )
  }

  return {
    customerThread: async (memberId: number, orderno: string) =>
      threadFor(await ownOrder(memberId, orderno), 'customer'),

    async customerSend(memberId: number, orderno: string, body: string): Promise<{ id: number }> {
      const order = await ownOrder(memberId, orderno)
      const message = { author: 'customer' as const, staffId: null, body }
      const id = await createOrderMessageRepo(db).insert({ ...message, orderId: order.id, createTime: nowIso() })
      await mailOtherSide(order, message)
      return { id }
    },

    customerUnread: (memberId: number) => createOrderMessageRepo(db).unreadForCustomer(memberId),

    async customerFile(memberId: number, messageId: number) {
      const file = await createOrderMessageRepo(db).ownedFile(memberId, messageId)
      if (!file?.fileStoredName) throw notFound(ORDER_MESSAGE_TEXTS.fileNotFound)
      return { storedName: file.fileStoredName, size: file.fileSize }
    },

    staffThread: async (orderId: number) => threadFor(await anyOrder(orderId), 'staff'),

    /**
     * Saves a staff member's message, `alongside` (its audit entry) in the same transaction,
     * then e-mails the customer.
     */
    async staffSend(
      orderId: number,
      message: { staffId: number; body: string; file?: NewOrderMessage['file'] },
      alongside: (trx: Kysely<DB>, saved: { id: number; orderno: string }) => Promise<void>,
    ): Promise<{ id: number }> {
      const order = await anyOrder(orderId)
      const saved = { author: 'staff' as const, ...message }
      const id = await db.transaction().execute(async (trx) => {
        const inserted = await createOrderMessageRepo(trx).insert({ ...saved, orderId, createTime: nowIso() })
        await alongside(trx, { id: inserted, orderno: order.orderno })
        return inserted
      })
      await mailOtherSide(order, saved)
      return { id }
    },

    staffUnreadOrders: async () => ({ orders: await createOrderMessageRepo(db).ordersUnreadByStaff() }),

    async staffFile(orderId: number, messageId: number) {
      const file = await createOrderMessageRepo(db).file(orderId, messageId)
      if (!file?.fileStoredName) throw notFound(ORDER_MESSAGE_TEXTS.fileNotFound)
      return { storedName: file.fileStoredName, size: file.fileSize }
    },
  }
}

export type OrderMessageService = ReturnType<typeof createOrderMessageService>
