import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { formatDateTime } from '#common/china-date.ts'
import {
  AUDIT_ACTION_LABEL,
  type AuditAction,
  type AuditEntry,
  AuditEntrySchema,
  AuditExportQuerySchema,
  AuditQuerySchema,
  auditFieldLabel,
  auditValueText,
} from '#common/schemas/admin-audit.ts'
import { ADMINS_ONLY } from '#common/schemas/admin-auth.ts'
import { pageOf } from '#common/schemas/cms.ts'
import type { Selectable } from 'kysely'
import type { AuditLogTable } from '#server/db/schema.ts'
import { type CsvColumn, sendCsv, toCsv } from '#server/lib/csv.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { auditChanges } from './audit-diff.ts'
import { createAuditRepo } from './audit.repo.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const common = { tags: ['管理后台：操作日志'], security: bearerSecurity }
const config = { staffRoles: ADMINS_ONLY }

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

function entryOf({ beforeJson, afterJson, ...row }: Selectable<AuditLogTable>): AuditEntry {
  const before = parseJson(beforeJson)
  const after = parseJson(afterJson)
  return { ...row, before, after, changes: auditChanges(before, after) }
}

const actionLabel = (action: string) => AUDIT_ACTION_LABEL[action as AuditAction] ?? action

const CSV_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: '时间', value: (entry) => formatDateTime(entry.createTime) },
  { header: '员工', value: (entry) => entry.staffEmail },
  { header: '操作', value: (entry) => actionLabel(entry.action) },
  { header: '对象类型', value: (entry) => entry.targetType },
  { header: '对象编号', value: (entry) => entry.targetId },
  { header: '摘要', value: (entry) => entry.summary },
  {
    header: '改动',
    value: (entry) =>
      entry.changes
        .map(
          ({ field, before, after }) =>
            `${field ? `${auditFieldLabel(field)}：` : ''}${auditValueText(before)} → ${auditValueText(after)}`,
        )
        .join('\n'),
  },
  { header: 'IP', value: (entry) => entry.ip },
]

export async function auditRoutes(app: FastifyInstance) {
  const api = typed(app)
  const repo = createAuditRepo(app.db)

  /** 操作日志：最新的在前，可按工作人员、操作、对象与时间筛选；每条带逐字段的改动。 */
  api.get('/audit', {
    config,
    schema: {
      ...common,
      summary: '操作日志',
      querystring: AuditQuerySchema,
      response: { 200: envelope(pageOf(AuditEntrySchema)) },
    },
    handler: async ({ query: { page, size, ...filters } }) => {
      const { rows, total } = await repo.page(filters, { offset: (page - 1) * size, limit: size })
      return ok({ data: rows.map(entryOf), total })
    },
  })

  /** 按列表的筛选条件导出 CSV（UTF-8 BOM），最多 1 万条。 */
  api.get('/audit/export', {
    config: { ...config, sendsFile: FILE_RESPONSES.csv },
    schema: { ...common, summary: '导出操作日志 CSV', querystring: AuditExportQuerySchema },
    handler: async ({ query }, reply) =>
      sendCsv(
        reply,
        `操作日志-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(CSV_COLUMNS, (await repo.exportRows(query)).map(entryOf)),
      ),
  })
}
