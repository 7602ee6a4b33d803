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

describe('an answer sent before its body has arrived', () => {
  it('reaches a client still writing the body: the server ends its side, reads on, and is not reset', async () => {
    const app = Fastify({ bodyLimit: 1024 })
    closeApp = () => app.close()
    await app.register(requestTimeouts, { bodyTimeoutMs: 5000, uploadMinBytesPerSecond: 1 })
    app.post('/small', () => ({}))
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as AddressInfo

    const chunk = Buffer.alloc(64 * 1024, 'x')
    const { answer, ended, error } = await new Promise<{ answer: string; ended: boolean; error?: Error }>((resolve) => {
      // Half-open allowed: like a browser uploading, the client does not stop writing when the server ends its side.
      const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true })
      let answer = ''
      let ended = false
      // The client goes on writing its body for a while after the answer, as a browser uploading does.
      const writing = setInterval(() => socket.writable && socket.write(chunk), 2)
      const done = (error?: Error) => {
        clearInterval(writing)
        socket.destroy()
        resolve({ answer, ended, ...(error ? { error } : {}) })
      }
      socket.on('data', (data) => (answer += data.toString('latin1')))
      socket.once('end', () => {
        ended = true
        setTimeout(() => done(), 100)
      })
      socket.once('error', done)
      socket.write(
        `POST /small HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n`,
      )
    })
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/^connection: close/im)
    expect(ended).toBe(true)
    expect(error).toBeUndefined()
  })
})
