// /api/v1/admin/blocks (about texts, advantages, privacy policy…) and /api/v1/admin/settings
// (xxl_*, zp_*, sales e-mail, filing text, about counters).
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/errors.ts'
import {
  AdminBlockSchema,
  BlockKeyParamsSchema,
  ContentBlockInputSchema,
  SettingsInputSchema,
  SettingsResultSchema,
} from '#common/schemas/admin-content.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
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
      const { before, after } = await texts.updateBlock(request.params.key, request.body)
      await recordAudit(request, {
        action: 'update',
        targetType: 'blocks',
        targetId: after.key,
        summary: `修改页面文字「${after.title}」`,
        before,
        after,
      })
      return ok(after, '保存成功')
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
      const { before, after } = await texts.updateSettings(request.body.settings)
      await recordAudit(request, {
        action: 'update',
        targetType: 'settings',
        summary: `修改网站设置：${Object.keys(request.body.settings).join(', ')}`,
        before,
        after,
      })
      return ok({ settings: await texts.settings() }, '保存成功')
    },
  })
}
