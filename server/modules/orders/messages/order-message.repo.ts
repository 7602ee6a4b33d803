// The messages of orders' threads. A message is unread while its read_time is null; only the
// side that did not write it reads it, so "unread for the customer" is the staff's unread
// messages and the other way round.
import type { Kysely } from 'kysely'
import type { OrderMessageAuthor } from '#common/schemas/orders/messages.ts'
import type { DB } from '#server/db/schema.ts'

export interface NewOrderMessage {
  orderId: number
  author: OrderMessageAuthor
  staffId: number | null
  body: string
  file?: { storedName: string; name: string; size: number; checksum: string }
  createTime: string
}

const otherSide = (side: OrderMessageAuthor): OrderMessageAuthor => (side === 'customer' ? 'staff' : 'customer')

export function createOrderMessageRepo(db: Kysely<DB>) {
  return {
    /** The thread of an order, oldest first, with the name of each staff author. */
    thread(orderId: number) {
      return db
        .selectFrom('orderMessage')
        .leftJoin('staff', 'staff.id', 'orderMessage.staffId')
        .select([
          'orderMessage.id',
          'orderMessage.author',
          'orderMessage.body',
          'orderMessage.fileStoredName',
          'orderMessage.fileName',
          'orderMessage.fileSize',
          'orderMessage.readTime',
          'orderMessage.createTime',
          'staff.name as staffName',
        ])
        .where('orderMessage.orderId', '=', orderId)
        .orderBy('orderMessage.id', 'asc')
        .execute()
    },

    async insert(message: NewOrderMessage): Promise<number> {
      const row = await db
        .insertInto('orderMessage')
        .values({
          orderId: message.orderId,
          author: message.author,
          staffId: message.staffId,
          body: message.body,
          fileStoredName: message.file?.storedName ?? null,
          fileName: message.file?.name ?? '',
          fileSize: message.file?.size ?? 0,
          fileChecksum: message.file?.checksum ?? null,
          createTime: message.createTime,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    /** The other side's messages on the order are now read by `reader`. */
    async markRead(orderId: number, reader: OrderMessageAuthor, now: string): Promise<void> {
      await db
        .updateTable('orderMessage')
        .set({ readTime: now })
        .where('orderId', '=', orderId)
        .where('author', '=', otherSide(reader))
        .where('readTime', 'is', null)
        .execute()
    },

    /** The customer's orders with lab messages they have not read, and how many each. */
    async unreadForCustomer(memberId: number) {
      const rows = await db
        .selectFrom('orderMessage')
        .innerJoin('serviceOrder', 'serviceOrder.id', 'orderMessage.orderId')
        .select(['serviceOrder.id', 'serviceOrder.orderno', (eb) => eb.fn.countAll<number | string>().as('unread')])
        .where('serviceOrder.memberId', '=', memberId)
        .where('orderMessage.author', '=', 'staff')
        .where('orderMessage.readTime', 'is', null)
        .groupBy(['serviceOrder.id', 'serviceOrder.orderno'])
        .orderBy('serviceOrder.id', 'desc')
        .execute()
      return rows.map((row) => ({ id: row.id, orderno: row.orderno, unread: Number(row.unread) }))
    },

    /** How many orders have customer messages no staff member has read. */
    async ordersUnreadByStaff(): Promise<number> {
      const row = await db
        .selectFrom('orderMessage')
        .select((eb) => eb.fn.count<number | string>('orderId').distinct().as('orders'))
        .where('author', '=', 'customer')
        .where('readTime', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(row.orders)
    },

    /** A staff attachment of the order's thread. */
    file(orderId: number, messageId: number) {
      return db
        .selectFrom('orderMessage')
        .select(['fileStoredName', 'fileSize'])
        .where('id', '=', messageId)
        .where('orderId', '=', orderId)
        .where('fileStoredName', 'is not', null)
        .executeTakeFirst()
    },

    /** A staff attachment on one of the customer's orders, with nothing said about anyone else's. */
    ownedFile(memberId: number, messageId: number) {
      return db
        .selectFrom('orderMessage')
        .innerJoin('serviceOrder', 'serviceOrder.id', 'orderMessage.orderId')
        .select(['orderMessage.fileStoredName', 'orderMessage.fileSize'])
        .where('orderMessage.id', '=', messageId)
        .where('serviceOrder.memberId', '=', memberId)
        .where('orderMessage.fileStoredName', 'is not', null)
        .executeTakeFirst()
    },

    /**
     * Where the lab hears of a customer's message: the staff member who last moved the order
     * on (its operator), while their account is active; undefined when no one has yet.
     */
    async operatorEmail(orderId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('orderStatusHistory')
        .innerJoin('staff', 'staff.id', 'orderStatusHistory.actorStaffId')
        .select('staff.email')
        .where('orderStatusHistory.orderId', '=', orderId)
        .where('staff.isActive', '=', 1)
        .orderBy('orderStatusHistory.id', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row?.email
    },

    async setting(name: string): Promise<string> {
      const row = await db.selectFrom('siteSetting').select('value').where('name', '=', name).executeTakeFirst()
      return row?.value.trim() ?? ''
    },
  }
}

export type OrderMessageRepo = ReturnType<typeof createOrderMessageRepo>
