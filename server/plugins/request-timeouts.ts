// A client that sends its request body slowly (a byte every few seconds) would otherwise
// hold its connection, and a few hundred such clients the whole server. Headers and the
// request as a whole are timed by Node's HTTP server (see server/app.ts); this times bodies:
// an ordinary body must arrive within REQUEST_BODY_TIMEOUT_SECONDS, an upload may take longer
// as long as it keeps UPLOAD_MIN_BYTES_PER_SECOND.
import type { IncomingMessage } from 'node:http'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

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

const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0

const isUpload = (request: FastifyRequest) => request.headers['content-type']?.startsWith('multipart/') ?? false

export default fp<RequestTimeoutOptions>(
  async (app, { bodyTimeoutMs, uploadMinBytesPerSecond }) => {
    /**
     * Stops the timer of a request once it is answered (e.g. refused before its body was
     * read): the handler no longer waits for the body, and Node's request time-out still
     * bounds the connection.
     */
    const stopTimer = new WeakMap<FastifyRequest, () => void>()
    app.addHook('onResponse', async (request) => stopTimer.get(request)?.())
    app.addHook('onRequest', (request, _reply, done) => {
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
      stopTimer.set(request, stop)
      raw.once('end', stop)
      raw.once('close', stop)
      done()
    })
  },
  { name: 'request-timeouts' },
)
