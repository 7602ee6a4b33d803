import type { Kysely } from 'kysely'
import type { OutboxQuery } from '#common/schemas/admin-inbox.ts'
import type { DB } from '#server/db/schema.ts'

/** Runs of 4 or more digits: the verification codes of our SMS templates. */
const maskCodes = (text: string) => text.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length))

export function createOutboxService(db: Kysely<DB>) {
  return {
    async mail({ page, size, status, to }: OutboxQuery) {
      let query = db.selectFrom('mailOutbox')
      if (status) query = query.where('status', '=', status)
      if (to) query = query.where('toAddress', '=', to.toLowerCase())
      const [rows, count] = await Promise.all([
        query
          .select(['id', 'toAddress', 'subject', 'status', 'attempts', 'lastError', 'createTime', 'sentTime'])
          .orderBy('id', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { data: rows, total: Number(count.total) }
    },

    async sms({ page, size, status, to }: OutboxQuery) {
      let query = db.selectFrom('smsOutbox')
      if (status) query = query.where('status', '=', status)
      if (to) query = query.where('phone', '=', to)
      const [rows, count] = await Promise.all([
        query
          .select(['id', 'phone', 'content', 'provider', 'status', 'lastError', 'createTime'])
          .orderBy('id', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { data: rows.map((row) => ({ ...row, content: maskCodes(row.content) })), total: Number(count.total) }
    },
  }
}
