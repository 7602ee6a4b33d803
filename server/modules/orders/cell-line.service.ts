// Cell line construction orders: one record per order (decision 4), edited or deleted by
// its customer only while pending (spec §4). Every query is scoped to the logged-in
// customer; no call of this service changes a status.
import type { Kysely } from 'kysely'
import {
  CELL_LINE_FIELDS,
  type CellLineFields,
  type CellLineOrder,
  type CellLineOrderDetail,
} from '#common/schemas/orders/cell-line.ts'
import { type CellOrderList, ORDER_MESSAGES, type OrderListQuery, type OrderRef } from '#common/schemas/orders/order.ts'
import { ORDER_STATUS, ORDER_TYPE, canChangeCellOrder } from '#common/schemas/orders/status.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/errors.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import { toColumns, toSnakeKeys } from './case-keys.ts'
import { type CellLineColumns, type CellLineRecord, createCellLineRepo } from './cell-line.repo.ts'
import { assertOwnFiles } from './order-files.ts'
import { openOrder } from './open-order.ts'
import { createOrderRepo } from './order.repo.ts'
import { assertReorderable } from './reorder.ts'
import { removeStoredFiles, storedFilesOfOrder } from './order-stored-files.ts'
import { createStatusHistoryRepo } from './status-history.repo.ts'

const CELL_LINE_COLUMNS: ReadonlySet<string> = new Set(Object.keys(CELL_LINE_FIELDS))

/** The record's columns of a validated form (leixing and name are always there). */
export const cellLineRecordOf = (fields: CellLineFields) => ({
  ...toColumns(fields, CELL_LINE_COLUMNS),
  leixing: fields.leixing,
  name: fields.name,
})

/** A stored record's own columns, without its order's: what a copy of it holds. */
const recordColumnsOf = (row: CellLineRecord): CellLineColumns => {
  const {
    id: _id,
    orderno: _no,
    status: _status,
    createTime: _created,
    updateTime: _updated,
    orderId: _of,
    ...columns
  } = row
  return columns
}

export const toCellLineOrder = (row: CellLineRecord): CellLineOrder => {
  const { orderId: _orderId, ...record } = row
  return toSnakeKeys(record)
}

const filesOf = (fields: CellLineFields) => ({
  shengzhang_file: fields.shengzhang_file,
  cunhuo_file: fields.cunhuo_file,
  shuzhu_file: fields.shuzhu_file,
})

export function createCellLineService(db: Kysely<DB>, storage: FileStorage) {
  const orders = createOrderRepo(db)
  const records = createCellLineRepo(db)
  const history = createStatusHistoryRepo(db)

  /** A new pending order holding this record, in one transaction. */
  function openOrderWith(memberId: number, record: CellLineColumns): Promise<OrderRef> {
    return db.transaction().execute(async (trx) => {
      const { orderId, orderno } = await openOrder(trx, memberId, ORDER_TYPE.CELL_LINE, nowIso())
      await createCellLineRepo(trx).insert({ ...record, orderId })
      return { oid: orderId, orderno }
    })
  }

  async function findOrder(memberId: number, id: number) {
    const order = await records.find(memberId, id)
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound)
    return order
  }

  async function findChangeable(memberId: number, id: number) {
    const order = await findOrder(memberId, id)
    if (!canChangeCellOrder(order.status)) throw conflict(ORDER_MESSAGES.cellOnlyPending)
    return order
  }

  return {
    async list(memberId: number, query: OrderListQuery): Promise<CellOrderList> {
      const filter = { memberId, orderType: ORDER_TYPE.CELL_LINE, keyword: query.keyword }
      const { rows, total } = await orders.page({ ...filter, offset: (query.page - 1) * query.size, limit: query.size })
      const columns = new Map((await records.listColumnsOf(rows.map((row) => row.id))).map((row) => [row.orderId, row]))
      return {
        data: rows.map((row) => ({
          id: row.id,
          orderno: row.orderno,
          create_time: row.createTime,
          shuzhu_copynum: columns.get(row.id)?.shuzhuCopynum ?? 0,
          leixing: columns.get(row.id)?.leixing ?? 0,
          status: row.status,
        })),
        total,
      }
    },

    /** The order's one record with its status history, for the timeline. */
    async detail(memberId: number, id: number): Promise<CellLineOrderDetail> {
      const order = await findOrder(memberId, id)
      return { ...toCellLineOrder(order), history: await history.stepsOf(order.id, null) }
    },

    /** myCellslineYangben: the order's record, as the one-item list the spec's call reads. */
    async records(memberId: number, orderId: number): Promise<CellLineOrder[]> {
      return [toCellLineOrder(await findOrder(memberId, orderId))]
    },

    async create(memberId: number, fields: CellLineFields): Promise<{ info: number; orderno: string }> {
      await assertOwnFiles(db, memberId, filesOf(fields))
      const { oid, orderno } = await openOrderWith(memberId, cellLineRecordOf(fields))
      return { info: oid, orderno }
    },

    /**
     * 再次下单: a new pending order holding a copy of a finished order's record, every answer
     * as the customer gave it; the new order. The proof files are copied as links: an upload
     * is its customer's, not a record's (deleting an order leaves it; only deleting the
     * account removes it, and that clears the links of every order), so neither order can
     * lose a file from under the other.
     */
    async reorder(memberId: number, orderId: number): Promise<OrderRef> {
      const order = await findOrder(memberId, orderId)
      assertReorderable(order.status)
      return openOrderWith(memberId, recordColumnsOf(order))
    },

    async edit(memberId: number, id: number, fields: CellLineFields): Promise<void> {
      await findChangeable(memberId, id)
      await assertOwnFiles(db, memberId, filesOf(fields))
      await db.transaction().execute(async (trx) => {
        const changes = toColumns(fields, CELL_LINE_COLUMNS)
        if (!(await createCellLineRepo(trx).updateAtStatus(memberId, id, ORDER_STATUS.PENDING, changes))) {
          throw conflict(ORDER_MESSAGES.cellOnlyPending)
        }
        await createOrderRepo(trx).touch(id, nowIso())
      })
    },

    async remove(memberId: number, id: number): Promise<void> {
      await findChangeable(memberId, id)
      const files = await db.transaction().execute(async (trx) => {
        const files = await storedFilesOfOrder(trx, id)
        if (!(await createOrderRepo(trx).deleteAtStatus(memberId, id, ORDER_STATUS.PENDING))) {
          throw conflict(ORDER_MESSAGES.cellOnlyPending)
        }
        return files
      })
      await removeStoredFiles(storage, files)
    },
  }
}

export type CellLineService = ReturnType<typeof createCellLineService>
