// /robots.txt and /sitemap.xml (with its numbered parts past 50,000 URLs), at the site's
// root where crawlers look for them. Absolute URLs use PUBLIC_URL, the origin the site is
// published under.
import type { FastifyInstance } from 'fastify'
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

  app.get('/sitemap.xml', { schema: hide }, async (_request, reply) => {
    const document = sitemapDocument(origin, await urls())
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(document)
  })

  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,6}).xml', { schema: hide }, async (request, reply) => {
    const document = sitemapDocument(origin, await urls(), Number(request.params.part))
    if (!document) throw notFound()
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(document)
  })
}
