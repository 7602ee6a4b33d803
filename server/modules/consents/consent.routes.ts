// The logged-in customer's consents (POST /api/v1/user/consents).
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { CONSENT_MESSAGES, ConsentChangeSchema, ConsentsSchema } from '#common/schemas/consent.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentMember, requireCustomer } from '#server/plugins/auth.ts'
import { createConsentService } from './consent.service.ts'

export async function consentRoutes(app: FastifyInstance) {
  const api = typed(app)
  const consents = createConsentService(app.db)

  /**
   * 隐私与授权：不带参数时返回当前状态（已同意的隐私政策版本、营销授权）与全部记录；
   * marketing（0/1）撤回或给予营销授权（邮件与短信），privacy（版本号）同意当前隐私政策。每次变更都记录时间与 IP。
   */
  api.post('/user/consents', {
    onRequest: requireCustomer,
    schema: {
      tags: ['账户信息'],
      summary: '隐私与授权',
      security: bearerSecurity,
      body: ConsentChangeSchema.optional(),
      response: { 200: envelope(ConsentsSchema) },
    },
    handler: async (request) => {
      const memberId = currentMember(request).id
      const { marketing, privacy } = request.body ?? {}
      if (marketing === undefined && privacy === undefined) return ok(await consents.list(memberId))
      return ok(await consents.change(memberId, { marketing, privacy }, request.ip), CONSENT_MESSAGES.updated)
    },
  })
}
