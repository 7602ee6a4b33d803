// Housekeeping: expired one-time codes, captcha challenges, login sessions, activation
// links and registrations never activated are deleted periodically (timer started from
// server/app.ts).
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { schedulePeriodic } from '#server/lib/periodic.ts'
import { createActivationRepo } from '#server/modules/account/activation.repo.ts'
import { createMemberRepo } from '#server/modules/account/member.repo.ts'
import { createSessionRepo } from '#server/modules/auth/session.repo.ts'
import { createCaptchaRepo } from '#server/modules/captcha/captcha.repo.ts'
import { createVerificationRepo } from './verification.repo.ts'

const PURGE_INTERVAL_MS = 10 * 60_000
/**
 * Codes are kept an hour past expiry, so a late try still hears 验证码已过期 rather
 * than 请先获取验证码. Captcha challenges have nothing more to say once expired.
 */
const CODE_RETENTION_MS = 60 * 60_000
/** Likewise an expired activation link says 激活链接已过期 (with what to do) for a week. */
const ACTIVATION_RETENTION_MS = 7 * 24 * 60 * 60_000

export interface PurgeCounts {
  codes: number
  challenges: number
  sessions: number
  activationLinks: number
  abandonedRegistrations: number
}

export async function purgeExpired(db: Kysely<DB>, now = new Date()): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
  return {
    codes: await createVerificationRepo(db).deleteExpiredBefore(before(CODE_RETENTION_MS)),
    challenges: await createCaptchaRepo(db).deleteExpiredBefore(now.toISOString()),
    sessions: await createSessionRepo(db).deleteExpired(now.toISOString()),
    // Before the links: a registration is abandoned once none of its links is still valid.
    abandonedRegistrations: await createMemberRepo(db).deleteAbandonedRegistrations(now.toISOString()),
    activationLinks: await createActivationRepo(db).deleteExpiredBefore(before(ACTIVATION_RETENTION_MS)),
  }
}

/** Runs purgeExpired every 10 minutes; returns the stop function. */
export const schedulePurge = (db: Kysely<DB>, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) =>
  schedulePeriodic(
    {
      name: 'purging expired codes, captchas, sessions and links',
      intervalMs: PURGE_INTERVAL_MS,
      runAtStart: false,
      run: () => purgeExpired(db),
    },
    log,
  )
