// Site search (spec §2 /searchResult, §7 GET /api/v1/article/search).
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { SearchQuerySchema, SearchResultSchema } from '#common/schemas/search.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { createSearchRepo } from './search.repo.ts'
import { createSearchService } from './search.service.ts'

const tags = ['站内搜索']

export async function searchRoutes(app: FastifyInstance) {
  const search = createSearchService(createSearchRepo(app.db))

  typed(app).get('/article/search', {
    schema: {
      tags,
      summary: '站内搜索：服务、新闻与质粒，标题匹配优先，匹配处以 <mark> 标出',
      querystring: SearchQuerySchema,
      response: { 200: envelope(SearchResultSchema) },
    },
    handler: async (request) => ok(await search.search(request.query)),
  })
}
