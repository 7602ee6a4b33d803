import { randomFillSync } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce for this response's inline scripts, matching its Content-Security-Policy. */
    scriptNonce: string
  }
}

/**
 * Nonces (16 random bytes) are cut from a pool filled 4 KiB at a time: randomBytes(16) on
 * every page was the largest single cost of answering a cached page.
 */
const NONCE_BYTES = 16
const noncePool = Buffer.alloc(256 * NONCE_BYTES)
let noncePoolOffset = noncePool.length

function nextNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool)
    noncePoolOffset = 0
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES)
  noncePoolOffset += NONCE_BYTES
  return nonce
}

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

/** Where each response's nonce goes in the page policy, which helmet writes once. */
const NONCE_MARK = 'per-response-nonce'

/**
 * Pages: scripts only from this origin or with the per-response nonce that server rendering
 * puts on its inline scripts. Styles allow inline (no nonce) because antd writes its
 * CSS-in-JS <style> elements at run time.
 */
const pageCsp: HelmetOptions['contentSecurityPolicy'] = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", `'nonce-${NONCE_MARK}'`],
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

/**
 * The headers helmet writes for `options`, written once: they are the same on every response
 * (the nonce aside, put in per response), and helmet's per-request work, a few per cent of a
 * cached page's CPU, is not repeated.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = []
  const collector = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  }
  const write: HeaderWriter = helmet(options)
  write({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined)
  return headers
}

/** The security headers of every page, nonce aside: the same on each response, made once. */
export interface PageSecurityHeaders {
  /** All but the CSP, Permissions-Policy included. */
  fixed: readonly [string, string][]
  /** The page policy around its nonce (undefined without a CSP: Vite's dev server). */
  policy: { beforeNonce: string; afterNonce: string } | undefined
}

export function pageSecurityHeaders(development: boolean): PageSecurityHeaders {
  // Vite's dev server injects unhashed inline scripts and a websocket: no CSP for its pages.
  const headers = helmetHeaders({ ...COMMON, contentSecurityPolicy: development ? false : pageCsp })
  const [beforeNonce = '', afterNonce = ''] =
    headers.find(([name]) => name === 'content-security-policy')?.[1].split(NONCE_MARK) ?? []
  return {
    fixed: [
      ...headers.filter(([name]) => name !== 'content-security-policy'),
      ['permissions-policy', PERMISSIONS_POLICY],
    ],
    policy: development ? undefined : { beforeNonce, afterNonce },
  }
}

/**
 * Security headers, written from lists made once. The JSON calls get a fixed policy without a
 * nonce, so they skip the random bytes too.
 */
export default fp<{ development: boolean }>(
  async (app, { development }) => {
    const page = pageSecurityHeaders(development)
    const apiHeaders = [
      ...helmetHeaders({ ...COMMON, contentSecurityPolicy: apiCsp }),
      ['permissions-policy', PERMISSIONS_POLICY] as const,
    ]

    app.decorateReply('scriptNonce', '')
    app.addHook('onRequest', (request, reply, done) => {
      const raw = reply.raw
      if (request.protocol === 'https') raw.setHeader('strict-transport-security', HSTS)
      if (request.url.startsWith(API_PREFIX)) {
        for (const [name, value] of apiHeaders) raw.setHeader(name, value)
      } else {
        reply.scriptNonce = nextNonce()
        for (const [name, value] of page.fixed) raw.setHeader(name, value)
        if (page.policy) {
          raw.setHeader(
            'content-security-policy',
            `${page.policy.beforeNonce}${reply.scriptNonce}${page.policy.afterNonce}`,
          )
        }
      }
      done()
    })
  },
  { name: 'security' },
)
