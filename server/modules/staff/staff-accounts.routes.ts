// /api/v1/admin/staff (admin only): list, create, change name/role/active, reset a password.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { ADMINS_ONLY, STAFF_ROLE_LABEL } from '#common/schemas/admin-auth.ts'
import {
  CreateStaffSchema,
  ResetStaffPasswordSchema,
  type StaffAccount,
  StaffAccountSchema,
  UpdateStaffSchema,
} from '#common/schemas/admin-staff.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentStaff } from '#server/plugins/staff-auth.ts'
import { audited, recordAudit } from '#server/modules/audit/audit.ts'
import { createStaffAccount } from './create-staff.ts'
import { createStaffAccountsService } from './staff-accounts.service.ts'

/** Says which of the account's state, role and name changed: a disable and a role change read apart. */
function staffChangeSummary(before: StaffAccount, after: StaffAccount): string {
  const verb = before.isActive === after.isActive ? '修改' : after.isActive ? '启用' : '停用'
  const details = [
    ...(before.role === after.role
      ? []
      : [`角色由${STAFF_ROLE_LABEL[before.role]}改为${STAFF_ROLE_LABEL[after.role]}`]),
    ...(before.name === after.name ? [] : [`姓名由“${before.name}”改为“${after.name}”`]),
  ]
  return `${verb}工作人员 ${after.email}${details.length ? `：${details.join('，')}` : ''}`
}

const common = { tags: ['管理后台：工作人员'], security: bearerSecurity }
const config = { staffRoles: ADMINS_ONLY }

export async function staffAccountsRoutes(app: FastifyInstance) {
  const api = typed(app)
  const accounts = createStaffAccountsService(app.db, app.staffSessions)

  api.get('/staff', {
    config,
    schema: { ...common, summary: '工作人员列表', response: { 200: envelope(z.array(StaffAccountSchema)) } },
    handler: async () => ok(await accounts.list()),
  })

  api.post('/staff', {
    config,
    schema: {
      ...common,
      summary: '新建工作人员',
      body: CreateStaffSchema,
      response: { 200: envelope(StaffAccountSchema) },
    },
    handler: async (request) => {
      const after = await audited(
        request,
        async (trx) =>
          createStaffAccountsService(trx, app.staffSessions).read(await createStaffAccount(trx, request.body)),
        (created) => ({
          action: 'create',
          targetType: 'staff',
          targetId: created.id,
          summary: `新建工作人员 ${created.email}（${created.role}）`,
          after: created,
        }),
      )
      return ok(after, '保存成功')
    },
  })

  /** 修改姓名、角色或启用状态；角色改变或停用时其登录立即失效。 */
  api.put('/staff/:id', {
    config,
    schema: {
      ...common,
      summary: '修改工作人员',
      params: IdParamsSchema,
      body: UpdateStaffSchema,
      response: { 200: envelope(StaffAccountSchema) },
    },
    handler: async (request) => {
      const { before, after } = await accounts.update(currentStaff(request).id, request.params.id, request.body)
      await recordAudit(request, {
        action: after.isActive === before.isActive ? 'update' : after.isActive ? 'activate' : 'deactivate',
        targetType: 'staff',
        targetId: after.id,
        summary: staffChangeSummary(before, after),
        before,
        after,
      })
      return ok(after, '保存成功')
    },
  })

  /** 重置密码：其登录立即失效。 */
  api.post('/staff/:id/password', {
    config,
    schema: {
      ...common,
      summary: '重置工作人员密码',
      params: IdParamsSchema,
      body: ResetStaffPasswordSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      const account = await accounts.resetPassword(request.params.id, request.body.password)
      await recordAudit(request, {
        action: 'update',
        targetType: 'staff',
        targetId: account.id,
        summary: `重置工作人员 ${account.email} 的密码`,
      })
      return ok(null, '密码已重置')
    },
  })
}
