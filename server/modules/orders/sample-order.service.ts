// GUIDE-seq and amplicon orders as their customer sees them (spec §4 'Client rules by
// status', 'Sample form modes'; decisions 1, 2, 6). Every query is scoped to the logged-in
// customer, so another customer's order or sample answers as not found; every status rule
// is checked here again, and no call of this service changes a status.
import type { Kysely } from 'kysely'
import {
  type CreatedOrder,
  type DeletedSample,
  ORDER_MESSAGES,
  type OrderListQuery,
  type SampleOrderDetail,
  type SampleOrderList,
} from '#common/schemas/orders/order.ts'
import { ORDER_STATUS, canAddSamples, canDeleteSample, canEditSample } from '#common/schemas/orders/status.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/errors.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import { toColumns, toSnakeKeys } from './case-keys.ts'
import {
  SAMPLE_COLUMNS,
  type SampleFields,
  type SampleOrderType,
  insertPendingSamples,
  openOrder,
} from './open-order.ts'
import { type OrderRecord, createOrderRepo } from './order.repo.ts'
import { assertReorderable } from './reorder.ts'
import { removeStoredFiles, storedFilesOfOrder } from './order-stored-files.ts'
import { type SampleRecord, createSampleRepo } from './sample.repo.ts'
import { createStatusHistoryRepo } from './status-history.repo.ts'

export function toSample(row: SampleRecord) {
  const { orderId, memberId: _owner, orderStatus: _orderStatus, orderSampleCount: _count, ...sample } = row
  return { ...toSnakeKeys(sample), oid: orderId }
}

/** A stored sample's own fields, as a form would send them again (its copy's fields). */
function fieldsOf(sample: Record<string, unknown>): SampleFields {
  return Object.fromEntries(
    [...SAMPLE_COLUMNS].flatMap((key) => (key in sample ? [[key, sample[key]]] : [])),
  ) as SampleFields
}

export function toSampleOrderRow(row: OrderRecord) {
  return {
    id: row.id,
    orderno: row.orderno,
    create_time: row.createTime,
    yangben_nums: row.sampleCount,
    leixing: row.orderType,
    status: row.status,
  }
}

/**
 * Counts `delta` samples onto the order if it is still pending, holding its row until the
 * transaction ends, so a sample never changes after staff moved its order on; the order's
 * sample count after it.
 */
async function holdPendingOrder(trx: Kysely<DB>, orderId: number, delta: number, now: string, refusal: string) {
  const left = await createOrderRepo(trx).addToSampleCountAtStatus(orderId, ORDER_STATUS.PENDING, delta, now)
  if (left === undefined) throw conflict(refusal)
  return left
}

