import { ADMINS_ONLY } from '#common/schemas/admin-auth.ts'
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { AuditEntrySchema, AuditQuerySchema } from '#common/schemas/admin-audit.ts'
import { pageOf } from '#common/schemas/cms.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { createAuditRepo } from './audit.repo.ts'

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

export async function auditRoutes(app: FastifyInstance) {
  const api = typed(app)
  const repo = createAuditRepo(app.db)

  /** 操作日志：最新的在前，可按工作人员、操作、对象与时间筛选。 */
  api.get('/audit', {
    config: { staffRoles: ADMINS_ONLY },
    schema: {
      tags: ['管理后台：操作日志'],
      summary: '操作日志',
      security: bearerSecurity,
      querystring: AuditQuerySchema,
      response: { 200: envelope(pageOf(AuditEntrySchema)) },
    },
    handler: async ({ query: { page, size, ...filters } }) => {
      const { rows, total } = await repo.page(filters, { offset: (page - 1) * size, limit: size })
      return ok({
        data: rows.map(({ beforeJson, afterJson, ...row }) => ({
          ...row,
          before: parseJson(beforeJson),
          after: parseJson(afterJson),
        })),
        total,
      })
    },
  })
}
