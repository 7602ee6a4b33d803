// The append-only status history of orders and samples: rows are inserted, never changed.
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'

export interface StatusStepRow {
  orderId: number
  /** Null for a step of the order itself. */
  sampleId: number | null
  fromStatus: number | null
  toStatus: number
  actorMemberId: number | null
  note?: string
  createTime: string
}

export function createStatusHistoryRepo(db: Kysely<DB>) {
  return {
    async append(step: StatusStepRow): Promise<void> {
      await db.insertInto('orderStatusHistory').values(step).execute()
    },

    /** The steps of an order (sampleId null) or of one of its samples, oldest first. */
    async stepsOf(orderId: number, sampleId: number | null) {
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
        note: row.note,
        create_time: row.createTime,
      }))
    },
  }
}

export type StatusHistoryRepo = ReturnType<typeof createStatusHistoryRepo>
