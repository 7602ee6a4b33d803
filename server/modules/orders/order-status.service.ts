// Moves orders and samples through the statuses 0-6 (spec §4): the one place that changes
// a status. Each change appends a history step and e-mails the customer through the mail
// outbox. Called by staff tools (the admin console), never by a customer call.
import type { Kysely } from 'kysely'
import { ORDER_STATUS_LABEL, type OrderStatus, OrderStatusSchema } from '#common/schemas/orders/status.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { AppError, conflict, notFound } from '#server/errors.ts'
import type { Mailer, MailOutcome } from '#server/lib/mail/mailer.ts'
import { orderPageUrl, samplePageUrl } from './order-links.ts'
import { orderStatusMail } from './order-status-mail.ts'
import { createOrderRepo } from './order.repo.ts'
import { createSampleRepo } from './sample.repo.ts'
import { createStatusHistoryRepo } from './status-history.repo.ts'

export const STATUS_CHANGE_MESSAGES = {
  invalidStatus: '状态无效',
  unchanged: '状态没有变化',
  orderNotFound: '订单不存在',
  sampleNotFound: '样本不存在',
} as const

export interface StatusChange {
  status: number
  /** The staff member's account; null when the system or staff without an account acts. */
  actorMemberId?: number | null
  /** Shown on the timeline and in the e-mail. */
  note?: string
}

export interface OrderStatusServiceOptions {
  db: Kysely<DB>
  mailer: Mailer
  /** Origin of the links in e-mails (PUBLIC_URL). */
  publicUrl: string
}

function checkedStatus(status: number): OrderStatus {
  const parsed = OrderStatusSchema.safeParse(status)
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', STATUS_CHANGE_MESSAGES.invalidStatus)
  return parsed.data as OrderStatus
}

export function createOrderStatusService({ db, mailer, publicUrl }: OrderStatusServiceOptions) {
  async function emailOf(memberId: number): Promise<string> {
    const member = await db.selectFrom('member').select('email').where('id', '=', memberId).executeTakeFirstOrThrow()
    return member.email
  }

  /** Sets the status and appends its history step, in one transaction. */
  async function record(
    step: { orderId: number; sampleId: number | null; fromStatus: number; toStatus: OrderStatus; note: string },
    actorMemberId: number | null,
    setStatus: (trx: Kysely<DB>, now: string) => Promise<void>,
  ) {
    await db.transaction().execute(async (trx) => {
      const now = nowIso()
      await setStatus(trx, now)
      await createStatusHistoryRepo(trx).append({ ...step, actorMemberId, createTime: now })
    })
  }

  return {
    /** Sets an order's status (any type); the mail links to the order's page. */
    async changeOrderStatus(orderId: number, change: StatusChange): Promise<MailOutcome> {
      const status = checkedStatus(change.status)
      const order = await createOrderRepo(db).findAny(orderId)
      if (!order) throw notFound(STATUS_CHANGE_MESSAGES.orderNotFound)
      if (order.status === status) throw conflict(STATUS_CHANGE_MESSAGES.unchanged)
      const note = change.note ?? ''
      await record(
        { orderId: order.id, sampleId: null, fromStatus: order.status, toStatus: status, note },
        change.actorMemberId ?? null,
        (trx, now) => createOrderRepo(trx).setStatus(order.id, status, now),
      )
      return mailer.send(
        orderStatusMail(await emailOf(order.memberId), {
          orderno: order.orderno,
          sampleName: undefined,
          statusLabel: ORDER_STATUS_LABEL[status],
          link: orderPageUrl(publicUrl, order),
          note,
        }),
      )
    },

    /** Sets a GUIDE-seq or amplicon sample's status; the mail links to the sample's page. */
    async changeSampleStatus(sampleId: number, change: StatusChange): Promise<MailOutcome> {
      const status = checkedStatus(change.status)
      const sample = await createSampleRepo(db).findAny(sampleId)
      if (!sample) throw notFound(STATUS_CHANGE_MESSAGES.sampleNotFound)
      if (sample.status === status) throw conflict(STATUS_CHANGE_MESSAGES.unchanged)
      const note = change.note ?? ''
      await record(
        { orderId: sample.orderId, sampleId: sample.id, fromStatus: sample.status, toStatus: status, note },
        change.actorMemberId ?? null,
        (trx, now) => createSampleRepo(trx).setStatus(sample.id, status, now),
      )
      return mailer.send(
        orderStatusMail(await emailOf(sample.memberId), {
          orderno: sample.orderno,
          sampleName: sample.name,
          statusLabel: ORDER_STATUS_LABEL[status],
          link: samplePageUrl(publicUrl, sample),
          note,
        }),
      )
    },
  }
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>
