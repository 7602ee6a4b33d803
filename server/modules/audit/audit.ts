// Records a write of the admin console: the handler calls it once the change is saved.
import type { FastifyRequest } from 'fastify'
import type { AuditAction } from '#common/schemas/admin-audit.ts'
import { nowIso } from '#server/db/dialect.ts'
import { createAuditRepo } from './audit.repo.ts'

export interface AuditEntryInput {
  action: AuditAction
  targetType: string
  targetId?: number | string
  summary: string
  before?: unknown
  after?: unknown
}

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

export async function recordAudit(request: FastifyRequest, entry: AuditEntryInput): Promise<void> {
  await createAuditRepo(request.server.db).insert({
    staffId: request.staff?.id ?? null,
    staffEmail: request.staff?.email ?? '',
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    summary: entry.summary,
    beforeJson: asJson(entry.before),
    afterJson: asJson(entry.after),
    ip: request.ip,
    createTime: nowIso(),
  })
}
