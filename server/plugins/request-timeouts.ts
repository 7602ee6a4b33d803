// A client that sends its request body slowly (a byte every few seconds) would otherwise
// hold its connection, and a few hundred such clients the whole server. Headers and the
// request as a whole are timed by Node's HTTP server (see server/app.ts); this times bodies:
// an ordinary body must arrive within REQUEST_BODY_TIMEOUT_SECONDS, an upload may take longer
// as long as it keeps UPLOAD_MIN_BYTES_PER_SECOND. An answer sent before its body has
// arrived (a 429 or 401 decided from the headers, a body over the limit) closes the
// connection, so the rest of the body cannot hold it; the close lingers, so the client reads
// the answer first.
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyRequest {
    /** Ends the timer of a body still arriving; null when none was started. */
    stopBodyTimer: (() => void) | null
  }
}

export interface RequestTimeoutOptions {
  bodyTimeoutMs: number
  uploadMinBytesPerSecond: number
}

/** How often a body's progress is looked at. */
const CHECK_INTERVAL_MS = 1000
/**
 * An upload's rate is judged over windows this long (or as long as the body time-out, when
 * that is shorter), so a short stall on a phone network is forgiven.
 */
const MAX_RATE_WINDOW_MS = 10_000

const TIMED_OUT =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
  'Content-Length: 15\r\n\r\nRequest Timeout'

/**
 * How long a connection closed after an early answer goes on reading, and dropping, what its
 * client still sends. Closed with bytes unread, the connection would be reset, and a client
 * still writing its body could lose the answer before reading it: a browser would show a
 * network error instead of the message.
 */
const LINGER_MS = 2000

/**
 * Node ends such a connection once the answer is written (`destroySoon`): here the answer is
 * followed by the end of our side only, and the socket is let go when the client closes its
 * side or after LINGER_MS, whichever comes first (the body's own time-out still applies).
 */
function lingerAfterAnswer(socket: Socket) {
  socket.destroySoon = () => {
    socket.end()
    const release = () => socket.destroy()
    const timer = setTimeout(release, LINGER_MS).unref()
    socket.once('end', release)
    socket.once('close', () => clearTimeout(timer))
  }
}

/** Whether the request announces a body (a length above zero, or chunks). */
export const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0

const isUpload = (request: FastifyRequest) => request.headers['content-type']?.startsWith('multipart/') ?? false

/**
 * Whether the answer leaves a body neither received nor being read: refused from the headers
 * (rate limit, login), its bytes would still arrive, at whatever pace the client likes. A body
 * that something reads and drops (a page's unread POST) is timed instead, below.
 */
const answeredBeforeBody = (raw: IncomingMessage) => hasBody(raw) && !raw.complete && raw.readableFlowing !== true

export default fp<RequestTimeoutOptions>(
  async (app, { bodyTimeoutMs, uploadMinBytesPerSecond }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (answeredBeforeBody(request.raw)) {
        reply.header('connection', 'close')
        lingerAfterAnswer(request.raw.socket)
      }
      return payload
    })
    // Kept on the request, not in a WeakMap keyed by it: under load, the map's entries kept every
    // request's objects alive through young-generation collections (slow scavenges, a full
    // collection every few seconds, the JSON calls' p99 several times longer).
    app.decorateRequest('stopBodyTimer', null)
    /**
     * Stops the timer of a request once it is answered, unless its body is still being read
     * and dropped (a page's unread POST, or Node draining it before the socket closes): that
     * body stays bounded by the time-out, and the timer ends with it or with the socket.
     */
    app.addHook('onResponse', (request, _reply, done) => {
      if (request.raw.readableFlowing !== true) request.stopBodyTimer?.()
      done()
    })
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw
      if (!hasBody(raw) || raw.complete) return done()
      const socket = raw.socket
      const upload = isUpload(request)
      const started = Date.now()
      let windowStart = started
      let windowBytes = socket.bytesRead

      const rateWindowMs = Math.min(MAX_RATE_WINDOW_MS, bodyTimeoutMs)
      const stop = () => clearInterval(timer)
      const timeOut = (reason: string) => {
        stop()
        request.log.info({ reason, upload }, 'request body too slow; connection closed')
        if (reply.raw.headersSent) {
          // Answered already, the body still being drained: only the connection is left to end.
          socket.destroy()
          return
        }
        // The handler is still waiting for the body; the answer goes straight to the socket.
        socket.end(TIMED_OUT)
        socket.destroySoon()
      }
      const timer = setInterval(
        () => {
          if (raw.complete || socket.destroyed) return stop()
          const now = Date.now()
          if (!upload) {
            if (now - started >= bodyTimeoutMs) timeOut('body time-out')
            return
          }
          if (now - windowStart < rateWindowMs) return
          const rate = ((socket.bytesRead - windowBytes) * 1000) / (now - windowStart)
          if (rate < uploadMinBytesPerSecond) return timeOut('upload below the minimum rate')
          windowStart = now
          windowBytes = socket.bytesRead
        },
        Math.min(CHECK_INTERVAL_MS, bodyTimeoutMs),
      )
      timer.unref()
      request.stopBodyTimer = stop
      raw.once('end', stop)
      raw.once('close', stop)
      done()
    })
  },
  { name: 'request-timeouts' },
)
