import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  ArticleBriefSchema,
  ArticleDetailSchema,
  ListQuerySchema,
  NewsBriefSchema,
  NewsDetailSchema,
  pageOf,
} from '#common/schemas/cms.ts'
import { IdSchema, optionalInt } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import type { CmsService } from '../cms.service.ts'

const tags = ['新闻与资质']

export async function newsRoutes(app: FastifyInstance, { cms }: { cms: CmsService }) {
  const api = typed(app)

  api.post('/news/getIndexNews', {
    schema: { tags, summary: '首页新闻', response: { 200: envelope(z.array(NewsBriefSchema)) } },
    handler: async () => ok(await cms.latestNews()),
  })

  api.post('/news/index', {
    schema: {
      tags,
      summary: '新闻列表：tid 为新闻栏目（含子栏目），不传为全部；page 从 1 开始',
      body: ListQuerySchema.extend({ tid: optionalInt(1, 2_000_000_000) }),
      response: { 200: envelope(pageOf(NewsBriefSchema)) },
    },
    handler: async ({ body: { tid, page, size } }) => ok(await cms.newsPage(tid, { page, size })),
  })

  api.post('/news/read', {
    schema: {
      tags,
      summary: '新闻详情（含上一篇、下一篇）',
      body: z.object({ id: IdSchema }),
      response: { 200: envelope(NewsDetailSchema) },
    },
    handler: async (request) => ok(await cms.newsDetail(request.body.id)),
  })

  api.post('/zhili/index', {
    schema: {
      tags,
      summary: '资质荣誉列表',
      body: ListQuerySchema.optional(),
      response: { 200: envelope(pageOf(ArticleBriefSchema)) },
    },
    handler: async ({ body }) => ok(await cms.qualifications({ page: body?.page ?? 1, size: body?.size ?? 10 })),
  })

  api.post('/zhili/read', {
    schema: {
      tags,
      summary: '资质荣誉详情',
      body: z.object({ id: IdSchema }),
      response: { 200: envelope(ArticleDetailSchema) },
    },
    handler: async (request) => ok(await cms.qualification(request.body.id)),
  })
}
