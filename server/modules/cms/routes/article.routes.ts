import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  ArticleBriefSchema,
  CarouselAdSchema,
  ArticleDetailSchema,
  ContentBlockSchema,
  JOB_KIND,
  JobDetailSchema,
  JobSchema,
  ListQuerySchema,
  RecommendedServiceSchema,
  WelfareSchema,
  WorkPlaceSchema,
  pageOf,
} from '#common/schemas/cms.ts'
import { IdSchema, optionalInt } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { rejected } from '#server/errors.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import type { CmsService } from '../cms.service.ts'

const tags = ['文章与招聘']

export async function articleRoutes(app: FastifyInstance, { cms }: { cms: CmsService }) {
  const api = typed(app)

  api.post('/article/index', {
    schema: {
      tags,
      summary: '栏目下的文章（分页，page 从 1 开始）',
      body: ListQuerySchema.extend({ tid: IdSchema }),
      response: { 200: envelope(pageOf(ArticleBriefSchema)) },
    },
    handler: async ({ body: { tid, page, size } }) => ok(await cms.articlesOfCategory(tid, { page, size })),
  })

  api.post('/article/show', {
    schema: {
      tags,
      summary: '文章详情：按文章 id，或按内容栏目 tid 取其文章',
      body: z.object({ id: optionalInt(1, 2_000_000_000), tid: optionalInt(1, 2_000_000_000) }),
      response: { 200: envelope(ArticleDetailSchema) },
    },
    handler: async ({ body: { id, tid } }) => {
      if (id) return ok(await cms.article(id))
      if (tid) return ok(await cms.articleOfCategory(tid))
      throw rejected('参数 id 无效', { id: '参数 id 无效' })
    },
  })

  api.post('/dsm/indexad', {
    schema: {
      tags,
      summary: '首页轮播广告（payload id 为广告位，1 为首页；只返回 status=1）',
      body: z.object({ id: optionalInt(1, 1_000_000) }).optional(),
      response: { 200: envelope(z.array(CarouselAdSchema)) },
    },
    handler: async (request) => ok(await cms.carousel(request.body?.id)),
  })

  api.post('/article/tuijianfuwu', {
    schema: { tags, summary: '首页推荐服务', response: { 200: envelope(z.array(RecommendedServiceSchema)) } },
    handler: async () => ok(await cms.recommendedServices()),
  })

  api.post('/article/mingxingchanpin', {
    schema: { tags, summary: '明星产品', response: { 200: envelope(z.array(RecommendedServiceSchema)) } },
    handler: async () => ok(await cms.recommendedProducts()),
  })

  api.post('/article/tuijianGoods', {
    schema: {
      tags,
      summary: '相关产品（与该产品同栏目的其他产品）',
      body: z.object({ id: IdSchema }),
      response: { 200: envelope(z.array(ArticleBriefSchema)) },
    },
    handler: async (request) => ok(await cms.relatedGoods(request.body.id)),
  })

  api.post('/article/guanyu', {
    schema: { tags, summary: '首页“关于我们”', response: { 200: envelope(ContentBlockSchema) } },
    handler: async () => ok(await cms.block('guanyu')),
  })

  api.post('/article/zhaopin', {
    schema: {
      tags,
      summary: '招聘职位（type 0 社会招聘，1 校园招聘），读取 data.info.data 与 data.info.total',
      body: ListQuerySchema.extend({ type: optionalInt(0, 1) }),
      response: { 200: envelope(z.object({ info: pageOf(JobSchema) })) },
    },
    handler: async ({ body: { type, page, size } }) =>
      ok({ info: await cms.jobs(type ?? JOB_KIND.ENTERPRISE, { page, size }) }),
  })

  api.get('/jobs/:id', {
    schema: {
      tags,
      summary: '职位详情',
      params: z.object({ id: IdSchema }),
      response: { 200: envelope(JobDetailSchema) },
    },
    handler: async (request) => ok(await cms.job(request.params.id)),
  })

  api.post('/article/fulidaiyu', {
    schema: { tags, summary: '福利待遇', response: { 200: envelope(z.array(WelfareSchema)) } },
    handler: async () => ok(await cms.welfare()),
  })

  api.post('/article/gzdidian', {
    schema: { tags, summary: '工作地点', response: { 200: envelope(z.array(WorkPlaceSchema)) } },
    handler: async () => ok(await cms.workPlaces()),
  })

  api.post('/article/tdyouxiang', {
    schema: {
      tags,
      summary: '简历投递邮箱与招聘热线',
      response: {
        200: envelope(z.object({ email: z.string(), campusEmail: z.string(), hotlines: z.array(z.string()) })),
      },
    },
    handler: async () => {
      const [settings, email, campusEmail] = await Promise.all([
        cms.settings(),
        cms.setting('hr_email'),
        cms.setting('campus_email'),
      ])
      return ok({ email, campusEmail, hotlines: [settings.zp_hottel1, settings.zp_hottel2].filter(Boolean) })
    },
  })

  api.post('/article/weixinkesao', {
    schema: { tags, summary: '微信公众号二维码', response: { 200: envelope(z.object({ litpic: z.string() })) } },
    handler: async () => ok({ litpic: (await cms.settings()).wechat_qrcode }),
  })
}
