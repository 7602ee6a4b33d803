// Counts failures (wrong passwords, wrong codes) per key over a sliding quiet period: every
// failure starts the period again, so a key stays counted while failures keep coming and
// is forgotten once none came for the whole period. In Redis when the app has one, so all
// instances see the same counts; else in this process.
import type { Redis } from 'ioredis'

export interface FailureCount {
  count: number
  msLeft: number
}

const NONE: FailureCount = { count: 0, msLeft: 0 }

export interface FailureCounter {
  /** Failures counted for the key, and how long until they are forgotten if none follows. */
  read(key: string): Promise<FailureCount>
  /** Counts one more failure and returns the new count. */
  fail(key: string, quietMs: number): Promise<number>
  clear(key: string): Promise<void>
}

/**
 * At this many keys, a process counter drops the expired ones, then the oldest down to 90 %,
 * so that a flood of new keys prunes once in a while, not at every key.
 */
const MEMORY_MAX_KEYS = 50_000
const MEMORY_KEYS_AFTER_PRUNE = 45_000

export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const counts = new Map<string, { count: number; expiresAt: number }>()
  const live = (key: string) => {
    const entry = counts.get(key)
    if (!entry || entry.expiresAt > now()) return entry
    counts.delete(key)
    return undefined
  }
  const prune = () => {
    for (const [key, entry] of counts) if (entry.expiresAt <= now()) counts.delete(key)
    for (const key of counts.keys()) {
      if (counts.size <= MEMORY_KEYS_AFTER_PRUNE) break
      counts.delete(key)
    }
  }
  return {
    async read(key) {
      const entry = live(key)
      return entry ? { count: entry.count, msLeft: entry.expiresAt - now() } : NONE
    },
    async fail(key, quietMs) {
      const count = (live(key)?.count ?? 0) + 1
      // Deleted first so that the Map's order stays the order of last failure (oldest first).
      counts.delete(key)
      if (counts.size >= MEMORY_MAX_KEYS) prune()
      counts.set(key, { count, expiresAt: now() + quietMs })
      return count
    },
    async clear(key) {
      counts.delete(key)
    },
  }
}

/**
 * Redis counters under `prefix`. Like the rate limits, they fail open: while Redis is away a
 * key reads as never failed and a failure is logged by `onError`, so logins keep working.
 */
export function redisFailureCounter(redis: Redis, prefix: string, onError: (error: unknown) => void): FailureCounter {
  const open = async <T>(fallback: T, action: () => Promise<T>): Promise<T> => {
    try {
      return await action()
    } catch (error) {
      onError(error)
      return fallback
    }
  }
  return {
    read: (key) =>
      open(NONE, async () => {
        const [[, count] = [], [, msLeft] = []] =
          (await redis
            .multi()
            .get(prefix + key)
            .pttl(prefix + key)
            .exec()) ?? []
        return count ? { count: Number(count), msLeft: Math.max(0, Number(msLeft)) } : NONE
      }),
    fail: (key, quietMs) =>
      open(0, async () => {
        const [[, count] = []] =
          (await redis
            .multi()
            .incr(prefix + key)
            .pexpire(prefix + key, quietMs)
            .exec()) ?? []
        return Number(count ?? 0)
      }),
    clear: (key) =>
      open(undefined, async () => {
        await redis.del(prefix + key)
      }),
  }
}
