// service_order rows and their numbers. Every read is scoped to the owner, so another
// customer's order is simply not found.
import { type Kysely, type SqlBool, sql } from 'kysely'
import { formatDate } from '#common/china-date.ts'
import { ORDERNO_PREFIX, type OrderType } from '#common/schemas/orders/status.ts'
import { containsPattern } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'

const ORDER_COLUMNS = [
  'id',
  'orderno',
  'memberId',
  'orderType',
  'status',
  'sampleCount',
  'createTime',
  'updateTime',
] as const

export interface OrderPage {
  memberId: number
  orderType: OrderType
  /** Order numbers are upper case; the keyword is compared in upper case. */
  keyword: string
  offset: number
  limit: number
}

export function createOrderRepo(db: Kysely<DB>) {
  /** The orders of one customer and type, narrowed by the keyword. */
  const ownOrders = ({ memberId, orderType, keyword }: Omit<OrderPage, 'offset' | 'limit'>) => {
    let query = db.selectFrom('serviceOrder').where('memberId', '=', memberId).where('orderType', '=', orderType)
    if (keyword !== '') {
      query = query.where(
        sql<SqlBool>`${sql.ref('orderno')} like ${containsPattern(keyword.toUpperCase())} escape '\\'`,
      )
    }
    return query
  }

  const countOf = (filter: Omit<OrderPage, 'offset' | 'limit'>) =>
    ownOrders(filter).select((eb) => eb.fn.countAll<number | string>().as('n'))

  const countOwn = async (filter: Omit<OrderPage, 'offset' | 'limit'>) =>
    Number((await countOf(filter).executeTakeFirstOrThrow()).n)

  return {
    /** The next number of the type's China day: GS-20261124-0007. Atomic on both databases. */
    async nextOrderno(orderType: OrderType, now: string): Promise<string> {
      const dayKey = `${ORDERNO_PREFIX[orderType]}-${formatDate(now).replaceAll('-', '')}`
      const row = await db
        .insertInto('orderSequence')
        .values({ dayKey, lastValue: 1 })
        .onConflict((conflict) =>
          conflict.column('dayKey').doUpdateSet((eb) => ({ lastValue: eb(eb.ref('orderSequence.lastValue'), '+', 1) })),
        )
        .returning('lastValue')
        .executeTakeFirstOrThrow()
      return `${dayKey}-${String(row.lastValue).padStart(4, '0')}`
    },

    async insert(row: { orderno: string; memberId: number; orderType: OrderType; now: string }): Promise<number> {
      const inserted = await db
        .insertInto('serviceOrder')
        .values({
          orderno: row.orderno,
          memberId: row.memberId,
          orderType: row.orderType,
          createTime: row.now,
          updateTime: row.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return inserted.id
    },

    find(memberId: number, orderType: OrderType, id: number) {
      return db
        .selectFrom('serviceOrder')
        .select(ORDER_COLUMNS)
        .where('id', '=', id)
        .where('memberId', '=', memberId)
        .where('orderType', '=', orderType)
        .executeTakeFirst()
    },

    /** Any order by id, whoever owns it: for the status service (staff), never for customers. */
    findAny(id: number) {
      return db.selectFrom('serviceOrder').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst()
    },

    /**
     * A page of the list and the list's total in one round trip: the total is a scalar
     * subquery, which both databases count once, from the list index alone. (A window count
     * would read every matching row in full: ten times slower.) A page past the end has no
     * row to carry the total, so only then is it counted on its own.
     */
    async page(page: OrderPage) {
      const found = await ownOrders(page)
        .select(ORDER_COLUMNS)
        .select(() => countOf(page).as('total'))
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute()
      if (found.length === 0) return { rows: [], total: page.offset === 0 ? 0 : await countOwn(page) }
      const total = Number(found[0]!.total)
      return { rows: found.map(({ total: _total, ...row }) => row), total }
    },

    async addToSampleCount(id: number, delta: number, now: string): Promise<void> {
      await db
        .updateTable('serviceOrder')
        .set((eb) => ({ sampleCount: eb('sampleCount', '+', delta), updateTime: now }))
        .where('id', '=', id)
        .execute()
    },

    async touch(id: number, now: string): Promise<void> {
      await db.updateTable('serviceOrder').set({ updateTime: now }).where('id', '=', id).execute()
    },

    /**
     * Counts `delta` samples onto an order that is still at `status`; the order's sample count
     * after it, or undefined when the order has moved on. Inside a transaction it also holds the
     * order's row, so staff cannot move the order on until the sample change is committed.
     */
    async addToSampleCountAtStatus(id: number, status: number, delta: number, now: string) {
      const row = await db
        .updateTable('serviceOrder')
        .set((eb) => ({ sampleCount: eb('sampleCount', '+', delta), updateTime: now }))
        .where('id', '=', id)
        .where('status', '=', status)
        .returning('sampleCount')
        .executeTakeFirst()
      return row?.sampleCount
    },

    async setStatus(id: number, status: number, now: string): Promise<void> {
      await db.updateTable('serviceOrder').set({ status, updateTime: now }).where('id', '=', id).execute()
    },

    /** Deletes an owner's order at the given status; false when nothing matched (a race). */
    async deleteAtStatus(memberId: number, id: number, status: number): Promise<boolean> {
      const result = await db
        .deleteFrom('serviceOrder')
        .where('id', '=', id)
        .where('memberId', '=', memberId)
        .where('status', '=', status)
        .executeTakeFirst()
      return result.numDeletedRows === 1n
    },
  }
}

export type OrderRepo = ReturnType<typeof createOrderRepo>
export type OrderRecord = NonNullable<Awaited<ReturnType<OrderRepo['find']>>>
