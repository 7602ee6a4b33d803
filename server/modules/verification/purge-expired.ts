// Housekeeping: expired one-time codes, captcha challenges, login sessions, activation
// links, registrations never activated and old login records are deleted periodically
// (timer started from server/app.ts), each after its period in server/lib/retention.ts.
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { schedulePeriodic } from '#server/lib/periodic.ts'
import { RETENTION } from '#server/lib/retention.ts'
import { createActivationRepo } from '#server/modules/account/activation.repo.ts'
import { createLoginRecordRepo } from '#server/modules/account/login-record.repo.ts'
import { createMemberRepo } from '#server/modules/account/member.repo.ts'
import { createSessionRepo } from '#server/modules/auth/session.repo.ts'
import { createCaptchaRepo } from '#server/modules/captcha/captcha.repo.ts'
import { createVerificationRepo } from './verification.repo.ts'

const PURGE_INTERVAL_MS = 10 * 60_000

export interface PurgeCounts {
  codes: number
  challenges: number
  sessions: number
  activationLinks: number
  abandonedRegistrations: number
  loginRecords: number
}

export async function purgeExpired(db: Kysely<DB>, now = new Date()): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
  return {
    codes: await createVerificationRepo(db).deleteExpiredBefore(before(RETENTION.verificationCodeMs)),
    challenges: await createCaptchaRepo(db).deleteExpiredBefore(before(RETENTION.sessionMs)),
    sessions: await createSessionRepo(db).deleteExpired(before(RETENTION.sessionMs)),
    // Before the links: a registration is abandoned once none of its links is still valid.
    abandonedRegistrations: await createMemberRepo(db).deleteAbandonedRegistrations(
      now.toISOString(),
      before(RETENTION.unactivatedRegistrationMs),
    ),
    activationLinks: await createActivationRepo(db).deleteExpiredBefore(before(RETENTION.activationLinkMs)),
    loginRecords: await createLoginRecordRepo(db).deleteOlderThan(before(RETENTION.loginRecordMs)),
  }
}

/** Runs purgeExpired every 10 minutes; returns the stop function. */
export const schedulePurge = (db: Kysely<DB>, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) =>
  schedulePeriodic(
    {
      name: 'purging expired codes, captchas, sessions, links, registrations and login records',
      intervalMs: PURGE_INTERVAL_MS,
      runAtStart: false,
      run: () => purgeExpired(db),
    },
    log,
  )
