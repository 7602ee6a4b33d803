import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { createSmsOutboxRepo } from './sms-outbox.repo.ts'
import type { SmsProvider } from './sms-provider.ts'

/**
 * Development provider: nothing leaves the machine. The message, code included, is
 * recorded in sms_outbox, where a developer (or an e2e test) reads the code; the log only
 * says that it was recorded, since a code in a log line would be a secret at rest.
 * Never configure it where real customers log in.
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
      log.info({ smsId: id, phone }, 'SMS recorded in the development outbox')
      return { id, status: 'logged' }
    },
  }
}
