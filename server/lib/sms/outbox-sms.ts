import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { createSmsOutboxRepo } from './sms-outbox.repo.ts'
import type { SmsProvider } from './sms-provider.ts'

/**
 * Development provider: nothing leaves the machine. The message, code included, is
 * recorded in sms_outbox and written to the log, which is how a developer (or an e2e
 * test) reads the code. Never configure it where real customers log in.
 */
export function createOutboxSmsProvider({
  db,
  log,
}: {
  db: Kysely<DB>
  log: Pick<FastifyBaseLogger, 'info'>
}): SmsProvider {
  const outbox = createSmsOutboxRepo(db)
  return {
    async send(phone, text) {
      const id = await outbox.insert({ phone, content: text, provider: 'outbox', status: 'logged' })
      log.info({ smsId: id, phone, text }, 'SMS recorded in the development outbox')
      return { id, status: 'logged' }
    },
  }
}
