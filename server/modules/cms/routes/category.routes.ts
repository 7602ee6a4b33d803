import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { CategoryCardSchema, CategoryDetailSchema, CategoryNodeSchema } from '#common/schemas/cms.ts'
import { IdSchema, optionalInt } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import type { CmsService } from '../cms.service.ts'

const tags = ['栏目']

export async function categoryRoutes(app: FastifyInstance, { cms }: { cms: CmsService }) {
  const api = typed(app)

  api.post('/category/allcate', {
    schema: { tags, summary: '栏目树（菜单、页脚）', response: { 200: envelope(z.array(CategoryNodeSchema)) } },
    handler: async () => ok(await cms.categoryTree()),
  })

  api.post('/category/index', {
    schema: {
      tags,
      summary: '某栏目的子栏目（pid=0 为顶级栏目）',
      body: z.object({ pid: optionalInt(0, 1_000_000_000) }).optional(),
      response: { 200: envelope(z.array(CategoryCardSchema)) },
    },
    handler: async (request) => ok(await cms.childCategories(request.body?.pid ?? 0)),
  })

  api.post('/category/teshuCate', {
    schema: {
      tags,
      summary: '订单中心的特殊栏目及其标签',
      response: {
        200: envelope(
          z.array(CategoryCardSchema.extend({ order_type: z.number().int(), childs: z.array(CategoryCardSchema) })),
        ),
      },
    },
    handler: async () => ok(await cms.orderCategories()),
  })

  api.post('/category/read', {
    schema: {
      tags,
      summary: '栏目详情（列表页：简介、图片、子服务、优势）',
      body: z.object({ id: IdSchema }),
      response: { 200: envelope(CategoryDetailSchema) },
    },
    handler: async (request) => ok(await cms.categoryDetail(request.body.id)),
  })

  api.post('/category/getCateImg', {
    schema: {
      tags,
      summary: '栏目头图',
      body: z.object({ tid: IdSchema }),
      response: { 200: envelope(z.object({ catname: z.string(), encatname: z.string(), litpicm: z.string() })) },
    },
    handler: async (request) => ok(await cms.categoryImage(request.body.tid)),
  })
}
