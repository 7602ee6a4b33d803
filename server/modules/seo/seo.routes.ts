// /robots.txt and /sitemap.xml (with its numbered parts past 50,000 URLs), at the site's
// root where crawlers look for them. Absolute URLs use PUBLIC_URL, the origin the site is
// published under.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, notFound } from '#server/errors.ts'
import { robotsTxt } from './robots.ts'
import { sitemapDocument } from './sitemap.ts'
import { publicUrls } from './sitemap.repo.ts'

const XML = 'application/xml; charset=utf-8'
/** Crawlers read these rarely; an hour keeps a burst of them off the database. */
const CACHE_CONTROL = 'public, max-age=3600'

export async function seoRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const origin = new URL(publicUrl).origin
  const hide = { hide: true }
  const urls = async () => {
    if (!app.databaseReady()) throw new AppError('UNAVAILABLE')
    return publicUrls(app.db)
  }

  app.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(origin)),
  )

  // Kept by the page cache like the public pages they list, and dropped with them.
  const sitemap = (request: FastifyRequest, reply: FastifyReply, part?: number) =>
    app.pageCache.respond(request, reply, async () => {
      const document = sitemapDocument(origin, await urls(), part)
      if (!document) throw notFound()
      return { page: { headers: { 'content-type': XML, 'cache-control': CACHE_CONTROL }, body: Buffer.from(document) } }
    })

  app.get('/sitemap.xml', { schema: hide }, (request, reply) => sitemap(request, reply))
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,6}).xml', { schema: hide }, (request, reply) =>
    sitemap(request, reply, Number(request.params.part)),
  )
}
