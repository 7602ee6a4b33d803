// The content version the page cache keys its pages by: every admin write to public content
// replaces it, so the next request renders afresh. With Redis it is a token there, read on
// each cacheable request, so a write on one instance is seen by all of them at once.
import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'

export interface PageVersion {
  /**
   * The current version, at once when this process keeps it; rejects when it cannot be known
   * (Redis away): render uncached.
   */
  current(): string | Promise<string>
  /** Replaces the version: every page cached so far is stale. */
  bump(): Promise<void>
}

export function memoryPageVersion(): PageVersion {
  let version = 0
  return {
    current: () => String(version),
    bump: async () => {
      version += 1
    },
  }
}

/**
 * The shared version is a random token that each write replaces, compared for equality and
 * never counted: a Redis that lost its data (a restart without persistence, a failover, an
 * eviction) cannot bring back a version some instance still keeps pages under, as a counter
 * starting again from 0 would. An instance that finds no token sets a new one. Plus this
 * process's own counter: should the write to Redis fail, this instance at least drops its
 * pages (the failure is reported by `onError`).
 */
export function redisPageVersion(redis: Redis, key: string, onError: (error: unknown) => void): PageVersion {
  let local = 0
  const shared = async () => {
    const token = await redis.get(key)
    if (token) return token
    // Another instance may set one at the same moment: whichever came first is the version.
    const fresh = randomUUID()
    return (await redis.set(key, fresh, 'NX')) ? fresh : ((await redis.get(key)) ?? fresh)
  }
  return {
    current: async () => `${local}.${await shared()}`,
    bump: async () => {
      local += 1
      try {
        await redis.set(key, randomUUID())
      } catch (error) {
        onError(error)
      }
    },
  }
}
