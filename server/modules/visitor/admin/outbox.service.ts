import type { Kysely } from 'kysely'
import type { MailOutboxItem, OutboxQuery } from '#common/schemas/admin-inbox.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/errors.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import { maskPhone } from '#server/lib/mask.ts'

export const OUTBOX_MESSAGES = {
  mailNotFound: '邮件不存在',
  onlyFailedResend: '只能重新发送失败的邮件',
  resent: '邮件已重新发送',
  resendFailed: '重新发送失败，请稍后再试',
} as const

const MAIL_COLUMNS = [
  'id',
  'toAddress',
  'subject',
  'status',
  'attempts',
  'lastError',
  'createTime',
  'sentTime',
] as const

/** Runs of 4 or more digits: the verification codes of our SMS templates. */
const maskCodes = (text: string) => text.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length))

export function createOutboxService(db: Kysely<DB>, mailer: Mailer) {
  async function mailOrFail(id: number): Promise<MailOutboxItem> {
    const mail = await db.selectFrom('mailOutbox').select(MAIL_COLUMNS).where('id', '=', id).executeTakeFirst()
    if (!mail) throw notFound(OUTBOX_MESSAGES.mailNotFound)
    return mail
  }

  return {
    async mail({ page, size, status, to, sort, order }: OutboxQuery) {
      let query = db.selectFrom('mailOutbox')
      if (status) query = query.where('status', '=', status)
      if (to) query = query.where('toAddress', '=', to.toLowerCase())
      const [rows, count] = await Promise.all([
        query
          .select(MAIL_COLUMNS)
          .$if(sort !== undefined, (sorted) => sorted.orderBy(sort!, order))
          .orderBy('id', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { data: rows, total: Number(count.total) }
    },

    /** Delivers a failed mail again (as it was written); the row tells how it went. */
    async resendMail(id: number): Promise<{ before: MailOutboxItem; after: MailOutboxItem }> {
      const before = await mailOrFail(id)
      if (before.status !== 'failed') throw conflict(OUTBOX_MESSAGES.onlyFailedResend)
      await mailer.resend(id)
      return { before, after: await mailOrFail(id) }
    },

    async sms({ page, size, status, to, sort, order }: OutboxQuery) {
      let query = db.selectFrom('smsOutbox')
      if (status) query = query.where('status', '=', status)
      if (to) query = query.where('phone', '=', to)
      const [rows, count] = await Promise.all([
        query
          .select(['id', 'phone', 'content', 'provider', 'status', 'lastError', 'createTime'])
          .$if(sort !== undefined, (sorted) => sorted.orderBy(sort!, order))
          .orderBy('id', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      // A number is shown masked: staff find a customer's messages by typing the whole number into `to`.
      const data = rows.map((row) => ({ ...row, phone: maskPhone(row.phone), content: maskCodes(row.content) }))
      return { data, total: Number(count.total) }
    },
  }
}
