// Slow clients cannot hold connections: headers and ordinary bodies that do not arrive in
// time are answered 408 and closed, an upload may take longer only while it keeps a minimum
// rate, and idle keep-alive connections are closed; an answer sent before the body arrived
// (429, 401) closes its connection at once. Real sockets against a listening server, with the
// time-outs shortened by configuration.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { exchange, get, postWithBody } from '#tests/setup/raw-http.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'

const BODY_TIMEOUT_S = 2
const HEADERS_TIMEOUT_S = 2
const KEEP_ALIVE_S = 1
const UPLOAD_MIN_RATE = 2000

let t: TestApp
let port: number

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: {
      REQUEST_BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_S),
      REQUEST_HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_S),
      KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_S),
      UPLOAD_MIN_BYTES_PER_SECOND: String(UPLOAD_MIN_RATE),
    },
  })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as net.AddressInfo).port
})
afterAll(() => t.close())

interface Trickle {
  /** Everything the server sent back. */
  answer: string
  /** Seconds from the first byte written until the server closed the connection. */
  closedAfter: number
}

/** Writes `head`, then `chunks` one every `intervalMs`, until the server closes the connection. */
function trickle(head: string | Buffer, chunks: (string | Buffer)[], intervalMs: number): Promise<Trickle> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const started = Date.now()
    let answer = ''
    let timer: NodeJS.Timeout | undefined
    const done = () => {
      clearInterval(timer)
      socket.destroy()
      resolve({ answer, closedAfter: (Date.now() - started) / 1000 })
    }
    socket.on('data', (data) => (answer += data.toString('latin1')))
    socket.once('close', done)
    socket.once('error', done)
    socket.once('connect', () => {
      socket.write(head)
      let next = 0
      timer = setInterval(() => {
        if (next < chunks.length && socket.writable) socket.write(chunks[next++]!)
      }, intervalMs)
    })
  })
}

const json = (size: number) => `{"padding":"${'x'.repeat(size - 15)}"}`

describe('request time-outs', () => {
  it('请求体每 500 ms 只来一个字节：超过请求体时限后回答 408 并关闭连接', async () => {
    const body = json(1000)
    const head =
      'POST /api/v1/category/allcate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`
    const { answer, closedAfter } = await trickle(head, [...body], 500)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfter).toBeGreaterThanOrEqual(BODY_TIMEOUT_S - 0.1)
    expect(closedAfter).toBeLessThan(BODY_TIMEOUT_S + 3)
  })

  it('请求头迟迟不完整：超过请求头时限后回答 408 并关闭连接', async () => {
    const headers = Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)
    const { answer, closedAfter } = await trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', headers, 500)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_S - 0.1)
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_S + 3)
  })

  it('空闲的 keep-alive 连接在设定时间后被关闭', async () => {
    const { answer, closedAfter } = await trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n', [], 1000)
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(closedAfter).toBeGreaterThanOrEqual(KEEP_ALIVE_S - 0.1)
    expect(closedAfter).toBeLessThan(KEEP_ALIVE_S + 3)
  })
})

describe('uploads', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24_000, 7)])

  function uploadRequest(token: string) {
    const boundary = 'slowclientboundary'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gel.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const head =
      'POST /api/v1/uploads/index HTTP/1.1\r\nHost: localhost\r\n' +
      `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`
    return { head, body }
  }

  const chunksOf = (buffer: Buffer, size: number) =>
    Array.from({ length: Math.ceil(buffer.length / size) }, (_, i) => buffer.subarray(i * size, (i + 1) * size))

  it('上传保持最低速率时可以超过请求体时限', async () => {
    const { token } = await loggedInCustomer(t.app)
    const { head, body } = uploadRequest(token)
    // About 8 KB/s: over three seconds, above the minimum rate.
    const { answer, closedAfter } = await trickle(head, chunksOf(body, 800), 100)
    expect(closedAfter).toBeGreaterThan(BODY_TIMEOUT_S)
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toContain('"code":200')
  })

  it('上传低于最低速率时被切断', async () => {
    const { token } = await loggedInCustomer(t.app)
    const { head, body } = uploadRequest(token)
    // About 500 B/s, a quarter of the minimum.
    const { answer, closedAfter } = await trickle(head, chunksOf(body, 50), 100)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfter).toBeLessThan(BODY_TIMEOUT_S * 2 + 3)
  })
})

describe('answers sent before the body arrived', () => {
  /** Headers announcing a 4 KB body, then its first bytes: the rest trickles, 100 bytes a time. */
  const partialPost = (path: string, headers = '') => ({
    head:
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}` +
      'Content-Length: 4096\r\n\r\n{"email":"',
    chunks: Array.from({ length: 40 }, () => 'x'.repeat(100)),
  })

  it('登录被限流（429）：回答带 Connection: close，连接随即关闭，不等慢慢到来的请求体', async () => {
    // The raw socket comes from 127.0.0.1: use up that address's logins first.
    for (let i = 0; i < rateLimits.login.max; i++) {
      await t.app.inject({ method: 'POST', url: '/api/v1/user/login', remoteAddress: '127.0.0.1', payload: {} })
    }
    const { head, chunks } = partialPost('/api/v1/user/login')
    const { answer, closedAfter } = await trickle(head, chunks, 100)
    expect(answer).toMatch(/^HTTP\/1\.1 429 /)
    expect(answer).toMatch(/^connection: close\r$/im)
    // Well before the body time-out would have ended it.
    expect(closedAfter).toBeLessThan(BODY_TIMEOUT_S / 2)
  })

  it('未登录的上传（401）：同样在回答后立即关闭连接', async () => {
    const { head, chunks } = partialPost('/api/v1/uploads/index', 'Authorization: Bearer not-a-session\r\n')
    const { answer, closedAfter } = await trickle(head, chunks, 100)
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer).toMatch(/^connection: close\r$/im)
    expect(closedAfter).toBeLessThan(BODY_TIMEOUT_S / 2)
  })

  it('读完请求体的调用保持 keep-alive 连接可用', async () => {
    const result = await exchange(`http://127.0.0.1:${port}`, [
      postWithBody('/api/v1/category/allcate', 2048),
      get('/healthz'),
    ])
    expect(result.statuses).toEqual([200, 200])
    expect(result.heads[0]).not.toMatch(/^connection: close/im)
    expect(result.closed).toBe(false)
  })
})
