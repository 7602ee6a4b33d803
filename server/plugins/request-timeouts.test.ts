import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import requestTimeouts from './request-timeouts.ts'

const BODY_TIMEOUT_MS = 50

let closeApp: (() => Promise<void>) | undefined
afterEach(async () => closeApp?.())

describe('request body time-out', () => {
  it('stops timing a body once the request is answered without reading it', async () => {
    const logLines: string[] = []
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } })
    closeApp = () => app.close()
    await app.register(requestTimeouts, { bodyTimeoutMs: BODY_TIMEOUT_MS, uploadMinBytesPerSecond: 1 })
    // Refused in onRequest, as a guard refuses a caller: the body is never read.
    app.post('/guarded', { onRequest: async (_request, reply) => reply.code(401).send({ refused: true }) }, () => ({}))
    await app.ready()

    const response = await app.inject({ method: 'POST', url: '/guarded', payload: { a: 1 } })
    expect(response.statusCode).toBe(401)
    await new Promise((resolve) => setTimeout(resolve, BODY_TIMEOUT_MS * 4))
    expect(logLines.filter((line) => line.includes('request body too slow'))).toEqual([])
  })
})
