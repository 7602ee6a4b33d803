// One-time codes for SMS and e-mail: six digits, valid for a purpose's TTL,
// one code per target and purpose every 60 s, single use, at most five tries.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { SMS_RESEND_SECONDS } from '#common/schemas/verification.ts'
import { AppError } from '#server/errors.ts'
import type { VerificationRepo } from './verification.repo.ts'

export type VerificationPurpose = 'sms_login' | 'sms_booking' | 'sms_phone' | 'sms_register' | 'email_reset'

const MINUTE_MS = 60_000
/** How long a code stays valid, per purpose: 5 minutes by SMS, 10 by e-mail. */
const CODE_TTL_MS: Record<VerificationPurpose, number> = {
  sms_login: 5 * MINUTE_MS,
  sms_booking: 5 * MINUTE_MS,
  sms_phone: 5 * MINUTE_MS,
  sms_register: 5 * MINUTE_MS,
  email_reset: 10 * MINUTE_MS,
}
const RESEND_GAP_MS = SMS_RESEND_SECONDS * 1000
/** Tries per code, right or wrong; the sixth is refused even with the right code. */
const MAX_TRIES = 5

const VERIFICATION_MESSAGES = {
  wrong: '验证码错误',
  expired: '验证码已过期，请重新获取',
  tooManyTries: '错误次数过多，请重新获取验证码',
  notRequested: '请先获取验证码',
  used: '验证码已使用，请重新获取',
} as const

export interface CodeRequest {
  purpose: VerificationPurpose
  /** Phone number or e-mail address; compared trimmed and case-insensitively. */
  target: string
}

export interface IssuedCode {
  id: number
  /** The plain code, to put in the SMS or e-mail; only its HMAC is stored. */
  code: string
  expiresAt: string
  ttlMinutes: number
}

type CodeRow = NonNullable<Awaited<ReturnType<VerificationRepo['findLatest']>>>

const rejected = (message: string) => new AppError('VALIDATION_FAILED', message)

export function createVerificationService({ repo, secret }: { repo: VerificationRepo; secret: string }) {
  // HMAC-SHA256 keyed with a server secret rather than sha256 salted with the row id:
  // a six-digit code has only a million values, so any unkeyed hash from a leaked
  // database is reversed in milliseconds, salt or not. The key is not in the database.
  // Purpose and target are part of the input, so a hash is only valid for its own row.
  const digest = (purpose: string, target: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${target}\n${code}`).digest()
  const normalize = (target: string) => target.trim().toLowerCase()

  function refusal(row: CodeRow | undefined, now: string): string {
    if (!row) return VERIFICATION_MESSAGES.notRequested
    if (row.consumedAt) return VERIFICATION_MESSAGES.used
    if (row.expiresAt <= now) return VERIFICATION_MESSAGES.expired
    return VERIFICATION_MESSAGES.tooManyTries
  }

  return {
    /** Creates a code; refused (RATE_LIMITED) within 60 s of the previous one for the same target and purpose. */
    async issue({ purpose, target }: CodeRequest): Promise<IssuedCode> {
      const key = normalize(target)
      const now = new Date()
      const previous = await repo.findLatest(purpose, key)
      const waitMs = previous ? Date.parse(previous.createTime) + RESEND_GAP_MS - now.getTime() : 0
      if (waitMs > 0) throw new AppError('RATE_LIMITED', `请 ${Math.ceil(waitMs / 1000)} 秒后再获取验证码`)

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const ttlMs = CODE_TTL_MS[purpose]
      const expiresAt = new Date(now.getTime() + ttlMs).toISOString()
      const id = await repo.insert({
        purpose,
        target: key,
        codeHash: digest(purpose, key, code).toString('hex'),
        expiresAt,
        createTime: now.toISOString(),
      })
      return { id, code, expiresAt, ttlMinutes: ttlMs / MINUTE_MS }
    },

    /** Forgets a code whose delivery failed, so the person can ask again at once. */
    async discard(issued: IssuedCode): Promise<void> {
      await repo.remove(issued.id)
    },

    /** Accepts the newest code once; throws a VALIDATION_FAILED AppError with the reason otherwise. */
    async verify({ purpose, target, code }: CodeRequest & { code: string }): Promise<void> {
      const key = normalize(target)
      const now = new Date().toISOString()
      const row = await repo.findLatest(purpose, key)
      if (!row) throw rejected(VERIFICATION_MESSAGES.notRequested)
      // The try is counted before the comparison, so parallel guesses cannot exceed the limit.
      if (!(await repo.takeTry(row.id, now, MAX_TRIES))) {
        throw rejected(refusal(await repo.findLatest(purpose, key), now))
      }
      if (!timingSafeEqual(Buffer.from(row.codeHash, 'hex'), digest(purpose, key, code.trim()))) {
        throw rejected(VERIFICATION_MESSAGES.wrong)
      }
      if (!(await repo.consume(row.id, now))) throw rejected(VERIFICATION_MESSAGES.used)
    },
  }
}

export type VerificationService = ReturnType<typeof createVerificationService>
