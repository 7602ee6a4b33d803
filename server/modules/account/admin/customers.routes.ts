// /api/v1/admin/customers: search, detail, CSV export, deactivate and reactivate, resend activation.
import type { FastifyInstance } from 'fastify'
import { formatDateTime } from '#common/china-date.ts'
import { envelope } from '#common/envelope.ts'
import { OPERATORS } from '#common/schemas/admin-auth.ts'
import {
  CustomerDetailSchema,
  CustomerExportQuerySchema,
  CustomerQuerySchema,
  CustomerRowSchema,
  type CustomerRow,
} from '#common/schemas/admin-customers.ts'
import { pageOf } from '#common/schemas/cms.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { type CsvColumn, sendCsv, toCsv } from '#server/lib/csv.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { audited, recordAudit, recordExport } from '#server/modules/audit/audit.ts'
import { REGISTRATION_MESSAGES, createRegistrationService } from '../registration.service.ts'
import { createCustomersService } from './customers.service.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const common = { tags: ['管理后台：客户'], security: bearerSecurity }
const config = { staffRoles: OPERATORS }

function customerStatus(row: CustomerRow): string {
  if (row.deletedTime) return '已注销'
  if (row.isActive) return '已启用'
  return row.activateTime ? '已停用' : '未激活'
}

const CSV_COLUMNS: readonly CsvColumn<CustomerRow>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '邮箱', value: (row) => row.email },
  { header: '姓名', value: (row) => `${row.fname}${row.lname}` },
  { header: '单位', value: (row) => row.company },
  { header: '手机号', value: (row) => row.tel },
  { header: '状态', value: customerStatus },
  { header: '激活时间', value: (row) => formatDateTime(row.activateTime) },
  { header: '注册时间', value: (row) => formatDateTime(row.createTime) },
]

export async function customersAdminRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const api = typed(app)
  const customers = createCustomersService(app.db)
  const { captcha, mailer } = app.services
  const registration = createRegistrationService({ db: app.db, captcha, mailer, publicUrl })

  api.get('/customers', {
    config,
    schema: {
      ...common,
      summary: '客户列表（最新注册在前）',
      querystring: CustomerQuerySchema,
      response: { 200: envelope(pageOf(CustomerRowSchema)) },
    },
    handler: async ({ query }) => ok(await customers.list(query)),
  })

  /** 导出 CSV（UTF-8 BOM），按列表的筛选条件，最多 1 万条。 */
  api.get('/customers/export', {
    config: { ...config, sendsFile: FILE_RESPONSES.csv },
    schema: { ...common, summary: '导出客户 CSV', querystring: CustomerExportQuerySchema },
    handler: async (request, reply) => {
      const rows = await customers.exportRows(request.query)
      await recordExport(request, {
        targetType: 'customers',
        what: '客户 CSV',
        filters: request.query,
        count: rows.length,
      })
      return sendCsv(reply, `客户-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(CSV_COLUMNS, rows))
    },
  })

  api.get('/customers/:id', {
    config,
    schema: {
      ...common,
      summary: '客户详情（含地址、订单与最近的 CRISPR 任务）',
      params: IdParamsSchema,
      response: { 200: envelope(CustomerDetailSchema) },
    },
    handler: async ({ params }) => ok(await customers.detail(params.id)),
  })

  /** 停用：客户的登录立即失效，未使用的激活链接作废。 */
  api.post('/customers/:id/deactivate', {
    config,
    schema: {
      ...common,
      summary: '停用客户账号',
      params: IdParamsSchema,
      response: { 200: envelope(CustomerRowSchema) },
    },
    handler: async (request) => {
      const { after } = await audited(
        request,
        (trx) => createCustomersService(trx).deactivate(request.params.id),
        (change) => ({
          action: 'deactivate',
          targetType: 'customers',
          targetId: change.after.id,
          summary: `停用客户 ${change.after.email}`,
          ...change,
        }),
      )
      // Only now is the deletion of the sessions committed: this instance stops trusting them (ADR 012).
      app.sessions.forgetMember(after.id)
      return ok(after, '已停用')
    },
  })

  api.post('/customers/:id/reactivate', {
    config,
    schema: {
      ...common,
      summary: '重新启用客户账号',
      params: IdParamsSchema,
      response: { 200: envelope(CustomerRowSchema) },
    },
    handler: async (request) => {
      const { after } = await audited(
        request,
        (trx) => createCustomersService(trx).reactivate(request.params.id),
        (change) => ({
          action: 'activate',
          targetType: 'customers',
          targetId: change.after.id,
          summary: `重新启用客户 ${change.after.email}`,
          ...change,
        }),
      )
      return ok(after, '已启用')
    },
  })

  /** 给从未激活的客户重新发送激活邮件（每分钟最多一封）。 */
  api.post('/customers/:id/resend-activation', {
    config,
    schema: {
      ...common,
      summary: '重新发送激活邮件',
      params: IdParamsSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      const { email } = await registration.resendActivationFor(request.params.id)
      await recordAudit(request, {
        action: 'resend',
        targetType: 'customers',
        targetId: request.params.id,
        summary: `重新发送激活邮件给 ${email}`,
      })
      return ok(null, REGISTRATION_MESSAGES.staffResent)
    },
  })
}
