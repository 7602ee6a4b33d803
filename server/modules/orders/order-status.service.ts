// Moves orders and samples through the statuses 0-6 (spec §4): the one place that changes
// a status. Each change appends a history step naming the staff member who made it and
// e-mails the customer through the mail outbox; an order takes along the samples in step
// with it. Called by staff tools (the admin console),
// never by a customer call.
import type { Kysely } from 'kysely'
import {
  ORDER_STATUS_LABEL,
  type OrderStatus,
  OrderStatusSchema,
  STATUS_CHANGE_MESSAGES,
  needsReason,
} from '#common/schemas/orders/status.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict, notFound, rejected } from '#server/errors.ts'
import type { Mailer, MailOutcome } from '#server/lib/mail/mailer.ts'
import { orderPageUrl, samplePageUrl } from './order-links.ts'
import { orderStatusMail } from './order-status-mail.ts'
import { createOrderRepo } from './order.repo.ts'
import { createSampleRepo } from './sample.repo.ts'
import { createStatusHistoryRepo } from './status-history.repo.ts'

export interface StatusChange {
  status: number
  /** The staff member making the change; null when the system acts. */
  actorStaffId?: number | null
  /** Shown on the timeline and in the e-mail; required to move a status back. */
  note?: string
  /** Saved in the change's transaction (the staff member's audit entry): both are kept or neither. */
  alongside?: (trx: Kysely<DB>, step: StatusStep) => Promise<void>
}

/** A change as it is saved, before the customer is mailed. */
export interface StatusStep {
  orderId: number
  orderno: string
  fromStatus: OrderStatus
  toStatus: OrderStatus
}

export interface StatusChangeOutcome extends StatusStep {
  mail: MailOutcome
}

export interface OrderStatusServiceOptions {
  db: Kysely<DB>
  mailer: Mailer
  /** Origin of the links in e-mails (PUBLIC_URL). */
  publicUrl: string
}

/** The new status, checked against the current one: a real change, and a reason to go back. */
function checkedChange(current: number, change: StatusChange): { status: OrderStatus; note: string } {
  const parsed = OrderStatusSchema.safeParse(change.status)
  if (!parsed.success) {
    throw rejected(STATUS_CHANGE_MESSAGES.invalidStatus, { status: STATUS_CHANGE_MESSAGES.invalidStatus })
  }
  const status = parsed.data as OrderStatus
  if (current === status) throw conflict(STATUS_CHANGE_MESSAGES.unchanged)
  const note = change.note?.trim() ?? ''
  if (needsReason(current, status) && note === '') {
    throw rejected(STATUS_CHANGE_MESSAGES.reasonRequired, { note: STATUS_CHANGE_MESSAGES.reasonRequired })
  }
  return { status, note }
}

/** What changes: an order, or one of its samples (named in the mail). */
interface Subject {
  table: 'serviceOrder' | 'orderSample'
  id: number
  orderId: number
  orderno: string
  memberId: number
  sampleId: number | null
  sampleName: string | undefined
  status: number
  link: string
}

/**
 * The order's samples that were in step with it (at the status it leaves) move with it, each
 * with its own history step and no mail of its own: the lab moves a batch together, and
 * sets a sample apart (one that failed quality check) by changing that sample alone.
 * Gives back the ids of the samples moved.
 */
async function moveSamplesInStep(trx: Kysely<DB>, order: Subject, status: OrderStatus, now: string) {
  const inStep = await trx
    .updateTable('orderSample')
    .set({ status, updateTime: now })
    .where('orderId', '=', order.orderId)
    .where('status', '=', order.status)
    .returning('id')
    .execute()
  return inStep.map((sample) => sample.id).sort((a, b) => a - b)
}

export function createOrderStatusService({ db, mailer, publicUrl }: OrderStatusServiceOptions) {
  async function emailOf(memberId: number): Promise<string> {
    const member = await db.selectFrom('member').select('email').where('id', '=', memberId).executeTakeFirstOrThrow()
    return member.email
  }

  /**
   * Sets the status, if it is still the one the change was checked against, and appends the
   * history step in the same transaction (two staff moving the same order at once cannot both
   * win), then mails the customer.
   */
  async function apply(subject: Subject, change: StatusChange): Promise<StatusChangeOutcome> {
    const { status, note } = checkedChange(subject.status, change)
    const step: StatusStep = {
      orderId: subject.orderId,
      orderno: subject.orderno,
      fromStatus: subject.status as OrderStatus,
      toStatus: status,
    }
    await db.transaction().execute(async (trx) => {
      const now = nowIso()
      const moved = await trx
        .updateTable(subject.table)
        .set({ status, updateTime: now })
        .where('id', '=', subject.id)
        .where('status', '=', subject.status)
        .executeTakeFirst()
      if (moved.numUpdatedRows !== 1n) throw conflict(STATUS_CHANGE_MESSAGES.changedMeanwhile)
      const movedSamples = subject.table === 'serviceOrder' ? await moveSamplesInStep(trx, subject, status, now) : []
      await createStatusHistoryRepo(trx).appendMany(
        [subject.sampleId, ...movedSamples].map((sampleId) => ({
          orderId: subject.orderId,
          sampleId,
          fromStatus: subject.status,
          toStatus: status,
          note,
          actorMemberId: null,
          actorStaffId: change.actorStaffId ?? null,
          createTime: now,
        })),
      )
      await change.alongside?.(trx, step)
    })
    const mail = await mailer.send(
      orderStatusMail(await emailOf(subject.memberId), {
        orderno: subject.orderno,
        sampleName: subject.sampleName,
        statusLabel: ORDER_STATUS_LABEL[status],
        back: needsReason(subject.status, status),
        link: subject.link,
        note,
      }),
    )
    return { ...step, mail }
  }

  return {
    /** Sets an order's status (any type); the mail links to the order's page. */
    async changeOrderStatus(orderId: number, change: StatusChange): Promise<StatusChangeOutcome> {
      const order = await createOrderRepo(db).findAny(orderId)
      if (!order) throw notFound(STATUS_CHANGE_MESSAGES.orderNotFound)
      return apply(
        {
          table: 'serviceOrder',
          id: order.id,
          orderId: order.id,
          orderno: order.orderno,
          memberId: order.memberId,
          sampleId: null,
          sampleName: undefined,
          status: order.status,
          link: orderPageUrl(publicUrl, order),
        },
        change,
      )
    },

    /** Sets a GUIDE-seq or amplicon sample's status; the mail links to the sample's page. */
    async changeSampleStatus(sampleId: number, change: StatusChange): Promise<StatusChangeOutcome> {
      const sample = await createSampleRepo(db).findAny(sampleId)
      if (!sample) throw notFound(STATUS_CHANGE_MESSAGES.sampleNotFound)
      return apply(
        {
          table: 'orderSample',
          id: sample.id,
          orderId: sample.orderId,
          orderno: sample.orderno,
          memberId: sample.memberId,
          sampleId: sample.id,
          sampleName: sample.name,
          status: sample.status,
          link: samplePageUrl(publicUrl, sample),
        },
        change,
      )
    },
  }
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>
