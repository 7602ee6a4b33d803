// cell_line_order records with their service_order rows, scoped to their owner.
import type { Kysely, Updateable } from 'kysely'
import { ORDER_TYPE } from '#common/schemas/orders/status.ts'
import type { CellLineOrderTable, DB, NewCellLineOrder } from '#server/db/schema.ts'

export type CellLineColumns = Omit<NewCellLineOrder, 'orderId'>
export type CellLineChanges = Omit<Updateable<CellLineOrderTable>, 'orderId'>

export function createCellLineRepo(db: Kysely<DB>) {
  // Every column is answered (the detail page shows them all), with its order's.
  const withOrder = (memberId: number) =>
    db
      .selectFrom('serviceOrder')
      .innerJoin('cellLineOrder', 'cellLineOrder.orderId', 'serviceOrder.id')
      .selectAll('cellLineOrder')
      .select([
        'serviceOrder.id',
        'serviceOrder.orderno',
        'serviceOrder.status',
        'serviceOrder.createTime',
        'serviceOrder.updateTime',
      ])
      .where('serviceOrder.memberId', '=', memberId)
      .where('serviceOrder.orderType', '=', ORDER_TYPE.CELL_LINE)

  return {
    async insert(row: NewCellLineOrder): Promise<void> {
      await db.insertInto('cellLineOrder').values(row).execute()
    },

    find(memberId: number, id: number) {
      return withOrder(memberId).where('serviceOrder.id', '=', id).executeTakeFirst()
    },

    /** The list columns of the given orders (leixing is the service type here). */
    listColumnsOf(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([])
      return db
        .selectFrom('cellLineOrder')
        .select(['orderId', 'leixing', 'shuzhuCopynum'])
        .where('orderId', 'in', orderIds)
        .execute()
    },

    /** Up to `limit` records of these orders, whoever owns them: for staff's export, never for customers. */
    ofOrders(orderIds: readonly number[], limit: number) {
      if (orderIds.length === 0) return Promise.resolve([])
      return db.selectFrom('cellLineOrder').selectAll().where('orderId', 'in', orderIds).limit(limit).execute()
    },

    /** Updates the record of an owner's order at the given status; false when nothing matched (a race). */
    async updateAtStatus(memberId: number, orderId: number, status: number, changes: CellLineChanges) {
      const result = await db
        .updateTable('cellLineOrder')
        .set(changes)
        .where('orderId', 'in', (eb) =>
          eb
            .selectFrom('serviceOrder')
            .select('id')
            .where('id', '=', orderId)
            .where('memberId', '=', memberId)
            .where('status', '=', status),
        )
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
  }
}

export type CellLineRepo = ReturnType<typeof createCellLineRepo>
export type CellLineRecord = NonNullable<Awaited<ReturnType<CellLineRepo['find']>>>