export function createSampleOrderService(db: Kysely<DB>, orderType: SampleOrderType, storage: FileStorage) {
  const orders = createOrderRepo(db)
  const samples = createSampleRepo(db)
  const history = createStatusHistoryRepo(db)

  async function findOrder(memberId: number, id: number) {
    const order = await orders.find(memberId, orderType, id)
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound)
    return order
  }

  /** A new pending order holding these samples. */
  function openOrderWith(memberId: number, fields: readonly SampleFields[]) {
    return db.transaction().execute(async (trx) => {
      const now = nowIso()
      const { orderId, orderno } = await openOrder(trx, memberId, orderType, now)
      await insertPendingSamples(trx, { memberId, orderId, orderType, samples: fields, now })
      return { oid: orderId, orderno }
    })
  }

  /** Samples added to the customer's order while it stays pending (its row held meanwhile); their ids. */
  function addPendingSamples(memberId: number, orderId: number, fields: readonly SampleFields[]) {
    return db.transaction().execute(async (trx) => {
      const now = nowIso()
      await holdPendingOrder(trx, orderId, 0, now, ORDER_MESSAGES.addOnlyPending)
      return insertPendingSamples(trx, { memberId, orderId, orderType, samples: fields, now })
    })
  }

  async function findSample(memberId: number, id: number) {
    const sample = await samples.find(memberId, orderType, id)
    if (!sample) throw notFound(ORDER_MESSAGES.sampleNotFound)
    return sample
  }

  return {
    async list(memberId: number, query: OrderListQuery): Promise<SampleOrderList> {
      const filter = { memberId, orderType, keyword: query.keyword }
      const { rows, total } = await orders.page({ ...filter, offset: query.page * query.size, limit: query.size })
      return { data: rows.map(toSampleOrderRow), total }
    },

    /** The order with its status history, for the timeline. */
    async order(memberId: number, id: number): Promise<SampleOrderDetail> {
      const order = await findOrder(memberId, id)
      return {
        ...toSampleOrderRow(order),
        update_time: order.updateTime,
        history: await history.stepsOf(order.id, null),
      }
    },

    async samples(memberId: number, orderId: number) {
      await findOrder(memberId, orderId)
      return (await samples.listOf(memberId, orderId)).map(toSample)
    },

    /** The sample with its status history, for the timeline. */
    async sample(memberId: number, id: number) {
      const sample = await findSample(memberId, id)
      return {
        ...toSample(sample),
        order_status: sample.orderStatus,
        order_sample_count: sample.orderSampleCount,
        history: await history.stepsOf(sample.orderId, sample.id),
      }
    },

    /** A new pending order with its first sample, in one transaction (spec §4: data.info is its id). */
    async createOrder(memberId: number, fields: SampleFields): Promise<CreatedOrder> {
      return db.transaction().execute(async (trx) => {
        const now = nowIso()
        const { orderId, orderno } = await openOrder(trx, memberId, orderType, now)
        const [sampleId] = await insertPendingSamples(trx, { memberId, orderId, orderType, samples: [fields], now })
        return { info: orderId, orderno, sample_id: sampleId! }
      })
    },

    /** Adds a sample to the customer's order while the order is pending. */
    async addSample(memberId: number, orderId: number, fields: SampleFields): Promise<{ info: number }> {
      const order = await findOrder(memberId, orderId)
      if (!canAddSamples(order.status)) throw conflict(ORDER_MESSAGES.addOnlyPending)
      const [id] = await addPendingSamples(memberId, orderId, [fields])
      return { info: id! }
    },

    /**
     * Imported samples, all or none: into the customer's pending order, or a new one when no
     * order is named. The order they went into.
     */
    async importSamples(memberId: number, orderId: number | undefined, fields: readonly SampleFields[]) {
      if (orderId === undefined) return openOrderWith(memberId, fields)
      const order = await this.pendingOrder(memberId, orderId)
      await addPendingSamples(memberId, orderId, fields)
      return { oid: order.id, orderno: order.orderno }
    },

    /** The customer's order, refused unless it still takes samples. */
    async pendingOrder(memberId: number, orderId: number) {
      const order = await findOrder(memberId, orderId)
      if (!canAddSamples(order.status)) throw conflict(ORDER_MESSAGES.addOnlyPending)
      return order
    },

    /**
     * 再次下单: a new pending order holding copies of a finished order's samples, as the
     * customer entered them; the new order.
     */
    async reorder(memberId: number, orderId: number) {
      assertReorderable((await findOrder(memberId, orderId)).status)
      const copies = (await samples.listOf(memberId, orderId)).map((row) => fieldsOf(toSample(row)))
      return openOrderWith(memberId, copies)
    },

    /** Edits a pending sample of the customer's pending order. */
    async editSample(memberId: number, id: number, fields: SampleFields): Promise<void> {
      const sample = await findSample(memberId, id)
      if (!canAddSamples(sample.orderStatus)) throw conflict(ORDER_MESSAGES.samplesLocked)
      if (!canEditSample(sample.orderStatus, sample.status)) throw conflict(ORDER_MESSAGES.editOnlyPending)
      await db.transaction().execute(async (trx) => {
        const now = nowIso()
        await holdPendingOrder(trx, sample.orderId, 0, now, ORDER_MESSAGES.samplesLocked)
        const updated = await createSampleRepo(trx).updateAtStatus(memberId, id, ORDER_STATUS.PENDING, {
          ...toColumns(fields, SAMPLE_COLUMNS),
          updateTime: now,
        })
        if (!updated) throw conflict(ORDER_MESSAGES.editOnlyPending)
      })
    },

    /**
     * Deletes a pending or finished sample of the customer's pending order (decision 2). The
     * order goes with its last sample: there are no empty orders.
     */
    async deleteSample(memberId: number, id: number): Promise<DeletedSample> {
      const sample = await findSample(memberId, id)
      if (!canAddSamples(sample.orderStatus)) throw conflict(ORDER_MESSAGES.samplesLocked)
      if (!canDeleteSample(sample.orderStatus, sample.status)) throw conflict(ORDER_MESSAGES.deleteOnlyPendingOrDone)
      const files = await db.transaction().execute(async (trx) => {
        const left = await holdPendingOrder(trx, sample.orderId, -1, nowIso(), ORDER_MESSAGES.samplesLocked)
        const deleted = await createSampleRepo(trx).deleteAtStatus(memberId, id, sample.status)
        if (!deleted) throw conflict(ORDER_MESSAGES.deleteOnlyPendingOrDone)
        if (left > 0) return undefined
        const files = await storedFilesOfOrder(trx, sample.orderId)
        await createOrderRepo(trx).deleteAtStatus(memberId, sample.orderId, ORDER_STATUS.PENDING)
        return files
      })
      if (!files) return { order_removed: false }
      await removeStoredFiles(storage, files)
      return { order_removed: true }
    },
  }
}

export type SampleOrderService = ReturnType<typeof createSampleOrderService>
