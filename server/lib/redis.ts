// The app's Redis clients (rate limits and login failure counts, the page cache's content
// version). Every use fails open, so Redis must never hold a request up: a command without an
// answer within the command time-out fails, a command while disconnected fails at once (no
// offline queue piling up), and the client reconnects in the background.
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/** How long a start waits for Redis to answer before serving without it. */
const CONNECT_TIMEOUT_MS = 1000

export interface RedisClientOptions {
  url: string
  commandTimeoutMs: number
  log: FastifyBaseLogger
  /** What the client is for, in its log lines. */
  role: string
}

/**
 * A client that is connected when it returns, unless Redis is away: then it returns at once
 * (or after the connect time-out) and connects once Redis is back, every 2 s at most apart.
 */
export async function connectRedis({ url, commandTimeoutMs, log, role }: RedisClientOptions): Promise<Redis> {
  const redis = new Redis(url, {
    commandTimeout: commandTimeoutMs,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    // Commands in flight when the connection drops fail at the first reconnection attempt.
    maxRetriesPerRequest: 0,
  })
  redis.on('error', (error: Error) => log.warn({ err: error }, `${role} (Redis) unavailable`))
  // Without an offline queue, a command sent while the first connection opens would fail.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      redis.off('error', done)
      resolve()
    }
    const timer = setTimeout(done, CONNECT_TIMEOUT_MS)
    redis.once('ready', done)
    redis.once('error', done)
  })
  return redis
}

/** quit() waits for Redis to acknowledge; one that is away is simply disconnected. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect())
}
