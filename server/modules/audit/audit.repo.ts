import type { Kysely } from 'kysely'
import type { AuditFilters, AuditQuery } from '#common/schemas/admin-audit.ts'
import type { DB } from '#server/db/schema.ts'

/** Rows one CSV export holds at most, like the other exports of the console. */
export const AUDIT_EXPORT_LIMIT = 10_000

export function createAuditRepo(db: Kysely<DB>) {
  function filtered({ staffId, action, targetType, targetId, from, to }: AuditFilters) {
    let query = db.selectFrom('auditLog')
    if (staffId !== undefined) query = query.where('staffId', '=', staffId)
    if (action) query = query.where('action', '=', action)
    if (targetType) query = query.where('targetType', '=', targetType)
    if (targetId) query = query.where('targetId', '=', targetId)
    if (from) query = query.where('createTime', '>=', new Date(from).toISOString())
    if (to) query = query.where('createTime', '<', new Date(to).toISOString())
    return query
  }

  /** Newest first, after the column staff sorted by if any. */
  const ordered = (filters: AuditFilters, { sort, order }: Partial<Pick<AuditQuery, 'sort' | 'order'>> = {}) =>
    filtered(filters)
      .selectAll()
      .$if(sort !== undefined, (query) => query.orderBy(sort!, order))
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')

  return {
    async insert(row: {
      staffId: number | null
      staffEmail: string
      action: string
      targetType: string
      targetId: string
      summary: string
      beforeJson: string | null
      afterJson: string | null
      ip: string
      createTime: string
    }) {
      await db.insertInto('auditLog').values(row).execute()
    },

    async page(
      { sort, order, ...filters }: Omit<AuditQuery, 'page' | 'size'>,
      window: { offset: number; limit: number },
    ) {
      const [rows, count] = await Promise.all([
        ordered(filters, { sort, order }).offset(window.offset).limit(window.limit).execute(),
        filtered(filters)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    exportRows: (filters: AuditFilters) => ordered(filters).limit(AUDIT_EXPORT_LIMIT).execute(),
  }
}
