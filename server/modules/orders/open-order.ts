// Opening a new order is the same for every type: the next number of the day, the pending
// order row and its first history step, inside the caller's transaction.
import type { Kysely } from 'kysely'
import { ORDER_STATUS, type OrderType } from '#common/schemas/orders/status.ts'
import type { DB } from '#server/db/schema.ts'
import { createOrderRepo } from './order.repo.ts'
import { createStatusHistoryRepo } from './status-history.repo.ts'

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
