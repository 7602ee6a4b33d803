// HTTP/1.1 spoken over a plain socket, for tests of what happens on one keep-alive
// connection: requests written one after another, and every answer the server sends on it.
import net from 'node:net'

export interface RawExchange {
  /** Status codes of the complete answers, in order (interim 100 Continue left out). */
  statuses: number[]
  /** The header blocks of those answers. */
  heads: string[]
  /** Whether the server closed the connection. */
  closed: boolean
}

interface ParsedAnswer {
  status: number
  head: string
}

/** The complete answers at the start of `data` (latin1 text, so one character per byte). */
function parseAnswers(data: string): ParsedAnswer[] {
  const answers: ParsedAnswer[] = []
  let offset = 0
  while (true) {
    const headEnd = data.indexOf('\r\n\r\n', offset)
    if (headEnd === -1) return answers
    const head = data.slice(offset, headEnd + 4)
    const status = Number(head.slice(9, 12))
    let next = headEnd + 4
    const length = /^content-length:\s*(\d+)/im.exec(head)
    if (length) {
      next += Number(length[1])
      if (next > data.length) return answers
    } else if (/^transfer-encoding:\s*chunked/im.test(head)) {
      while (true) {
        const sizeEnd = data.indexOf('\r\n', next)
        if (sizeEnd === -1) return answers
        const size = parseInt(data.slice(next, sizeEnd), 16)
        next = sizeEnd + 2 + size + 2
        if (next > data.length) return answers
        if (size === 0) break
      }
    }
    if (status !== 100) answers.push({ status, head })
    offset = next
  }
}

/**
 * Writes each request on one connection, each once the previous one's answer is complete (as
 * a client reusing the connection does), and collects the answers until `expected` have
 * arrived, the server closes, or `timeoutMs` passes.
 */
export function exchange(
  origin: string,
  requests: (string | Buffer)[],
  { expected = requests.length, timeoutMs = 5000 } = {},
): Promise<RawExchange> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname)
    let received = ''
    let sent = 0
    let closed = false
    let answers: ParsedAnswer[] = []
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ statuses: answers.map((answer) => answer.status), heads: answers.map((answer) => answer.head), closed })
    }
    const timer = setTimeout(finish, timeoutMs)
    const sendNext = () => {
      if (sent < requests.length && socket.writable) socket.write(requests[sent++]!)
    }
    socket.once('connect', sendNext)
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      answers = parseAnswers(received)
      if (answers.length >= expected) finish()
      else if (answers.length >= sent) sendNext()
    })
    // A server that answers early and closes may do so while a large body is still being
    // written: the client sees the close (or a reset) either way.
    const onClose = () => {
      closed = true
      finish()
    }
    socket.once('end', onClose)
    socket.once('error', onClose)
  })
}

/** A request with a JSON body of about `size` bytes. */
export function postWithBody(path: string, size: number): Buffer {
  const body = Buffer.from(JSON.stringify({ padding: 'x'.repeat(Math.max(0, size - 16)) }))
  const head =
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
    `Accept-Encoding: identity\r\nContent-Length: ${body.length}\r\n\r\n`
  return Buffer.concat([Buffer.from(head), body])
}

export const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`
