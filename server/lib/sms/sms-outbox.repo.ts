import type { Kysely } from 'kysely'
import { nowIso } from '#server/db/dialect.ts'
import type { DB, OutboxStatus } from '#server/db/schema.ts'

/** The sms_outbox table: a record of every SMS, whichever provider sends it. */
export function createSmsOutboxRepo(db: Kysely<DB>) {
  return {
    async insert(row: { phone: string; content: string; provider: string; status: OutboxStatus }): Promise<number> {
      const inserted = await db
        .insertInto('smsOutbox')
        .values({ ...row, createTime: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow()
      return inserted.id
    },

    async setStatus(id: number, status: OutboxStatus, lastError = '') {
      await db.updateTable('smsOutbox').set({ status, lastError }).where('id', '=', id).execute()
    },
  }
}
