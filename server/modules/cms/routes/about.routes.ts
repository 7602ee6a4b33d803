import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { AboutSchema, ContentBlockSchema, WebSettingsSchema } from '#common/schemas/cms.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import type { CmsService } from '../cms.service.ts'

const tags = ['关于我们与站点设置']

/** Named HTML blocks, each behind the path the spec gives it. */
const BLOCK_ROUTES = [
  { url: '/about/fuwuyoushi', key: 'fuwuyoushi', summary: '服务优势' },
  { url: '/about/pingtaiyoushi', key: 'pingtaiyoushi', summary: '平台优势' },
  { url: '/about/boshihouApi', key: 'boshihou', summary: '博士后工作站' },
  { url: '/help/privacy', key: 'privacy', summary: '隐私政策（data.body 为 HTML）' },
] as const

export async function aboutRoutes(app: FastifyInstance, { cms }: { cms: CmsService }) {
  const api = typed(app)

  for (const { url, key, summary } of BLOCK_ROUTES) {
    api.post(url, {
      schema: { tags, summary, response: { 200: envelope(ContentBlockSchema) } },
      handler: async () => ok(await cms.block(key)),
    })
  }

  api.post('/help/aboutus', {
    schema: { tags, summary: '关于我们：公司介绍与数字', response: { 200: envelope(AboutSchema) } },
    handler: async () => ok(await cms.about()),
  })

  api.post('/help/getWebseting', {
    schema: { tags, summary: '网站设置', response: { 200: envelope(WebSettingsSchema) } },
    handler: async () => ok(await cms.settings()),
  })
}
