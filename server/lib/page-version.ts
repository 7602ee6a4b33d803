// The content version the page cache keys its pages by: every admin write to public content
// moves it on, so the next request renders afresh. With Redis it is a counter there, read on
// each cacheable request, so a write on one instance is seen by all of them at once.
import type { Redis } from 'ioredis'

export interface PageVersion {
  /** The current version; rejects when it cannot be known (Redis away): render uncached. */
  current(): Promise<string>
  /** Moves the version on: every page cached so far is stale. */
  bump(): Promise<void>
}

export function memoryPageVersion(): PageVersion {
  let version = 0
  return {
    current: async () => String(version),
    bump: async () => {
      version += 1
    },
  }
}

/**
 * The shared counter, plus this process's own: should the increment in Redis fail, this
 * instance at least drops its pages (the failure is reported by `onError`).
 */
export function redisPageVersion(redis: Redis, key: string, onError: (error: unknown) => void): PageVersion {
  let local = 0
  return {
    current: async () => `${local}.${(await redis.get(key)) ?? 0}`,
    bump: async () => {
      local += 1
      try {
        await redis.incr(key)
      } catch (error) {
        onError(error)
      }
    },
  }
}
