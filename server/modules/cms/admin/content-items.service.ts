// Create, read, update and delete of the rows of a ContentKind. Kysely cannot type a table
// chosen at run time, so this one module works on the untyped builder; the zod schemas of
// each kind type what goes in and out.
import type { Kysely } from 'kysely'
import type { AdminListQuery } from '#common/schemas/admin-content.ts'
import type { SortOrder } from '#common/schemas/list-sort.ts'
import { chinaDayStartIso } from '#common/china-date.ts'
import { type AnyKysely, nowIso, textContains } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { atomically } from '#server/db/transaction.ts'
import { notFound, rejected } from '#server/errors.ts'
import { sanitizeHtml } from '#server/lib/sanitize-html.ts'
import { refreshDocuments } from '#server/modules/search/search.indexer.ts'
import type { ContentKind } from './content-kinds.ts'

type Row = Record<string, unknown>

export const CATEGORY_MISSING = '所属栏目不存在'
/** An item filed under a category of another kind (a news item under a service page). */
export const categoryOfWrongKind = (label: string) => `所选栏目不是${label}栏目，请选择${label}栏目`

export type BatchAction = 'publish' | 'hide' | 'delete'
/** How a batch action is named in its audit entries and in its answer (the plasmid catalogue's too). */
export const BATCH_VERB: Record<BatchAction, string> = { publish: '显示', hide: '隐藏', delete: '删除' }
export const BATCH_DONE: Record<BatchAction, string> = { publish: '已显示', hide: '已隐藏', delete: '已删除' }
/** One item a batch changed: as it was, and as it is (null once deleted). */
export interface BatchChange {
  id: number
  before: Row
  after: Row | null
}

export function createContentItemsService(typedDb: Kysely<DB>, kind: ContentKind) {
  const db = typedDb as unknown as AnyKysely

  function sanitized(input: Row): Row {
    const row = { ...input }
    for (const field of kind.html) if (typeof row[field] === 'string') row[field] = sanitizeHtml(row[field])
    return row
  }

  async function checkCategory(trx: AnyKysely, input: Row) {
    if (!kind.inCategory) return
    const found = (await trx
      .selectFrom('category')
      .select(['id', 'molds'])
      .where('id', '=', input.tid)
      .executeTakeFirst()) as { id: number; molds: string } | undefined
    if (!found) throw rejected(CATEGORY_MISSING, { tid: CATEGORY_MISSING })
    if (kind.categoryMolds && found.molds !== kind.categoryMolds) {
      const message = categoryOfWrongKind(kind.label)
      throw rejected(message, { tid: message })
    }
  }

  async function findOrFail(trx: AnyKysely, id: number): Promise<Row> {
    const row = (await trx.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst()) as
      Row | undefined
    if (!row) throw notFound(`${kind.label}不存在`)
    return row
  }

  /** What the public site derives from the row is brought up to date in the same transaction. */
  async function refreshDerived(trx: AnyKysely, id: number) {
    if (kind.searchKind) await refreshDocuments(trx as Kysely<DB>, kind.searchKind, [id])
  }

  return {
    async list({ page, size, keyword, tid, from, sort, order }: AdminListQuery & { sort?: string; order?: SortOrder }) {
      let query = db.selectFrom(kind.table)
      if (from && kind.timestamps !== 'none') query = query.where('createTime', '>=', chinaDayStartIso(from))
      if (keyword) query = query.where(textContains(db, kind.titleColumn, keyword))
      if (tid !== undefined && kind.inCategory) query = query.where('tid', '=', tid)
      let rows = query.selectAll()
      // The chosen column first; the list's own order then keeps equal values in a stable order.
      if (sort) rows = rows.orderBy(sort, order ?? 'desc')
      for (const [column, direction] of kind.order) rows = rows.orderBy(column, direction)
      const [data, count] = await Promise.all([
        rows
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ])
      return { data: data as Row[], total: Number((count as { total: unknown }).total) }
    },

    read: (id: number) => findOrFail(db, id),

    async create(input: Row): Promise<Row> {
      return atomically(db, async (trx) => {
        await checkCategory(trx, input)
        const now = nowIso()
        const values = sanitized(input)
        if (kind.timestamps !== 'none') values.createTime = values.createTime ?? now
        if (kind.timestamps === 'create-update') values.updateTime = now
        const { id } = (await trx.insertInto(kind.table).values(values).returning('id').executeTakeFirstOrThrow()) as {
          id: number
        }
        await refreshDerived(trx, id)
        return findOrFail(trx, id)
      })
    },

    async update(id: number, input: Row): Promise<{ before: Row; after: Row }> {
      return atomically(db, async (trx) => {
        const before = await findOrFail(trx, id)
        await checkCategory(trx, input)
        const values = sanitized(input)
        if (kind.timestamps === 'create-update') values.updateTime = nowIso()
        if (values.createTime === undefined) delete values.createTime
        await trx.updateTable(kind.table).set(values).where('id', '=', id).execute()
        await refreshDerived(trx, id)
        return { before, after: await findOrFail(trx, id) }
      })
    },

    /**
     * Publishes, hides or deletes the items of `ids` that exist, in one transaction (the
     * caller's), and says which ids were not found.
     */
    async batch(ids: readonly number[], action: BatchAction): Promise<{ changes: BatchChange[]; missing: number[] }> {
      const found = (await db
        .selectFrom(kind.table)
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()) as Row[]
      const present = found.map((row) => Number(row.id))
      // An item already shown (or hidden) is left alone: no write, no entry, not counted.
      const status = action === 'publish' ? 1 : 0
      const changing = action === 'delete' ? found : found.filter((row) => Number(row.status) !== status)
      const changingIds = changing.map((row) => Number(row.id))
      if (changingIds.length > 0) {
        if (action === 'delete') await db.deleteFrom(kind.table).where('id', 'in', changingIds).execute()
        else {
          const values: Row = { status }
          if (kind.timestamps === 'create-update') values.updateTime = nowIso()
          await db.updateTable(kind.table).set(values).where('id', 'in', changingIds).execute()
        }
        if (kind.searchKind) await refreshDocuments(typedDb, kind.searchKind, changingIds)
      }
      const after =
        action === 'delete' || changingIds.length === 0
          ? []
          : ((await db.selectFrom(kind.table).selectAll().where('id', 'in', changingIds).execute()) as Row[])
      return {
        changes: changing.map((before) => ({
          id: Number(before.id),
          before,
          after: after.find((row) => row.id === before.id) ?? null,
        })),
        missing: ids.filter((id) => !present.includes(id)),
      }
    },

    async remove(id: number): Promise<Row> {
      return atomically(db, async (trx) => {
        const before = await findOrFail(trx, id)
        await trx.deleteFrom(kind.table).where('id', '=', id).execute()
        await refreshDerived(trx, id)
        return before
      })
    },
  }
}
