// Brakes on password and code guessing that never lock the owner out (ADR 013). Failed
// logins are counted per account and address, and per account:
// - from one address, an account takes 10 failures, then that address waits until 15
//   minutes pass without a failure there; the owner, elsewhere, is not slowed;
// - from all addresses together, an account takes 5 failures, then every further try on it
//   needs the image captcha until 15 minutes pass without a failure, so guessing spread
//   over many addresses is slowed too, while the owner still gets in.
import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '#server/errors.ts'
import { waitText } from '#server/plugins/rate-limit.ts'

const QUIET_MS = 15 * 60_000

export const LOGIN_LIMITS = {
  /** Failed logins to one account from one address before that address must wait. */
  failuresPerAccountAndAddress: 10,
  /** Failed logins to one account from anywhere before every try needs the image captcha. */
  failuresBeforeCaptcha: 5,
  /** A count is forgotten once this long passed without a failure. */
  quietMs: QUIET_MS,
} as const

export const LOGIN_GUARD_MESSAGES = {
  captchaRequired: '该账号登录失败次数较多，请输入图形验证码后再登录',
  locked: (wait: string) => `登录失败次数过多，请 ${wait}后再试`,
} as const

export interface LoginCaptcha {
  captcha?: string | undefined
  captchaId?: string | undefined
}

/** Which login an account name belongs to: the counts of one never brake another. */
export type LoginKind = 'login' | 'loginsms' | 'admin-login'

export function createLoginGuard(app: FastifyInstance, kind: LoginKind) {
  const counter = app.failureCounter

  async function checkCaptcha({ captcha, captchaId }: LoginCaptcha) {
    // No field error: the form puts a new image in the field, which would wipe it at once.
    const required = (message: string) => new AppError('VALIDATION_FAILED', message, { captchaRequired: true })
    if (!captcha || !captchaId) throw required(LOGIN_GUARD_MESSAGES.captchaRequired)
    try {
      await app.services.captcha.verifyImageCaptcha(captchaId, captcha)
    } catch (error) {
      // 验证码错误, marked so that the page shows a new image
      throw error instanceof AppError ? required(error.message) : error
    }
  }

  /**
   * Runs `attempt` (the login) under the brakes. A VALIDATION_FAILED from it (wrong password
   * or code, unknown account alike) counts as a failure; a success clears the address's count
   * but not the account's, so the owner's logins give a guesser no fresh tries.
   */
  return async function guarded<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    account: string,
    answer: LoginCaptcha,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const accountKey = `${kind}:${account}`
    const addressKey = `${accountKey}@${normalizeIP(request.ip)}`
    const [fromAddress, onAccount] = await Promise.all([counter.read(addressKey), counter.read(accountKey)])
    if (fromAddress.count >= LOGIN_LIMITS.failuresPerAccountAndAddress) {
      reply.header('retry-after', Math.ceil(fromAddress.msLeft / 1000))
      throw new AppError('RATE_LIMITED', LOGIN_GUARD_MESSAGES.locked(waitText(fromAddress.msLeft)))
    }
    if (onAccount.count >= LOGIN_LIMITS.failuresBeforeCaptcha) await checkCaptcha(answer)

    try {
      const result = await attempt()
      await counter.clear(addressKey)
      return result
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'VALIDATION_FAILED') throw error
      const [, failures] = await Promise.all([
        counter.fail(addressKey, LOGIN_LIMITS.quietMs),
        counter.fail(accountKey, LOGIN_LIMITS.quietMs),
      ])
      if (failures < LOGIN_LIMITS.failuresBeforeCaptcha) throw error
      throw new AppError(error.kind, error.message, {
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        captchaRequired: true,
      })
    }
  }
}
