// The append-only status history of orders and samples: rows are inserted, never changed.
import type { Kysely } from 'kysely'
import { type StatusStep, stepKindOf } from '#common/schemas/orders/status.ts'
import type { DB } from '#server/db/schema.ts'

export interface StatusStepRow {
  orderId: number
  /** Null for a step of the order itself. */
  sampleId: number | null
  fromStatus: number | null
  toStatus: number
  /** The customer who created the order or sample. */
  actorMemberId: number | null
  /** The staff member who changed the status. */
  actorStaffId?: number | null
  note?: string
  createTime: string
}

export function createStatusHistoryRepo(db: Kysely<DB>) {
  return {
    async append(step: StatusStepRow): Promise<void> {
      await db.insertInto('orderStatusHistory').values(step).execute()
    },

    async appendMany(steps: readonly StatusStepRow[]): Promise<void> {
      if (steps.length > 0) await db.insertInto('orderStatusHistory').values(steps).execute()
    },

    /**
     * The steps of an order (sampleId null) or of one of its samples, oldest first, each with
     * its kind: a step back carries the staff member's reason in its note.
     */
    async stepsOf(orderId: number, sampleId: number | null): Promise<StatusStep[]> {
      const rows = await db
        .selectFrom('orderStatusHistory')
        .select(['fromStatus', 'toStatus', 'note', 'createTime'])
        .where('orderId', '=', orderId)
        .where('sampleId', sampleId === null ? 'is' : '=', sampleId)
        .orderBy('id', 'asc')
        .execute()
      return rows.map((row) => ({
        from_status: row.fromStatus,
        to_status: row.toStatus,
        kind: stepKindOf(row.fromStatus, row.toStatus),
        note: row.note,
        create_time: row.createTime,
      }))
    },

    /**
     * Every step of an order and of its samples, oldest first, with who made it: the staff
     * member (name, else e-mail), the customer who created the order or sample, or nobody.
     */
    async allStepsOf(orderId: number) {
      const rows = await db
        .selectFrom('orderStatusHistory')
        .leftJoin('staff', 'staff.id', 'orderStatusHistory.actorStaffId')
        .leftJoin('member', 'member.id', 'orderStatusHistory.actorMemberId')
        .select([
          'orderStatusHistory.id',
          'orderStatusHistory.sampleId',
          'orderStatusHistory.fromStatus',
          'orderStatusHistory.toStatus',
          'orderStatusHistory.note',
          'orderStatusHistory.createTime',
          'staff.name as staffName',
          'staff.email as staffEmail',
          'member.email as memberEmail',
        ])
        .where('orderStatusHistory.orderId', '=', orderId)
        .orderBy('orderStatusHistory.id', 'asc')
        .execute()
      return rows.map(({ staffName, staffEmail, memberEmail, ...step }) => ({
        ...step,
        actor: staffEmail
          ? { kind: 'staff' as const, name: staffName || staffEmail }
          : memberEmail
            ? { kind: 'customer' as const, name: memberEmail }
            : { kind: 'system' as const, name: '' },
      }))
    },
  }
}

export type StatusHistoryRepo = ReturnType<typeof createStatusHistoryRepo>
