// Records the writes of the admin console. A change made only in the database is saved with
// its entry in one transaction (audited), so neither is kept without the other. A write whose
// effects reach outside the database (mail sent, files, sessions and caches, the job worker)
// cannot be rolled back with it: such a handler records its entry once the change is done.
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { AuditAction } from '#common/schemas/admin-audit.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
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

export async function recordAudit(
  request: FastifyRequest,
  entry: AuditEntryInput,
  db: Kysely<DB> = request.server.db,
): Promise<void> {
  await createAuditRepo(db).insert({
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
