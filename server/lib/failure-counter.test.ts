// Both stores of the login failure counts: in this process, and in the Redis that several
// instances share.
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FailureCounter, memoryFailureCounter, redisFailureCounter } from './failure-counter.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `test:failures:${randomBytes(6).toString('hex')}:`
const QUIET_MS = 60_000

let redis: Redis
beforeAll(() => {
  redis = new Redis(REDIS_URL)
})
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length > 0) await redis.del(...keys)
  await redis.quit()
})

async function countsAndForgets(counter: FailureCounter) {
  expect(await counter.read('a')).toEqual({ count: 0, msLeft: 0 })
  expect(await counter.fail('a', QUIET_MS)).toBe(1)
  expect(await counter.fail('a', QUIET_MS)).toBe(2)
  expect(await counter.fail('b', QUIET_MS)).toBe(1)
  const a = await counter.read('a')
  expect(a.count).toBe(2)
  expect(a.msLeft).toBeGreaterThan(QUIET_MS - 5_000)
  expect(a.msLeft).toBeLessThanOrEqual(QUIET_MS)
  await counter.clear('a')
  expect((await counter.read('a')).count).toBe(0)
  expect((await counter.read('b')).count).toBe(1)
}

describe('memoryFailureCounter', () => {
  it('counts per key, and clears one key', () => countsAndForgets(memoryFailureCounter()))

  it('forgets a key once the quiet period passed without a failure; each failure starts it again', async () => {
    let now = 0
    const counter = memoryFailureCounter(() => now)
    await counter.fail('a', QUIET_MS)
    now = QUIET_MS - 1
    expect(await counter.fail('a', QUIET_MS)).toBe(2)
    now = 2 * QUIET_MS - 2
    expect(await counter.read('a')).toEqual({ count: 2, msLeft: 1 })
    now = 2 * QUIET_MS - 1
    expect((await counter.read('a')).count).toBe(0)
  })

  it('keeps a bounded number of keys, dropping the oldest first', async () => {
    const counter = memoryFailureCounter(() => 0)
    for (let i = 0; i <= 50_000; i++) await counter.fail(`key${i}`, QUIET_MS)
    expect((await counter.read('key0')).count).toBe(0)
    expect((await counter.read('key50000')).count).toBe(1)
  })
})

describe('redisFailureCounter', () => {
  it('counts per key in Redis, where every instance reads the same count', async () => {
    const counter = redisFailureCounter(redis, prefix, (error) => {
      throw error
    })
    await countsAndForgets(counter)
    expect(await redis.get(`${prefix}b`)).toBe('1')
    const other = redisFailureCounter(redis, prefix, () => undefined)
    expect((await other.read('b')).count).toBe(1)
  })

  it('fails open while Redis is away: a key reads as never failed and the error is reported', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    away.on('error', () => undefined)
    const errors: unknown[] = []
    const counter = redisFailureCounter(away, prefix, (error) => errors.push(error))
    expect(await counter.fail('a', QUIET_MS)).toBe(0)
    expect(await counter.read('a')).toEqual({ count: 0, msLeft: 0 })
    expect(errors.length).toBe(2)
    away.disconnect()
  })
})
