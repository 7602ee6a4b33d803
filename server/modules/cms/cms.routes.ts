// Site content used by the public pages (spec §7 'Help and site data').
import type { FastifyInstance } from 'fastify'
import { createCmsRepo } from './cms.repo.ts'
import { createCmsService } from './cms.service.ts'
import { aboutRoutes } from './routes/about.routes.ts'
import { articleRoutes } from './routes/article.routes.ts'
import { categoryRoutes } from './routes/category.routes.ts'
import { newsRoutes } from './routes/news.routes.ts'

/**
 * `siteContentCalls` receives the URL of every route here: their answers depend on the site's
 * content alone (not on the visitor, nor on anything they write), which lets server rendering
 * share them between pages (server/plugins/ssr.ts).
 */
export async function cmsRoutes(app: FastifyInstance, { siteContentCalls }: { siteContentCalls: Set<string> }) {
  app.addHook('onRoute', ({ url }) => {
    siteContentCalls.add(url)
  })
  const cms = createCmsService(createCmsRepo(app.db))
  for (const routes of [categoryRoutes, articleRoutes, newsRoutes, aboutRoutes]) {
    await app.register(routes, { cms })
  }
}
