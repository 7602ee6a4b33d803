// Server rendering of the React Router app inside Fastify (ADR 002): a catch-all
// route converts the request, calls the React Router handler, and streams the answer
// back through Fastify so compression, logging and security headers still apply.
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { createRequest } from '@remix-run/node-fetch-server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type ServerBuild, createRequestHandler } from 'react-router'
import { type ApiResponse, type ApiTransport, createApiClient, toQueryString } from '#common/api-client.ts'
import { createPageContext } from '#web/lib/load-context.ts'
import { PUBLIC_PAGE_HEADER } from '#web/lib/public-page.ts'
import { VersionMemo } from '../lib/version-memo.ts'
import type { Rendering } from './page-cache.ts'
import { RETRY_AFTER_SECONDS } from './error-handler.ts'

export interface SsrOptions {
  /** Production: the imported build, loaded once. Development: Vite's current build. */
  getBuild: () => Promise<ServerBuild>
  mode: 'production' | 'development'
}

/**
 * Loaders reach the API in-process: same routes, validation and services as over HTTP.
 * While the database is away the page as a whole answers 503 (React Router renders the
 * error boundary with the status of a thrown Response), not a page with holes in it.
 */
export function injectTransport(app: FastifyInstance, siteContentCalls: ReadonlySet<string>): ApiTransport {
  const call: ApiTransport = async ({ method, path, payload, token }) => {
    const response = await app.inject({
      method,
      url: `${API_PREFIX}${path}${method === 'GET' ? toQueryString(payload) : ''}`,
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    if (response.statusCode === 503) throw new Response('Service Unavailable', { status: 503 })
    return { status: response.statusCode, body: response.json() }
  }
  return keepingSiteContent(app, call, siteContentCalls)
}

const API_PREFIX = '/api/v1'

/** Site content kept at most this long, as kept pages are (what changes with the clock alone). */
const SITE_CONTENT_MAX_AGE_MS = 60_000
/** Distinct calls kept (pages, ids, payloads), so that odd payloads cannot fill the memory. */
const SITE_CONTENT_MAX_CALLS = 1000

/**
 * The site's content calls (the frame's category tree and settings, a page's blocks, news and
 * banners: `siteContentCalls`, the routes of the content module) answer the same to every
 * visitor until public content changes. Pages rendered for known visitors, which are not
 * cached whole, ask each of them once per content version and payload, not on each render.
 * The answers are shared between renders, which only read them.
 */
function keepingSiteContent(app: FastifyInstance, call: ApiTransport, siteContentCalls: ReadonlySet<string>) {
  const kept = new VersionMemo<Promise<ApiResponse>>({
    maxAgeMs: SITE_CONTENT_MAX_AGE_MS,
    maxEntries: SITE_CONTENT_MAX_CALLS,
  })
  const transport: ApiTransport = async (request) => {
    if (request.token || !siteContentCalls.has(`${API_PREFIX}${request.path}`)) return call(request)
    const version = await app.pageCache.version()
    if (version === undefined) return call(request)
    const key = `${request.method} ${request.path} ${JSON.stringify(request.payload ?? null)}`
    const known = kept.get(version, key)
    if (known) return known
    const answer = call(request)
    kept.set(version, key, answer)
    // Only a success is kept: a failure (the database away) is asked again by the next page.
    answer.then(
      ({ status }) => status === 200 || kept.delete(key),
      () => kept.delete(key),
    )
    return answer
  }
  return transport
}

/** What pages take: reading them, and the form posts of their actions. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST'])

/** Larger unread bodies are not worth receiving: the connection is closed instead. */
const MAX_DRAINED_BODY_BYTES = 1024 * 1024

/**
 * A body the page never read (a POST to a page without an action, answered 405) would
 * otherwise stay paused in the socket, and the next request on that keep-alive connection
 * would wait for ever. It is read and dropped, or the connection is closed after the answer.
 */
function discardUnreadBody(request: FastifyRequest, reply: FastifyReply, body: ReadableStream | null) {
  // Detaches the Fetch stream from the socket, so what arrives now goes nowhere.
  body?.cancel().catch(() => undefined)
  const declared = Number(request.headers['content-length'])
  if (Number.isSafeInteger(declared) && declared <= MAX_DRAINED_BODY_BYTES) {
    request.raw.resume()
  } else {
    reply.header('connection', 'close')
  }
}

/** `publicUrl` (PUBLIC_URL) is the origin of the pages' canonical links. */
export async function ssrPlugin(
  app: FastifyInstance,
  options: SsrOptions & {
    publicUrl: string
    /** The site's content calls (their full URLs), the same for every visitor: see keepingSiteContent. */
    siteContentCalls: ReadonlySet<string>
  },
) {
  // React Router actions read the raw body themselves (request.formData()).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  const api = createApiClient(injectTransport(app, options.siteContentCalls))
  let productionHandler: ReturnType<typeof createRequestHandler> | undefined

  async function handlerFor() {
    if (options.mode === 'development') return createRequestHandler(await options.getBuild(), 'development')
    productionHandler ??= createRequestHandler(await options.getBuild(), 'production')
    return productionHandler
  }

  app.all('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    // TRACE, PUT, … : no page takes them (and the Fetch API refuses some outright).
    if (!PAGE_METHODS.has(request.method)) {
      return reply
        .status(405)
        .header('allow', [...PAGE_METHODS].join(', '))
        .send()
    }
    return app.pageCache.respond(request, reply, async (cacheable) => {
      const handle = await handlerFor()
      const context = createPageContext({
        api,
        cspNonce: reply.scriptNonce,
        log: request.log,
        publicUrl: options.publicUrl,
      })
      const fetchRequest = createRequest(request.raw, reply.raw)
      const response = await handle(fetchRequest, context)
      if (!request.raw.complete) discardUnreadBody(request, reply, fetchRequest.body)
      return cacheable ? cacheableRendering(reply, response) : { send: () => sendResponse(reply, response) }
    })
  })
}

/** Headers that describe this one answer, not the page: never stored with it. */
const PER_RESPONSE_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', PUBLIC_PAGE_HEADER])

/**
 * A public page answered 200 without setting a cookie is read whole for the cache; any
 * other answer is streamed as it comes.
 */
async function cacheableRendering(reply: FastifyReply, response: Response): Promise<Rendering> {
  const cacheable =
    response.status === 200 &&
    response.body !== null &&
    response.headers.has(PUBLIC_PAGE_HEADER) &&
    response.headers.getSetCookie().length === 0
  if (!cacheable) return { send: () => sendResponse(reply, response) }
  const headers: Record<string, string> = {}
  for (const [name, value] of response.headers) if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value
  return { page: { headers, body: Buffer.from(await response.arrayBuffer()) } }
}

function sendResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status)
  if (response.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== PUBLIC_PAGE_HEADER) reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream))
}
