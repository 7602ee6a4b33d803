import { type RawBuilder, sql } from 'kysely'
import type { AnyKysely } from '../dialect.ts'
import { dialectOf } from '../dialect.ts'
// The list's seven filter columns, which no migration since has changed.
import { FILTER_COLUMNS } from './202611222000_create_plasmid.ts'

const columnList = (columns: readonly string[]) => sql.raw(columns.join(', '))

/**
 * plasmid_list and the seven (filter, item_no) indexes: key columns, and on PostgreSQL the
 * columns each one includes, as 202611231800_plasmid_list_json.ts left them, or with the
 * status after each index's equality columns (`withStatus`).
 */
function listIndexes(withStatus: boolean): { name: string; keys: string[]; included: string[] }[] {
  const status = withStatus ? ['status'] : []
  return [
    { name: 'plasmid_list', keys: [...status, 'item_no', 'name', ...FILTER_COLUMNS], included: ['list_json'] },
    ...FILTER_COLUMNS.map((column) => ({
      name: `plasmid_${column.replace(/^plasmid_/, '')}_item`,
      keys: [column, ...status, 'item_no'],
      included: [...FILTER_COLUMNS.filter((other) => other !== column), 'list_json'],
    })),
  ]
}

/**
 * Each list index rebuilt under its own name. PostgreSQL builds the new index before
 * dropping the old one, so the list is never without it; SQLite cannot rename an index, and
 * its DDL runs in the migration's transaction anyway.
 */
async function rebuildListIndexes(db: AnyKysely, withStatus: boolean): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'
  for (const { name, keys, included } of listIndexes(withStatus)) {
    const include = postgres ? sql` include (${columnList(included)})` : sql``
    const definition: RawBuilder<unknown> = sql`(${columnList(keys)})${include}`
    if (!postgres) {
      await db.schema.dropIndex(name).execute()
      await sql`create index ${sql.id(name)} on plasmid ${definition}`.execute(db)
      continue
    }
    await sql`create index ${sql.id(`${name}_next`)} on plasmid ${definition}`.execute(db)
    await db.schema.dropIndex(name).execute()
    await sql`alter index ${sql.id(`${name}_next`)} rename to ${sql.id(name)}`.execute(db)
  }
}

/**
 * A catalogue entry is published (1) or hidden (0) by staff; the public catalogue (list,
 * counts, search, detail, sitemap) shows published entries only, so every public query asks
 * for status = 1. The status joins the key of each list index after its equality columns:
 * plasmid_list (status, item_no, …) and (filter, status, item_no) keep a page an ordered,
 * index-only read that stops at the page's end, and a count an index-only scan. A partial
 * index of the published rows was tried too: the same plans, but PostgreSQL priced the
 * partial indexes higher, and SQLite uses one only when the query spells the status as a
 * literal, not a bound value. On PostgreSQL the whole catalogue's total had been counted from
 * the narrow plasmid_sequence_id index and an item-number prefix's from the item number's
 * unique index, neither of which has the status: a narrow (status, item_no) index serves both
 * (otherwise a sequential scan of the wide table, about 50 ms at 10,000 rows, and a scan of
 * plasmid_list). SQLite counts from the filter indexes and did not use it, except to read
 * a name search's page in item-number order from the table instead of from plasmid_list.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('plasmid')
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .execute()
  await rebuildListIndexes(db, true)
  if (dialectOf(db) === 'postgres') {
    await db.schema.createIndex('plasmid_status_item').on('plasmid').columns(['status', 'item_no']).execute()
  }
}

export async function down(db: AnyKysely): Promise<void> {
  if (dialectOf(db) === 'postgres') await db.schema.dropIndex('plasmid_status_item').execute()
  await rebuildListIndexes(db, false)
  await db.schema.alterTable('plasmid').dropColumn('status').execute()
}
