// Cache of public pages for anonymous visitors (ADR 014): server-rendered pages whose route
// says they are the same for everyone, and the sitemap. Kept in this process, bounded by
// bytes; keyed by path, query, interface language and the content version, which every
// admin write to public content moves on (in Redis when REDIS_URL is set, so that all
// instances drop their pages together).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { langFromCookie } from '#common/i18n/lang.ts'
import { storedEncodingFor } from '../lib/accept-encoding.ts'
import { type TrustProxyOption, cameOverTls, clientAddress, proxyTrust, requestIdOf } from '../lib/client-request.ts'
import type { FirstAnswer } from '../lib/http-server.ts'
import { accessLogWriter } from '../lib/logger.ts'
import { type PageEncoding, PageStore, type StoredAnswer, type StoredPage } from '../lib/page-store.ts'
import { type PageVersion, memoryPageVersion, redisPageVersion } from '../lib/page-version.ts'
import { closeRedis, connectRedis } from '../lib/redis.ts'
import { inlineScriptHashes, withScriptSources } from '../lib/script-hashes.ts'
import { hasBody } from './request-timeouts.ts'
import { HSTS, pageSecurityHeaders } from './security.ts'

/** A rendered answer the cache may keep: its headers and whole body. */
export interface RenderedPage {
  headers: Record<string, string>
  body: Buffer
}

/**
 * What rendering gives back: a page the cache may keep, or (a personal, failed or redirected
 * answer) a function that sends it as it is.
 */
export type Rendering = { page: RenderedPage } | { send: () => FastifyReply | Promise<FastifyReply> }

export interface PageCache {
  /**
   * Answers from the cache when it holds the page, else renders it (`cacheable` says whether
   * a page returned would be kept) and keeps what may be kept.
   */
  respond(
    request: FastifyRequest,
    reply: FastifyReply,
    render: (cacheable: boolean) => Promise<Rendering>,
    call?: PublicCall,
  ): Promise<FastifyReply>
  /** Public content changed: no page cached so far is served again, here or elsewhere. */
  invalidate(): Promise<void>
  /**
   * The content version pages are kept under, for other things kept until public content
   * changes; undefined while it cannot be read, or with the cache turned off.
   */
  version(): string | undefined | Promise<string | undefined>
  /**
   * The server's first look at a request (server/lib/http-server.ts): a kept public page is
   * answered there, before Fastify makes anything of the request, and logged like any answer.
   */
  answerFirst: FirstAnswer
}

/**
 * A JSON call whose answer is the same for every anonymous visitor who sends the same input
 * (a public list): kept like a page, by its URL and `input` (the validated body and the
 * language of its messages). Its security headers are the API's, set for the request.
 */
export interface PublicCall {
  input: string
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache
  }
  interface FastifyReply {
    /**
     * The length of a kept page's body written straight to the socket: its Content-Length
     * went out with the headers of `writeHead`, which the reply does not record.
     */
    cachedBodyBytes: number | null
  }
}

export interface PageCacheOptions {
  /** 0 turns the cache off. */
  maxBytes: number
  redisUrl?: string | undefined
  /** A Redis command without an answer by then fails (the page is rendered uncached). */
  redisCommandTimeoutMs: number
  /** Prefix of the cache's Redis keys: instances that share content use the same one. */
  nameSpace: string
  /** Vite's development server: its pages have no CSP (server/plugins/security.ts). */
  development: boolean
  /** Fastify's `trustProxy`: a page answered before Fastify reads the client as it would. */
  trustProxy: TrustProxyOption
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)
/** Compressed once per page, so a better ratio than the per-response quality 4 is affordable. */
const BROTLI_QUALITY = 9

/**
 * How long a page is kept at most. Writes invalidate at once; this bounds what changes with
 * the clock alone: a home banner scheduled to start or end shows within a minute.
 */
const MAX_AGE_MS = 60_000

/** Keys remembered as public pages, so that concurrent misses of them share one rendering. */
const MAX_PUBLIC_KEYS = 10_000

/** Cookies that choose what a public page shows; any other one may mean a visitor is known. */
const PAGE_COOKIES = new Set(['lang'])

/** A visitor the server could know: credentials of any kind, or a cookie that is not ours. */
function isAnonymous(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined) return false
  const cookies = headers.cookie
  if (!cookies) return true
  return cookies
    .split(';')
    .map((cookie) => cookie.split('=', 1)[0]?.trim() ?? '')
    .every((name) => name === '' || PAGE_COOKIES.has(name))
}

/**
 * The key: the path and query exactly as asked (the header's language switch links back to
 * them, so the HTML holds them) and the interface language.
 */
const keyOf = (raw: IncomingMessage) => `${langFromCookie(raw.headers.cookie)} ${raw.url}`

/** The encoding each Accept-Encoding asks for; browsers send a handful of distinct values. */
const encodingByHeader = new Map<string, PageEncoding>()
const MAX_REMEMBERED_HEADERS = 100

