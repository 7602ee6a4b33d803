import { describe, expect, it, vi } from 'vitest'
import { createCountCache } from './count-cache.ts'

describe('createCountCache', () => {
  it('有效期内复用总数，并发请求只计数一次，过期后重新计数', async () => {
    let clock = 0
    const cache = createCountCache({ ttlMs: 1000, maxEntries: 10, now: () => clock })
    const count = vi.fn(async () => 42)
    expect(await Promise.all([cache.get('a', count), cache.get('a', count)])).toEqual([42, 42])
    expect(count).toHaveBeenCalledTimes(1)
    clock = 999
    await cache.get('a', count)
    expect(count).toHaveBeenCalledTimes(1)
    clock = 1000
    await cache.get('a', count)
    expect(count).toHaveBeenCalledTimes(2)
  })

  it('超过容量时淘汰最早的组合；失败的计数不被缓存', async () => {
    const cache = createCountCache({ ttlMs: 1000, maxEntries: 2 })
    const count = vi.fn(async () => 1)
    await cache.get('a', count)
    await cache.get('b', count)
    await cache.get('c', count)
    await cache.get('a', count)
    expect(count).toHaveBeenCalledTimes(4)

    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.get('x', async () => 7)).toBe(7)
  })
})
