import net, { type AddressInfo } from 'node:net'
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

describe('a body drained after the answer', () => {
  it('stays timed: a client trickling it loses the connection at the body time-out', async () => {
    const app = Fastify()
    closeApp = () => app.close()
    await app.register(requestTimeouts, { bodyTimeoutMs: BODY_TIMEOUT_MS, uploadMinBytesPerSecond: 1 })
    // Answered at once and the body read and dropped, as a page does with a POST it takes no body from.
    app.post('/drained', {
      onRequest: async (request, reply) => {
        request.raw.resume()
        return reply.send({ answered: true })
      },
      handler: () => ({}),
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as AddressInfo

    const { answer, closedAfterMs } = await new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      const started = Date.now()
      let answer = ''
      const trickle = setInterval(() => socket.writable && socket.write('x'), 10)
      const done = () => {
        clearInterval(trickle)
        resolve({ answer, closedAfterMs: Date.now() - started })
      }
      socket.on('data', (data) => (answer += data.toString('latin1')))
      socket.once('close', done)
      socket.once('error', done)
      socket.write('POST /drained HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n')
    })
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).not.toMatch(/^connection: close/im)
    expect(closedAfterMs).toBeLessThan(BODY_TIMEOUT_MS * 20)
  })
})