function encodingFor(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity'
  let encoding = encodingByHeader.get(acceptEncoding)
  if (encoding === undefined) {
    encoding = storedEncodingFor(acceptEncoding) ?? 'identity'
    if (encodingByHeader.size >= MAX_REMEMBERED_HEADERS) encodingByHeader.clear()
    encodingByHeader.set(acceptEncoding, encoding)
  }
  return encoding
}

/**
 * A rendered page made ready to answer: compressed once, and each encoding's headers written
 * out once (the security headers, the CSP allowing exactly its inline scripts, its own, the
 * encoding and the length), so that answering it is one write.
 */
async function storedPage(
  { headers, body }: RenderedPage,
  pageCsp: string | undefined,
  security: readonly [string, string][],
): Promise<StoredPage> {
  const [br, gzip] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipped(body),
  ])
  const csp = pageCsp && withScriptSources(pageCsp, inlineScriptHashes(body.toString('utf8')))
  const common = [
    ...security.flat(),
    ...Object.entries(headers).flat(),
    'vary',
    'accept-encoding',
    ...(csp ? ['content-security-policy', csp] : []),
  ]
  const answer = (bytes: Buffer, encoding?: string): StoredAnswer => ({
    headers: [...common, ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(bytes.length)],
    body: bytes,
  })
  return { answers: { identity: answer(body), br: answer(br, 'br'), gzip: answer(gzip, 'gzip') } }
}

/**
 * Writes a kept page in one go: its headers are all in the stored answer but those of this
 * request (its id, HSTS over TLS). Gives back the length of the body.
 */
function writeStored(
  raw: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
  request: { state: 'hit' | 'miss'; id: string; overTls: boolean },
): number {
  const answer = page.answers[encodingFor(raw.headers['accept-encoding'])]
  const headers = answer.headers.concat('x-cache', request.state, 'x-request-id', request.id)
  if (request.overTls) headers.push('strict-transport-security', HSTS)
  response.writeHead(200, headers)
  response.end(raw.method === 'HEAD' ? undefined : answer.body)
  return answer.body.length
}

/**
 * A kept page as the answer of a route, past Fastify's sending (its onSend hooks have nothing
 * to add). The access log's line is still written when the answer has gone (onResponse).
 */
function replyStored(request: FastifyRequest, reply: FastifyReply, page: StoredPage, state: 'hit' | 'miss') {
  reply.hijack()
  reply.cachedBodyBytes = writeStored(request.raw, reply.raw, page, {
    state,
    id: request.id,
    overTls: request.protocol === 'https',
  })
  return reply
}

interface PageCacheParts {
  store: PageStore | undefined
  version: PageVersion
  log: FastifyInstance['log']
  security: readonly [string, string][]
  trustProxy: TrustProxyOption
  /** Whether the app is closing: its requests are Fastify's to answer (503, connection closed). */
  closing: () => boolean
}

