// Per-IP rate limits for the calls that cost money or invite abuse (SMS codes, visitor
// forms, captchas). Off by default: a route opts in with `config: { rateLimit: rateLimits.x }`.
// Counters live in memory, or in Redis when REDIS_URL is set so several instances share them;
// so do the failure counts of the login guard (`app.failureCounter`).
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors.ts'
import { type FailureCounter, memoryFailureCounter, redisFailureCounter } from '../lib/failure-counter.ts'
import { closeRedis, connectRedis } from '../lib/redis.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins and the like, kept where the rate limits are (Redis or this process). */
    failureCounter: FailureCounter
  }
}

export const rateLimits = {
  /** SMS and e-mail codes: each costs money and can be used to pester a stranger. */
  sendCode: { max: 5, timeWindow: '10 minutes' },
  /** CRISPR-Net jobs from one address: each ends in an e-mail (one account also waits 30 s between jobs). */
  crisprJob: { max: 20, timeWindow: '10 minutes' },
  /** Shared CRISPR-Net results read without a login: a brake on guessing tokens and on scraping. */
  sharedResult: { max: 60, timeWindow: '1 minute' },
  /** Booking, contact message, buy inquiry. */
  submitForm: { max: 10, timeWindow: '10 minutes' },
  /** Captcha images and answers: generous for people, a brake on scripts. */
  captcha: { max: 30, timeWindow: '1 minute' },
  /**
   * Password and SMS logins from one address (a campus behind one NAT logs in too). Failed
   * logins per account are braked by the login guard (server/modules/auth/login-guard.service.ts).
   */
  login: { max: 30, timeWindow: '10 minutes' },
  /**
   * Registrations from one address. The image captcha in front of the form is a speed bump
   * (scripts read it), so this and the per-address limit below are the defence.
   */
  register: { max: 20, timeWindow: '1 hour' },
  /** Sample sheet PDFs: each takes the CPU for a moment (font subsetting). */
  sheetPdf: { max: 30, timeWindow: '1 minute' },
  /** Exports of the plasmid list: each reads up to 10,000 entries (as FASTA, over 100 MB). */
  plasmidExport: { max: 20, timeWindow: '10 minutes' },
  /** Sample imports and their previews: each reads a spreadsheet of up to 500 rows. */
  sampleImport: { max: 30, timeWindow: '1 minute' },
  /** Account deletions: each try checks a password, so this also brakes guessing with a stolen token. */
  deleteAccount: { max: 5, timeWindow: '10 minutes' },
} as const satisfies Record<string, RateLimitOptions>

/** Registrations of one e-mail address that passed the captcha (each mails an activation link). */
export const REGISTRATIONS_PER_EMAIL = {
  max: 3,
  timeWindow: '1 day',
  message: (wait: string) => `该邮箱注册过于频繁，请 ${wait}后再试`,
}

/**
 * Codes sent to one phone number or e-mail address in a day, from any client address: the
 * per-address limit and the 60 s gap alone would let someone rotating addresses send a
 * stranger a code every minute.
 */
const CODES_PER_TARGET = {
  max: 10,
  timeWindow: '1 day',
  message: (wait: string) => `验证码获取次数过多，请 ${wait}后再试`,
}

/**
 * The preHandler of a call that sends a code: CODES_PER_TARGET on the phone number or
 * e-mail address `targetOf` reads from the validated body (whose schema normalised it).
 */
export function codesPerTarget<Body>(app: FastifyInstance, targetOf: (body: Body) => string) {
  return limitPer(app, CODES_PER_TARGET, (request) => `code:${targetOf(request.body as Body)}`)
}

/** Copies of one account's data: each reads all its orders, and few people need more than one. */
export const DATA_EXPORTS_PER_ACCOUNT = { max: 3, timeWindow: '1 hour' }

/** How long to wait, in the largest unit that reads well: N 秒, N 分钟 or N 小时. */
export function waitText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  if (seconds < 120) return `${seconds} 秒`
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} 分钟`
  return `${Math.ceil(seconds / 3600)} 小时`
}

/** 操作过于频繁，请 N 秒后再试 (or N 分钟, N 小时 for longer waits). */
function tooManyRequestsMessage(waitMs: number): string {
  return `操作过于频繁，请 ${waitText(waitMs)}后再试`
}

/**
 * A limit counted per something other than the client address (an account's e-mail or
 * phone), checked once the body is parsed: use it as the route's preHandler. It is a
 * separate counter from the route's per-address `config.rateLimit`.
 */
export function limitPer(
  app: FastifyInstance,
  options: { max: number; timeWindow: string; message?: (wait: string) => string },
  keyOf: (request: FastifyRequest) => string,
) {
  const { message, ...limit } = options
  const limiter = app.createRateLimit({ ...limit, keyGenerator: keyOf })
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request)
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds)
      const text = message ? message(waitText(result.ttl)) : tooManyRequestsMessage(result.ttl)
      throw new AppError('RATE_LIMITED', text)
    }
  }
}

export interface RateLimitPluginOptions {
  redisUrl?: string | undefined
  /** A Redis command without an answer by then fails (the request is served without it). */
  redisCommandTimeoutMs: number
  /** Prefix of the Redis keys (tests use their own, so runs never share counters). */
  nameSpace?: string
}

export default fp<RateLimitPluginOptions>(
  async (app, { redisUrl, redisCommandTimeoutMs, nameSpace = 'portal:rate-limit:' }) => {
    // Short time-outs, as @fastify/rate-limit advises: a slow Redis must not stall requests.
    const redis = redisUrl
      ? await connectRedis({
          url: redisUrl,
          commandTimeoutMs: redisCommandTimeoutMs,
          log: app.log,
          role: 'rate-limit store',
        })
      : undefined
    if (redis) app.addHook('onClose', () => closeRedis(redis))
    app.decorate(
      'failureCounter',
      redis
        ? redisFailureCounter(redis, `${nameSpace}failures:`, (error) =>
            app.log.warn({ err: error }, 'failure counter (Redis) unavailable'),
          )
        : memoryFailureCounter(),
    )
    await app.register(rateLimit, {
      global: false,
      // The key is request.ip (the app trusts X-Forwarded-For from its proxy); the
      // plugin's default key generator also groups IPv6 clients by /64 network.
      ...(redis ? { redis, nameSpace } : {}),
      // If Redis is down, serve the request rather than fail every form: the code resend
      // gap and the captcha try counts still hold, since they live in the database.
      skipOnError: true,
      // The error handler turns this into the envelope: code 429, RATE_LIMITED.
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(tooManyRequestsMessage(context.ttl)), { statusCode: context.statusCode }),
    })
  },
  { name: 'rate-limit' },
)
