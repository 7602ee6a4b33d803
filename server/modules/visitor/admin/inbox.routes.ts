// /api/v1/admin/inbox/{bookings,contact-messages,inquiries}: list, read, mark handled with a
// note, export as CSV; /api/v1/admin/outbox/{mail,sms}: what the site sent.
import type { FastifyInstance } from 'fastify'
import { OPERATORS } from '#common/schemas/admin-auth.ts'
import {
  HandleInboxItemSchema,
  INBOX_KIND_LABEL,
  InboxBatchSchema,
  InboxExportQuerySchema,
  InboxItemParamsSchema,
  InboxItemSchema,
  InboxKindParamsSchema,
  InboxQuerySchema,
  type MailOutboxItem,
  MailOutboxItemSchema,
  OutboxQuerySchema,
  SmsOutboxItemSchema,
} from '#common/schemas/admin-inbox.ts'
import { envelope } from '#common/envelope.ts'
import { pageOf } from '#common/schemas/cms.ts'
import { BatchResultSchema } from '#common/schemas/list-sort.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { ok } from '#server/lib/reply.ts'
import { sendCsv, toCsv } from '#server/lib/csv.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentStaff } from '#server/plugins/staff-auth.ts'
import { audited, recordAudit, recordExport } from '#server/modules/audit/audit.ts'
import { INBOX_TABLES, createInboxService } from './inbox.service.ts'
import { OUTBOX_MESSAGES, createOutboxService } from './outbox.service.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

/** What a resend changes in an outbox row, as the audit log keeps it. */
const delivery = ({ status, attempts, lastError }: MailOutboxItem) => ({ status, attempts, lastError })

const config = { staffRoles: OPERATORS }
const inboxTags = { tags: ['管理后台：访客留言'], security: bearerSecurity }
const outboxTags = { tags: ['管理后台：发信记录'], security: bearerSecurity }

export async function inboxAdminRoutes(app: FastifyInstance) {
  const api = typed(app)
  const inbox = createInboxService(app.db)
  const outbox = createOutboxService(app.db, app.services.mailer)

  api.get('/inbox/:kind', {
    config,
    schema: {
      ...inboxTags,
      summary: '留言列表（最新在前）',
      params: InboxKindParamsSchema,
      querystring: InboxQuerySchema,
      response: { 200: envelope(pageOf(InboxItemSchema)) },
    },
    handler: async ({ params, query }) => ok(await inbox.list(params.kind, query)),
  })

  /** 导出 CSV（UTF-8 BOM，Excel 可直接打开），按列表的筛选条件，最多 1 万条。 */
  api.get('/inbox/:kind/export', {
    config: { ...config, sendsFile: FILE_RESPONSES.csv },
    schema: {
      ...inboxTags,
      summary: '导出留言 CSV',
      params: InboxKindParamsSchema,
      querystring: InboxExportQuerySchema,
    },
    handler: async (request, reply) => {
      const { params, query } = request
      const rows = await inbox.exportRows(params.kind, query)
      await recordExport(request, {
        targetType: params.kind,
        what: `${INBOX_KIND_LABEL[params.kind]} CSV`,
        filters: query,
        count: rows.length,
      })
      const csv = toCsv(INBOX_TABLES[params.kind].csv, rows)
      return sendCsv(reply, `${INBOX_KIND_LABEL[params.kind]}-${new Date().toISOString().slice(0, 10)}.csv`, csv)
    },
  })

  api.get('/inbox/:kind/:id', {
    config,
    schema: {
      ...inboxTags,
      summary: '留言详情',
      params: InboxItemParamsSchema,
      response: { 200: envelope(InboxItemSchema) },
    },
    handler: async ({ params }) => ok(await inbox.read(params.kind, params.id)),
  })

  /** 批量标记为已处理（保留各条的备注），每一条单独记入操作日志；不存在的 id 列在 missing 中。 */
  api.post('/inbox/:kind/batch', {
    config,
    schema: {
      ...inboxTags,
      summary: '批量标记留言为已处理',
      params: InboxKindParamsSchema,
      body: InboxBatchSchema,
      response: { 200: envelope(BatchResultSchema) },
    },
    handler: async (request) => {
      const { kind } = request.params
      const staffEmail = currentStaff(request).email
      const { ids } = request.body
      const done = await app.db.transaction().execute(async (trx) => {
        const items = createInboxService(trx)
        const found = await items.existing(kind, ids)
        for (const item of found) {
          const { before, after } = await items.handle(kind, item.id, { status: 1, note: item.note }, staffEmail)
          await recordAudit(
            request,
            {
              action: 'handle',
              targetType: kind,
              targetId: item.id,
              summary: `批量处理${INBOX_KIND_LABEL[kind]} #${item.id}`,
              before: { status: before.status, note: before.note },
              after: { status: after.status, note: after.note },
            },
            trx,
          )
        }
        return found.map((item) => item.id)
      })
      return ok(
        { done, missing: ids.filter((id) => !done.includes(id)) },
        `已将 ${done.length} 条${INBOX_KIND_LABEL[kind]}标记为已处理`,
      )
    },
  })

  /** 标记为已处理（或重新打开）并填写备注。 */
  api.post('/inbox/:kind/:id/handle', {
    config,
    schema: {
      ...inboxTags,
      summary: '处理留言',
      params: InboxItemParamsSchema,
      body: HandleInboxItemSchema,
      response: { 200: envelope(InboxItemSchema) },
    },
    handler: async (request) => {
      const { kind, id } = request.params
      const { after } = await audited(
        request,
        (trx) => createInboxService(trx).handle(kind, id, request.body, currentStaff(request).email),
        ({ before, after: handled }) => ({
          action: 'handle',
          targetType: kind,
          targetId: id,
          summary: `${request.body.status === 1 ? '处理' : '重新打开'}${INBOX_KIND_LABEL[kind]} #${id}`,
          before: { status: before.status, note: before.note },
          after: { status: handled.status, note: handled.note },
        }),
      )
      return ok(after, '保存成功')
    },
  })

  api.get('/outbox/mail', {
    config,
    schema: {
      ...outboxTags,
      summary: '邮件发送记录（不含正文）',
      querystring: OutboxQuerySchema,
      response: { 200: envelope(pageOf(MailOutboxItemSchema)) },
    },
    handler: async ({ query }) => ok(await outbox.mail(query)),
  })

  /** 重新发送一封发送失败的邮件；返回这次投递后的记录（可能仍为失败）。 */
  api.post('/outbox/mail/:id/resend', {
    config,
    schema: {
      ...outboxTags,
      summary: '重新发送失败的邮件',
      params: IdParamsSchema,
      response: { 200: envelope(MailOutboxItemSchema) },
    },
    handler: async (request) => {
      const { before, after } = await outbox.resendMail(request.params.id)
      await recordAudit(request, {
        action: 'resend',
        targetType: 'mail-outbox',
        targetId: after.id,
        summary: `重新发送邮件 #${after.id}（${after.subject}）`,
        before: delivery(before),
        after: delivery(after),
      })
      return ok(after, after.status === 'failed' ? OUTBOX_MESSAGES.resendFailed : OUTBOX_MESSAGES.resent)
    },
  })

  api.get('/outbox/sms', {
    config,
    schema: {
      ...outboxTags,
      summary: '短信发送记录（验证码已隐去）',
      querystring: OutboxQuerySchema,
      response: { 200: envelope(pageOf(SmsOutboxItemSchema)) },
    },
    handler: async ({ query }) => ok(await outbox.sms(query)),
  })
}