function createPageCache({ store, version, log, security, trustProxy, closing }: PageCacheParts) {
  /**
   * Pages being rendered, by version and key: the requests for one that arrive meanwhile (all
   * of them, right after a write or when it expires) wait for that rendering, not render it too.
   */
  const rendering = new Map<string, Promise<StoredPage | undefined>>()
  /** Keys whose page was kept at least once (a public page), a bounded number of them. */
  const publicKeys = new Set<string>()
  const rememberPublic = (key: string) => {
    if (publicKeys.size >= MAX_PUBLIC_KEYS) publicKeys.clear()
    publicKeys.add(key)
  }
  /** Whether the last read of the version failed: an outage is logged once, not per page. */
  let versionFailing = false

  const readable = (current: string) => {
    if (versionFailing) log.info('page cache version readable again: pages cached again')
    versionFailing = false
    return current
  }
  const unreadable = (error: unknown) => {
    if (!versionFailing) log.warn({ err: error }, 'page cache version unavailable: pages rendered without the cache')
    versionFailing = true
    return undefined
  }
  /** The version to key by (read at once when it is this process's own), or unknown. */
  function currentVersion(): string | undefined | Promise<string | undefined> {
    try {
      const current = version.current()
      return typeof current === 'string' ? readable(current) : current.then(readable, unreadable)
    } catch (error) {
      return unreadable(error)
    }
  }

  const mayUseCache = (raw: IncomingMessage) =>
    store !== undefined &&
    (raw.method === 'GET' || raw.method === 'HEAD') &&
    // A GET that comes with a body is rendered the usual way, which reads or drops the body:
    // a kept page written at once would leave it in the connection, ahead of the next request.
    !hasBody(raw) &&
    isAnonymous(raw.headers)

  const keptPage = (current: string | undefined, key: string) =>
    current === undefined ? undefined : store?.get(current, key)

  const trust = proxyTrust(trustProxy)
  const accessLog = accessLogWriter(log)

  /** Answers with the kept page of this version, if there is one, and logs the answer. */
  function answerKeptFirst(
    raw: IncomingMessage,
    response: ServerResponse,
    arrived: number,
    current: string | undefined,
    key: string,
  ) {
    const kept = keptPage(current, key)
    if (!kept) return false
    const id = requestIdOf(raw.headers)
    const bytes = writeStored(raw, response, kept, { state: 'hit', id, overTls: cameOverTls(raw, trust) })
    const { method = 'GET', url = '' } = raw
    const ip = clientAddress(raw, trust)
    accessLog({ id, method, url, status: 200, bytes, ms: performance.now() - arrived, ip })
    return true
  }

  /**
   * A public page kept for this visitor is answered as the request arrives, before Fastify's
   * request, hooks and router. Everything else goes on its way (and the page route's
   * respond() decides again, as it must for the rendering it may share).
   */
  const answerFirst: FirstAnswer = (raw, response) => {
    if (closing() || !mayUseCache(raw)) return false
    const arrived = performance.now()
    const key = keyOf(raw)
    // A key never kept has nothing to answer with: no version read (a Redis call) for it.
    if (!publicKeys.has(key)) return false
    const current = currentVersion()
    return current instanceof Promise
      ? current.then((read) => answerKeptFirst(raw, response, arrived, read, key))
      : answerKeptFirst(raw, response, arrived, current, key)
  }

  const pageCache: PageCache = {
    async respond(request, reply, render, call) {
      const cacheable = call ? store !== undefined && isAnonymous(request.headers) : mayUseCache(request.raw)
      const current = cacheable ? await currentVersion() : undefined
      if (current === undefined || !store) {
        const result = await render(false)
        return 'send' in result ? result.send() : reply.headers(result.page.headers).send(result.page.body)
      }
      const key = call ? `${request.method} ${request.url} ${call.input}` : keyOf(request.raw)
      const kept = keptPage(current, key)
      if (kept) return replyStored(request, reply, kept, 'hit')
      const renderKey = `${current} ${key}`
      const pending = rendering.get(renderKey)
      const shared = pending && (await pending)
      if (shared) return replyStored(request, reply, shared, 'hit')

      // Only a page that was kept before is waited for: one never kept may be personal, and
      // its requests would queue behind each other for nothing.
      const share = !pending && publicKeys.has(key)
      let finish: (page: StoredPage | undefined) => void = () => undefined
      if (share) rendering.set(renderKey, new Promise((resolve) => (finish = resolve)))
      try {
        const result = await render(true)
        if ('send' in result) return await result.send()
        const csp = reply.raw.getHeader('content-security-policy')
        const page = call
          ? await storedPage(result.page, undefined, [])
          : await storedPage(result.page, typeof csp === 'string' ? csp : undefined, security)
        store.set(current, key, page)
        rememberPublic(key)
        finish(page)
        return replyStored(request, reply, page, 'miss')
      } finally {
        finish(undefined)
        if (share) rendering.delete(renderKey)
      }
    },
    invalidate: () => version.bump(),
    version: () => (store ? currentVersion() : undefined),
    answerFirst,
  }
  return pageCache
}

/**
 * Registered before every other plugin, so that every route's rendering can use it; the
 * server answers kept pages through `answerFirst` before Fastify sees them.
 */
export default fp<PageCacheOptions>(
  async (app, { maxBytes, redisUrl, redisCommandTimeoutMs, nameSpace, development, trustProxy }) => {
    const store = maxBytes > 0 ? new PageStore({ maxBytes, maxAgeMs: MAX_AGE_MS }) : undefined
    let version = memoryPageVersion()
    if (store && redisUrl) {
      // Short time-outs: a slow Redis means pages rendered afresh, not requests kept waiting.
      const redis = await connectRedis({
        url: redisUrl,
        commandTimeoutMs: redisCommandTimeoutMs,
        log: app.log,
        role: 'page cache version store',
      })
      app.addHook('onClose', () => closeRedis(redis))
      version = redisPageVersion(redis, `${nameSpace}version`, (error) =>
        app.log.error({ err: error }, 'page cache version not replaced in Redis: other instances may serve old pages'),
      )
    }
    let closing = false
    app.addHook('preClose', (done) => {
      closing = true
      done()
    })
    const pageCache = createPageCache({
      store,
      version,
      log: app.log,
      security: pageSecurityHeaders(development).fixed,
      trustProxy,
      closing: () => closing,
    })
    app.decorate('pageCache', pageCache)
    app.decorateReply('cachedBodyBytes', null)
  },
  { name: 'page-cache' },
)

/**
 * onSend hook for the admin calls that change public content: a successful write moves the
 * content version on before its answer leaves, so the editor's next page view shows it.
 */
export async function invalidatePagesAfterWrite(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'GET' || request.method === 'HEAD') return
  if (reply.statusCode < 200 || reply.statusCode >= 300) return
  await this.pageCache.invalidate()
}
