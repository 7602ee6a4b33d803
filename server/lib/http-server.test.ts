import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { type FirstAnswer, serverAnsweringFirst } from './http-server.ts'

/** A Fastify app on the server, with `first` looking at each request before it. */
async function serving(first: FirstAnswer) {
  const app = Fastify({ serverFactory: serverAnsweringFirst(() => first), keepAliveTimeout: 1234 })
  app.get('/', async () => 'fastify')
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  const text = async (path = '/') => (await fetch(`http://127.0.0.1:${port}${path}`)).text()
  return { app, text }
}

describe('serverAnsweringFirst', () => {
  it('先看的部分回答了的请求不再交给 Fastify；其余照常由 Fastify 回答；服务器沿用 Fastify 的设置', async () => {
    const { app, text } = await serving((raw, response) => {
      if (raw.url !== '/first') return false
      response.end('first')
      return true
    })
    try {
      expect(await text('/first')).toBe('first')
      expect(await text('/')).toBe('fastify')
      expect(app.server.keepAliveTimeout).toBe(1234)
    } finally {
      await app.close()
    }
  })

  it('异步回答：答了的不再交给 Fastify，没答的和失败的交给 Fastify', async () => {
    const { app, text } = await serving(async (raw, response) => {
      if (raw.url === '/broken') throw new Error('version store away')
      if (raw.url !== '/later') return false
      response.end('later')
      return true
    })
    try {
      expect(await text('/later')).toBe('later')
      expect(await text('/')).toBe('fastify')
      expect(await text('/broken')).toContain('Not Found')
    } finally {
      await app.close()
    }
  })

  it('先看的部分出错时由 Fastify 回答，进程不受影响', async () => {
    const { app, text } = await serving(() => {
      throw new Error('bug')
    })
    try {
      expect(await text('/')).toBe('fastify')
    } finally {
      await app.close()
    }
  })
})
