import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce for this response's inline scripts, matching its Content-Security-Policy. */
    scriptNonce: string
  }
}

const NONCES = new WeakMap<ServerResponse, string>()

/** The JSON calls: no document, nothing for a CSP to allow (OWASP REST Security Cheat Sheet). */
const API_PREFIX = '/api/v1/'

/**
 * Every response: nosniff, no referrer, and no framing by anyone (X-Frame-Options for the
 * browsers that predate frame-ancestors). HSTS is added per request below, only over TLS.
 */
const COMMON: HelmetOptions = {
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
}

/**
 * Sent only on requests that came over TLS: directly, or through a trusted proxy that says so
 * in X-Forwarded-Proto (TRUST_PROXY). On plain http it would pin a browser to an https site
 * that may not exist (a development machine, an intranet address).
 */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Pages: scripts only from this origin or with the per-response nonce that server rendering
 * puts on its inline scripts. Styles allow inline (no nonce) because antd writes its
 * CSS-in-JS <style> elements at run time.
 */
const pageCsp: HelmetOptions['contentSecurityPolicy'] = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", (_req, res) => `'nonce-${NONCES.get(res as ServerResponse) ?? ''}'`],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
}

const apiCsp: HelmetOptions['contentSecurityPolicy'] = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
}

/**
 * Browser features no page of ours uses are switched off, for the page and anything embedded
 * in it: a script injected some day could not reach the camera, the location or payments.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/** helmet's middleware writes its headers synchronously, then calls next; errors it throws. */
type HeaderWriter = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const NEXT = () => {}

/**
 * Security headers. helmet() parses its options once here; @fastify/helmet would rebuild it on
 * every request, a few per cent of a small API call's CPU. The JSON calls get a fixed policy
 * without a nonce, so they skip the random bytes too.
 */
export default fp<{ development: boolean }>(
  async (app, { development }) => {
    // Vite's dev server injects unhashed inline scripts and a websocket: no CSP for its pages.
    const pageHeaders: HeaderWriter = helmet({ ...COMMON, contentSecurityPolicy: development ? false : pageCsp })
    const apiHeaders: HeaderWriter = helmet({ ...COMMON, contentSecurityPolicy: apiCsp })

    app.decorateReply('scriptNonce', '')
    app.addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY)
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS)
      if (request.url.startsWith(API_PREFIX)) {
        apiHeaders(request.raw, reply.raw, NEXT)
      } else {
        reply.scriptNonce = randomBytes(16).toString('base64')
        NONCES.set(reply.raw, reply.scriptNonce)
        pageHeaders(request.raw, reply.raw, NEXT)
      }
      done()
    })
  },
  { name: 'security' },
)
