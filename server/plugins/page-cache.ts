// Cache of public pages for anonymous visitors (ADR 014): server-rendered pages whose route
// says they are the same for everyone, and the sitemap. Kept in this process, bounded by
// bytes; keyed by path, query, interface language and the content version, which every
// admin write to public content moves on (in Redis when REDIS_URL is set, so that all
// instances drop their pages together).
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { langFromCookie } from '#common/i18n/lang.ts'
import { storedEncodingFor } from '../lib/accept-encoding.ts'
import { PageStore, type StoredPage } from '../lib/page-store.ts'
import { type PageVersion, memoryPageVersion, redisPageVersion } from '../lib/page-version.ts'
import { closeRedis, connectRedis } from '../lib/redis.ts'
import { inlineScriptHashes, withScriptSources } from '../lib/script-hashes.ts'

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
  ): Promise<FastifyReply>
  /** Public content changed: no page cached so far is served again, here or elsewhere. */
  invalidate(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache
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
function isAnonymous(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return false
  const cookies = request.headers.cookie
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
const keyOf = (request: FastifyRequest) => `${langFromCookie(request.headers.cookie)} ${request.url}`

async function storedPage({ headers, body }: RenderedPage, pageCsp: string | undefined): Promise<StoredPage> {
  const [br, gzip] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipped(body),
  ])
  const csp = pageCsp && withScriptSources(pageCsp, inlineScriptHashes(body.toString('utf8')))
  return { headers, identity: body, br, gzip, csp }
}

function sendStored(request: FastifyRequest, reply: FastifyReply, page: StoredPage, state: 'hit' | 'miss') {
  reply.status(200).headers(page.headers).header('vary', 'accept-encoding').header('x-cache', state)
  if (page.csp) reply.header('content-security-policy', page.csp)
  const encoding = storedEncodingFor(request.headers['accept-encoding'])
  if (!encoding) return reply.send(page.identity)
  return reply.header('content-encoding', encoding).send(page[encoding])
}

function createPageCache(store: PageStore | undefined, version: PageVersion, log: FastifyInstance['log']): PageCache {
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

  /** The version to key by, or undefined: this request is answered without the cache. */
  async function cacheVersion(request: FastifyRequest): Promise<string | undefined> {
    if (!store || (request.method !== 'GET' && request.method !== 'HEAD') || !isAnonymous(request)) return undefined
    try {
      const current = await version.current()
      if (versionFailing) log.info('page cache version readable again: pages cached again')
      versionFailing = false
      return current
    } catch (error) {
      if (!versionFailing) log.warn({ err: error }, 'page cache version unavailable: pages rendered without the cache')
      versionFailing = true
      return undefined
    }
  }

  return {
    async respond(request, reply, render) {
      const current = await cacheVersion(request)
      if (current === undefined || !store) {
        const result = await render(false)
        return 'send' in result ? result.send() : reply.headers(result.page.headers).send(result.page.body)
      }
      const key = keyOf(request)
      const cached = store.get(current, key)
      if (cached) return sendStored(request, reply, cached, 'hit')
      const renderKey = `${current} ${key}`
      const pending = rendering.get(renderKey)
      const shared = pending && (await pending)
      if (shared) return sendStored(request, reply, shared, 'hit')

      // Only a page that was kept before is waited for: one never kept may be personal, and
      // its requests would queue behind each other for nothing.
      const share = !pending && publicKeys.has(key)
      let finish: (page: StoredPage | undefined) => void = () => undefined
      if (share) rendering.set(renderKey, new Promise((resolve) => (finish = resolve)))
      try {
        const result = await render(true)
        if ('send' in result) return await result.send()
        const csp = reply.raw.getHeader('content-security-policy')
        const page = await storedPage(result.page, typeof csp === 'string' ? csp : undefined)
        store.set(current, key, page)
        rememberPublic(key)
        finish(page)
        return sendStored(request, reply, page, 'miss')
      } finally {
        finish(undefined)
        if (share) rendering.delete(renderKey)
      }
    },
    invalidate: () => version.bump(),
  }
}

export default fp<PageCacheOptions>(
  async (app, { maxBytes, redisUrl, redisCommandTimeoutMs, nameSpace }) => {
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
    app.decorate('pageCache', createPageCache(store, version, app.log))
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
