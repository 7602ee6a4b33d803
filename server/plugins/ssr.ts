// Server rendering of the React Router app inside Fastify (ADR 002): a catch-all
// route converts the request, calls the React Router handler, and streams the answer
// back through Fastify so compression, logging and security headers still apply.
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { createRequest } from '@remix-run/node-fetch-server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type AppLoadContext, type ServerBuild, createRequestHandler } from 'react-router'
import { type ApiTransport, createApiClient, toQueryString } from '#common/api-client.ts'

export interface SsrOptions {
  /** Production: the imported build, loaded once. Development: Vite's current build. */
  getBuild: () => Promise<ServerBuild>
  mode: 'production' | 'development'
}

/** Loaders reach the API in-process: same routes, validation and services as over HTTP. */
export function injectTransport(app: FastifyInstance): ApiTransport {
  return async ({ method, path, payload, token }) => {
    const response = await app.inject({
      method,
      url: `/api/v1${path}${method === 'GET' ? toQueryString(payload) : ''}`,
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    return { status: response.statusCode, body: response.json() }
  }
}

export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  // React Router actions read the raw body themselves (request.formData()).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  const api = createApiClient(injectTransport(app))
  let productionHandler: ReturnType<typeof createRequestHandler> | undefined

  async function handlerFor() {
    if (options.mode === 'development') return createRequestHandler(await options.getBuild(), 'development')
    productionHandler ??= createRequestHandler(await options.getBuild(), 'production')
    return productionHandler
  }

  app.all('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const handle = await handlerFor()
    const context: AppLoadContext = { api, cspNonce: reply.scriptNonce }
    const response = await handle(createRequest(request.raw, reply.raw), context)

    reply.status(response.status)
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value)
    }
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) reply.header('set-cookie', cookies)
    if (!response.body) return reply.send()
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream))
  })
}
