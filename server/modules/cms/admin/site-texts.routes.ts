// /api/v1/admin/blocks (about texts, advantages, privacy policy…), /api/v1/admin/about-counters
// (the About page's figures, which editors keep) and /api/v1/admin/settings (xxl_*, zp_*,
// sales e-mail, filing text: admins only).
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  AboutCountersSchema,
  AdminBlockSchema,
  BlockKeyParamsSchema,
  ContentBlockInputSchema,
  SettingsInputSchema,
  SettingsResultSchema,
} from '#common/schemas/admin-content.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { audited } from '#server/modules/audit/audit.ts'
import { ADMINS_ONLY, CONTENT_EDITORS } from '#common/schemas/admin-auth.ts'
import { createSiteTextsService } from './site-texts.service.ts'

export async function siteTextsAdminRoutes(app: FastifyInstance) {
  const api = typed(app)
  const texts = createSiteTextsService(app.db)
  const blocks = { tags: ['管理后台：页面文字'], security: bearerSecurity }
  const settings = { tags: ['管理后台：网站设置'], security: bearerSecurity }

  api.get('/blocks', {
    config: { staffRoles: CONTENT_EDITORS },
    schema: {
      ...blocks,
      summary: '页面文字块（关于我们、优势、隐私政策…）',
      response: { 200: envelope(z.array(AdminBlockSchema)) },
    },
    handler: async () => ok(await texts.blocks()),
  })

  api.put('/blocks/:key', {
    config: { staffRoles: CONTENT_EDITORS },
    schema: {
      ...blocks,
      summary: '修改页面文字块',
      params: BlockKeyParamsSchema,
      body: ContentBlockInputSchema,
      response: { 200: envelope(AdminBlockSchema) },
    },
    handler: async (request) => {
      const { after } = await audited(
        request,
        (trx) => createSiteTextsService(trx).updateBlock(request.params.key, request.body),
        (change) => ({
          action: 'update',
          targetType: 'blocks',
          targetId: change.after.key,
          summary: `修改页面文字「${change.after.title}」`,
          ...change,
        }),
      )
      return ok(after, '保存成功')
    },
  })

  api.get('/about-counters', {
    config: { staffRoles: CONTENT_EDITORS },
    schema: { ...blocks, summary: '关于我们页面的四个数字', response: { 200: envelope(AboutCountersSchema) } },
    handler: async () => ok(await texts.aboutCounters()),
  })

  api.put('/about-counters', {
    config: { staffRoles: CONTENT_EDITORS },
    schema: {
      ...blocks,
      summary: '修改关于我们页面的四个数字',
      body: AboutCountersSchema,
      response: { 200: envelope(AboutCountersSchema) },
    },
    handler: async (request) => {
      const counters = Object.fromEntries(Object.entries(request.body).map(([name, value]) => [name, String(value)]))
      await audited(
        request,
        (trx) => createSiteTextsService(trx).updateSettings(counters),
        (change) => ({ action: 'update', targetType: 'about-counters', summary: '修改关于我们页面的数字', ...change }),
      )
      return ok(await texts.aboutCounters(), '保存成功')
    },
  })

  api.get('/settings', {
    config: { staffRoles: ADMINS_ONLY },
    schema: { ...settings, summary: '网站设置（全部设置项）', response: { 200: envelope(SettingsResultSchema) } },
    handler: async () => ok({ settings: await texts.settings() }),
  })

  /** 修改网站设置：只接受已有的设置项，未提交的保持不变。 */
  api.put('/settings', {
    config: { staffRoles: ADMINS_ONLY },
    schema: {
      ...settings,
      summary: '修改网站设置',
      body: SettingsInputSchema,
      response: { 200: envelope(SettingsResultSchema) },
    },
    handler: async (request) => {
      await audited(
        request,
        (trx) => createSiteTextsService(trx).updateSettings(request.body.settings),
        (change) => ({
          action: 'update',
          targetType: 'settings',
          summary: `修改网站设置：${Object.keys(request.body.settings).join(', ')}`,
          ...change,
        }),
      )
      return ok({ settings: await texts.settings() }, '保存成功')
    },
  })
}
