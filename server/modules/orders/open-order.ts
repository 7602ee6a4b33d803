// Writing new orders and samples, inside the caller's transaction: the customer calls and
// the demo seed share it. Every new order or sample is pending and has its first history step.
import type { Kysely } from 'kysely'
import { AMPLICON_FIELDS, type AmpliconSampleFields } from '#common/schemas/orders/amplicon.ts'
import { GUIDE_SEQ_FIELDS, type GuideSeqSampleFields } from '#common/schemas/orders/guide-seq.ts'
import { ORDER_STATUS, type ORDER_TYPE, type OrderType } from '#common/schemas/orders/status.ts'
import type { DB } from '#server/db/schema.ts'
import { toColumns } from './case-keys.ts'
import { createOrderRepo } from './order.repo.ts'
import { createSampleRepo } from './sample.repo.ts'
import { createStatusHistoryRepo } from './status-history.repo.ts'

export type SampleOrderType = typeof ORDER_TYPE.GUIDE_SEQ | typeof ORDER_TYPE.AMPLICON
export type SampleFields = GuideSeqSampleFields | AmpliconSampleFields

/** Wire fields of a sample that are columns of order_sample (the rest is the order's or the row's own). */
export const SAMPLE_COLUMNS: ReadonlySet<string> = new Set([
  ...Object.keys(GUIDE_SEQ_FIELDS),
  ...Object.keys(AMPLICON_FIELDS),
])

/** The next number of the day, the pending order row and its first history step. */
export async function openOrder(trx: Kysely<DB>, memberId: number, orderType: OrderType, now: string) {
  const orders = createOrderRepo(trx)
  const orderno = await orders.nextOrderno(orderType, now)
  const orderId = await orders.insert({ orderno, memberId, orderType, now })
  await createStatusHistoryRepo(trx).append({
    orderId,
    sampleId: null,
    fromStatus: null,
    toStatus: ORDER_STATUS.PENDING,
    actorMemberId: memberId,
    createTime: now,
  })
  return { orderId, orderno }
}

/** Rows per INSERT: SQLite takes at most 32,766 bound values, and a sample has about 45 columns. */
const INSERT_CHUNK = 200

/**
 * Pending samples of the order, counted on the order, each with its first history step; their
 * ids. An import's hundreds of samples go in a few statements instead of three per sample.
 */
export async function insertPendingSamples(
  trx: Kysely<DB>,
  {
    memberId,
    orderId,
    orderType,
    samples,
    now,
  }: { memberId: number; orderId: number; orderType: SampleOrderType; samples: readonly SampleFields[]; now: string },
): Promise<number[]> {
  const rows = samples.map((fields) => ({
    ...toColumns(fields, SAMPLE_COLUMNS),
    name: fields.name,
    type: fields.type,
    laiyuan: fields.laiyuan,
    fenxiLeixing: fields.fenxi_leixing,
    orderId,
    memberId,
    leixing: orderType,
    status: ORDER_STATUS.PENDING,
    createTime: now,
    updateTime: now,
  }))
  const ids: number[] = []
  for (let from = 0; from < rows.length; from += INSERT_CHUNK) {
    ids.push(...(await createSampleRepo(trx).insertMany(rows.slice(from, from + INSERT_CHUNK))))
  }
  await createOrderRepo(trx).addToSampleCount(orderId, ids.length, now)
  await createStatusHistoryRepo(trx).appendMany(
    ids.map((sampleId) => ({
      orderId,
      sampleId,
      fromStatus: null,
      toStatus: ORDER_STATUS.PENDING,
      actorMemberId: memberId,
      createTime: now,
    })),
  )
  return ids
}
