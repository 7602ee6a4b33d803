// The plugin on its own, with the Redis store that several instances share.
import { randomBytes } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import errorHandler from './error-handler.ts'
import rateLimit, { rateLimits } from './rate-limit.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
// A namespace of its own, so parallel runs never share counters and cleanup is exact.
const nameSpace = `test:rate-limit:${randomBytes(6).toString('hex')}:`

async function appWithLimit(options: { redisUrl?: string; nameSpace?: string }): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true })
  await app.register(errorHandler)
  await app.register(rateLimit, { redisCommandTimeoutMs: 100, ...options })
  app.post('/limited', { config: { rateLimit: rateLimits.sendCode } }, async () => ({ code: 200 }))
  app.post('/open', async () => ({ code: 200 }))
  await app.ready()
  return app
}

const call = (app: FastifyInstance, url: string, ip: string) =>
  app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip } })

let redis: Redis
beforeAll(() => {
  redis = new Redis(REDIS_URL)
})
afterAll(async () => {
  const keys = await redis.keys(`${nameSpace}*`)
  if (keys.length > 0) await redis.del(...keys)
  await redis.quit()
})

describe('rate-limit plugin', () => {
  it('计数存放在 Redis 中，按代理转发的客户端 IP 计数，超出后返回中文 429 信封', async () => {
    const app = await appWithLimit({ redisUrl: REDIS_URL, nameSpace })
    try {
      for (let i = 0; i < 5; i++) expect((await call(app, '/limited', '203.0.113.7')).statusCode).toBe(200)
      const limited = await call(app, '/limited', '203.0.113.7')
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({
        code: 429,
        message: '操作过于频繁，请 10 分钟后再试',
        error: 'RATE_LIMITED',
      })

      expect((await call(app, '/limited', '203.0.113.8')).statusCode).toBe(200)
      expect((await call(app, '/open', '203.0.113.7')).statusCode).toBe(200)

      const keys = await redis.keys(`${nameSpace}*`)
      expect(keys.sort()).toEqual([`${nameSpace}POST/limited-203.0.113.7`, `${nameSpace}POST/limited-203.0.113.8`])
      expect(await redis.get(`${nameSpace}POST/limited-203.0.113.7`)).toBe('6')
    } finally {
      await app.close()
    }
  })

  it('两个实例共享同一个 Redis 计数', async () => {
    const [first, second] = [
      await appWithLimit({ redisUrl: REDIS_URL, nameSpace }),
      await appWithLimit({ redisUrl: REDIS_URL, nameSpace }),
    ]
    try {
      for (let i = 0; i < 5; i++) await call(i % 2 ? first : second, '/limited', '198.51.100.1')
      expect((await call(first, '/limited', '198.51.100.1')).statusCode).toBe(429)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('登录失败计数与限流同处：两个实例读到同一个 Redis 计数', async () => {
    const [first, second] = [
      await appWithLimit({ redisUrl: REDIS_URL, nameSpace }),
      await appWithLimit({ redisUrl: REDIS_URL, nameSpace }),
    ]
    try {
      await first.failureCounter.fail('login:owner@lab.example.cn', 60_000)
      expect(await second.failureCounter.fail('login:owner@lab.example.cn', 60_000)).toBe(2)
      expect(await redis.get(`${nameSpace}failures:login:owner@lab.example.cn`)).toBe('2')
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('没有 Redis 时在内存中计数', async () => {
    const app = await appWithLimit({})
    try {
      for (let i = 0; i < 5; i++) await call(app, '/limited', '192.0.2.1')
      expect((await call(app, '/limited', '192.0.2.1')).json()).toMatchObject({ code: 429 })
    } finally {
      await app.close()
    }
  })
})
