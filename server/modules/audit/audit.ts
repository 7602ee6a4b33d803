// Records the writes of the admin console. A change made only in the database is saved with
// its entry in one transaction (audited), so neither is kept without the other. A write whose
// effects reach outside the database (mail sent, files, sessions and caches, the job worker)
// cannot be rolled back with it: such a handler records its entry once the change is done.
// Exports of customers' personal data and staff logins (failed ones too) are recorded as well.
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { AuditAction } from '#common/schemas/admin-audit.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { auditStates } from './audit-diff.ts'
import { createAuditRepo } from './audit.repo.ts'

export interface AuditEntryInput {
  action: AuditAction
  targetType: string
  targetId?: number | string
  summary: string
  /** The whole record before and after: the entry keeps only what changed (auditStates). */
  before?: unknown
  after?: unknown
  /** Who acted, where the request has no signed-in staff member yet (a login). */
  actor?: { id: number | null; email: string }
}

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

export async function recordAudit(
  request: FastifyRequest,
  entry: AuditEntryInput,
  db: Kysely<DB> = request.server.db,
): Promise<void> {
  const states = auditStates(entry.before ?? null, entry.after ?? null)
  const actor = entry.actor ?? { id: request.staff?.id ?? null, email: request.staff?.email ?? '' }
  await createAuditRepo(db).insert({
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    summary: entry.summary,
    beforeJson: asJson(states.before),
    afterJson: asJson(states.after),
    ip: request.ip,
    createTime: nowIso(),
  })
}

/**
 * Makes a change and records its entry in one transaction. `change` must do all its work
 * through `trx`: on SQLite a query on the app's own connection would wait for this
 * transaction forever.
 */
export function audited<T>(
  request: FastifyRequest,
  change: (trx: Kysely<DB>) => Promise<T>,
  entryOf: (result: T) => AuditEntryInput,
): Promise<T> {
  return request.server.db.transaction().execute(async (trx) => {
    const result = await change(trx)
    await recordAudit(request, entryOf(result), trx)
    return result
  })
}

/**
 * Records a download of customers' personal data: what was exported, with which filters and
 * how many rows. Nothing changes, so the entry is written once the rows are read.
 */
export function recordExport(
  request: FastifyRequest,
  export_: { targetType: string; what: string; filters: object; count: number },
): Promise<void> {
  return recordAudit(request, {
    action: 'export',
    targetType: export_.targetType,
    summary: `导出${export_.what}（${export_.count} 条）`,
    after: { filters: export_.filters, count: export_.count },
  })
}
