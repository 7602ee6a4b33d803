// order_sample rows of GUIDE-seq and amplicon orders, always scoped to their owner.
import type { Kysely, Updateable } from 'kysely'
import type { OrderType } from '#common/schemas/orders/status.ts'
import type { DB, NewOrderSample, OrderSampleTable } from '#server/db/schema.ts'

export type SampleColumns = Omit<
  NewOrderSample,
  'id' | 'orderId' | 'memberId' | 'leixing' | 'status' | 'createTime' | 'updateTime'
>

export function createSampleRepo(db: Kysely<DB>) {
  // Every column is answered (the detail page shows them all), with the order's number, status
  // and sample count (its samples are locked with it; its last sample takes it along).
  const withOrder = () =>
    db
      .selectFrom('orderSample')
      .innerJoin('serviceOrder', 'serviceOrder.id', 'orderSample.orderId')
      .selectAll('orderSample')
      .select([
        'serviceOrder.orderno',
        'serviceOrder.status as orderStatus',
        'serviceOrder.sampleCount as orderSampleCount',
      ])

  return {
    async insertMany(rows: readonly NewOrderSample[]): Promise<number[]> {
      if (rows.length === 0) return []
      const inserted = await db.insertInto('orderSample').values(rows).returning('id').execute()
      return inserted.map((row) => row.id)
    },

    find(memberId: number, leixing: OrderType, id: number) {
      return withOrder()
        .where('orderSample.id', '=', id)
        .where('orderSample.memberId', '=', memberId)
        .where('orderSample.leixing', '=', leixing)
        .executeTakeFirst()
    },

    /** Any sample by id, whoever owns it: for the status service (staff), never for customers. */
    findAny(id: number) {
      return withOrder().where('orderSample.id', '=', id).executeTakeFirst()
    },

    listOf(memberId: number, orderId: number) {
      return withOrder()
        .where('orderSample.orderId', '=', orderId)
        .where('orderSample.memberId', '=', memberId)
        .orderBy('orderSample.id', 'asc')
        .execute()
    },

    /** Up to `limit` samples of these orders, whoever owns them: for staff's export, never for customers. */
    ofOrders(orderIds: readonly number[], limit: number) {
      if (orderIds.length === 0) return Promise.resolve([])
      return db
        .selectFrom('orderSample')
        .selectAll()
        .where('orderId', 'in', orderIds)
        .orderBy('id', 'asc')
        .limit(limit)
        .execute()
    },

    /** Updates an owner's sample at the given status; false when nothing matched (a race). */
    async updateAtStatus(
      memberId: number,
      id: number,
      status: number,
      changes: Updateable<OrderSampleTable>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('orderSample')
        .set(changes)
        .where('id', '=', id)
        .where('memberId', '=', memberId)
        .where('status', '=', status)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    async setStatus(id: number, status: number, now: string): Promise<void> {
      await db.updateTable('orderSample').set({ status, updateTime: now }).where('id', '=', id).execute()
    },

    /** Deletes an owner's sample at the given status; false when nothing matched (a race). */
    async deleteAtStatus(memberId: number, id: number, status: number): Promise<boolean> {
      const result = await db
        .deleteFrom('orderSample')
        .where('id', '=', id)
        .where('memberId', '=', memberId)
        .where('status', '=', status)
        .executeTakeFirst()
      return result.numDeletedRows === 1n
    },
  }
}

export type SampleRepo = ReturnType<typeof createSampleRepo>
export type SampleRecord = NonNullable<Awaited<ReturnType<SampleRepo['find']>>>
