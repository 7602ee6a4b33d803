// /api/v1/admin/customers/:id/delete: an admin deletes a customer's account on a request that
// arrived by mail or letter, with the same erasure as the customer's own.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { ADMINS_ONLY } from '#common/schemas/admin-auth.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { PRIVACY_MESSAGES } from '#common/schemas/privacy.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { audited } from '#server/modules/audit/audit.ts'
import { accountDeletionOf } from '../account-deletion.service.ts'

export async function customerDeletionAdminRoutes(app: FastifyInstance) {
  const deletion = accountDeletionOf(app)

  /** 注销客户账户（仅管理员）：与客户自己注销相同，订单保留并显示为已注销用户。不可撤销。 */
  typed(app).post('/customers/:id/delete', {
    config: { staffRoles: ADMINS_ONLY },
    schema: {
      tags: ['管理后台：客户'],
      security: bearerSecurity,
      summary: '注销客户账户',
      params: IdParamsSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      const { id } = request.params
      // The entry names the customer by id only: the account's e-mail is what is being erased.
      const keys = await audited(
        request,
        (trx) => deletion.eraseRecords(trx, id),
        () => ({ action: 'delete', targetType: 'customers', targetId: id, summary: `注销客户账户 #${id}` }),
      )
      await deletion.finish(id, keys)
      return ok(null, PRIVACY_MESSAGES.deleted)
    },
  })
}
