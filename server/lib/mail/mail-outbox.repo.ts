import type { Kysely } from 'kysely'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'

interface NewMail {
  to: string
  subject: string
  text: string
  html: string
}

/** The mail_outbox table: every e-mail is written here before any delivery attempt. */
export function createMailOutboxRepo(db: Kysely<DB>) {
  return {
    async insert(mail: NewMail): Promise<number> {
      const row = await db
        .insertInto('mailOutbox')
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          status: 'pending',
          createTime: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    /** The mail as it was written, to deliver it again. */
    find(id: number) {
      return db
        .selectFrom('mailOutbox')
        .select(['toAddress as to', 'subject', 'textBody as text', 'htmlBody as html', 'status'])
        .where('id', '=', id)
        .executeTakeFirst()
    },

    async markLogged(id: number) {
      await db.updateTable('mailOutbox').set({ status: 'logged' }).where('id', '=', id).execute()
    },

    async markSent(id: number) {
      await db
        .updateTable('mailOutbox')
        .set((eb) => ({ status: 'sent', sentTime: nowIso(), lastError: '', attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute()
    },

    async markFailed(id: number, error: string) {
      await db
        .updateTable('mailOutbox')
        .set((eb) => ({ status: 'failed', lastError: error, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute()
    },
  }
}
