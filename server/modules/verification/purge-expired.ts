// Housekeeping for the anti-abuse tables: expired one-time codes and captcha challenges
// are deleted periodically (timer started from server/app.ts).
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { createCaptchaRepo } from '#server/modules/captcha/captcha.repo.ts'
import { createVerificationRepo } from './verification.repo.ts'

const PURGE_INTERVAL_MS = 10 * 60_000
/**
 * Codes are kept an hour past expiry, so a late try still hears 验证码已过期 rather
 * than 请先获取验证码. Captcha challenges have nothing more to say once expired.
 */
const CODE_RETENTION_MS = 60 * 60_000

export async function purgeExpired(db: Kysely<DB>, now = new Date()): Promise<{ codes: number; challenges: number }> {
  const codes = await createVerificationRepo(db).deleteExpiredBefore(
    new Date(now.getTime() - CODE_RETENTION_MS).toISOString(),
  )
  const challenges = await createCaptchaRepo(db).deleteExpiredBefore(now.toISOString())
  return { codes, challenges }
}

/** Runs purgeExpired every 10 minutes without keeping the process alive; returns the stop function. */
export function schedulePurge(db: Kysely<DB>, log: Pick<FastifyBaseLogger, 'warn'>): () => void {
  const timer = setInterval(() => {
    purgeExpired(db).catch((error: unknown) => log.warn({ err: error }, 'purging expired codes and captchas failed'))
  }, PURGE_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
