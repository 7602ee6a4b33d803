// Site content used by every public page (spec §7 'Help and site data').
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/errors.ts'
import {
  CarouselAdSchema,
  CategoryNodeSchema,
  ContentBlockSchema,
  NewsBriefSchema,
  RecommendedServiceSchema,
  WebSettingsSchema,
} from '#common/schemas/cms.ts'
import { optionalInt } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { createCmsRepo } from './cms.repo.ts'
import { createCmsService } from './cms.service.ts'

const tags = ['站点内容']

export async function cmsRoutes(app: FastifyInstance) {
  const cms = createCmsService(createCmsRepo(app.db))
  const api = typed(app)

  api.post('/category/allcate', {
    schema: { tags, summary: '栏目树', response: { 200: envelope(z.array(CategoryNodeSchema)) } },
    handler: async () => ok(await cms.categoryTree()),
  })

  api.post('/dsm/indexad', {
    schema: {
      tags,
      summary: '首页轮播广告（仅 status=1）',
      body: z.object({ id: optionalInt(1, 1_000_000) }).optional(),
      response: { 200: envelope(z.array(CarouselAdSchema)) },
    },
    handler: async (request) => ok(await cms.carousel(request.body?.id)),
  })

  api.post('/article/tuijianfuwu', {
    schema: { tags, summary: '推荐服务', response: { 200: envelope(z.array(RecommendedServiceSchema)) } },
    handler: async () => ok(await cms.recommendedServices()),
  })

  api.post('/news/getIndexNews', {
    schema: { tags, summary: '首页新闻', response: { 200: envelope(z.array(NewsBriefSchema)) } },
    handler: async () => ok(await cms.latestNews()),
  })

  api.post('/article/guanyu', {
    schema: { tags, summary: '首页“关于我们”', response: { 200: envelope(ContentBlockSchema) } },
    handler: async () => ok(await cms.block('guanyu')),
  })

  api.post('/help/getWebseting', {
    schema: { tags, summary: '网站设置', response: { 200: envelope(WebSettingsSchema) } },
    handler: async () => ok(await cms.settings()),
  })
}
