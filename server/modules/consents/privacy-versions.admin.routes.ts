// /api/v1/admin/privacy-versions: the privacy policy's published versions. Publishing a new
// one (after editing the text in 页面文字) asks every logged-in customer to accept it.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { CONTENT_EDITORS } from '#common/schemas/admin-auth.ts'
import { PrivacyPolicyVersionSchema } from '#common/schemas/consent.ts'
import { z } from '#common/zod.ts'
import { nowIso } from '#server/db/dialect.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { audited } from '#server/modules/audit/audit.ts'
import { createConsentRepo } from './consent.repo.ts'

export async function privacyVersionsAdminRoutes(app: FastifyInstance) {
  const api = typed(app)
  const common = { tags: ['管理后台：页面文字'], security: bearerSecurity }

  api.get('/privacy-versions', {
    config: { staffRoles: CONTENT_EDITORS },
    schema: {
      ...common,
      summary: '隐私政策的已发布版本（最新在前）',
      response: { 200: envelope(z.array(PrivacyPolicyVersionSchema)) },
    },
    handler: async () => ok(await createConsentRepo(app.db).policyVersions()),
  })

  /** 发布新版本：版本号加一，登录的客户下次访问时须同意新版本。 */
  api.post('/privacy-versions', {
    config: { staffRoles: CONTENT_EDITORS },
    schema: { ...common, summary: '发布隐私政策新版本', response: { 200: envelope(PrivacyPolicyVersionSchema) } },
    handler: async (request) => {
      const published = await audited(
        request,
        async (trx) => {
          const consents = createConsentRepo(trx)
          const { version } = await consents.currentPolicy()
          return consents.publishPolicy(version + 1, nowIso())
        },
        (after) => ({
          action: 'create',
          targetType: 'privacy-versions',
          targetId: after.version,
          summary: `发布隐私政策第 ${after.version} 版`,
          after,
        }),
      )
      return ok(published, '已发布')
    },
  })
}
