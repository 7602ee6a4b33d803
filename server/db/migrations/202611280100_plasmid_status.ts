import { type RawBuilder, sql } from 'kysely'
import type { AnyKysely } from '../dialect.ts'
import { dialectOf } from '../dialect.ts'
// The list's seven filter columns, which no migration since has changed.
import { FILTER_COLUMNS } from './202611222000_create_plasmid.ts'

const columnList = (columns: readonly string[]) => sql.raw(columns.join(', '))

/**
 * plasmid_list and the seven (filter, item_no) indexes as 202611231800_plasmid_list_json.ts
 * left them: key columns, and on PostgreSQL the columns each one includes.
 */
function listIndexes(): { name: string; keys: string[]; included: string[] }[] {
  return [
    { name: 'plasmid_list', keys: ['item_no', 'name', ...FILTER_COLUMNS], included: ['list_json'] },
    ...FILTER_COLUMNS.map((column) => ({
      name: `plasmid_${column.replace(/^plasmid_/, '')}_item`,
      keys: [column, 'item_no'],
      included: [...FILTER_COLUMNS.filter((other) => other !== column), 'list_json'],
    })),
  ]
}

/**
 * Each list index rebuilt under its own name, over the published rows only (`partial`) or over
 * every row. PostgreSQL builds the new index before dropping the old one, so the list is
 * never without it; SQLite cannot rename an index, and its DDL runs in the migration's
 * transaction anyway.
 */
async function rebuildListIndexes(db: AnyKysely, partial: boolean): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'
  const where = partial ? sql` where status = 1` : sql``
  for (const { name, keys, included } of listIndexes()) {
    const include = postgres ? sql` include (${columnList(included)})` : sql``
    const definition: RawBuilder<unknown> = sql`(${columnList(keys)})${include}${where}`
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
 * counts, search, detail, sitemap) shows only published entries. The list's indexes become
 * partial indexes of the published rows: the public queries, which always ask for status = 1
 * as a literal, stay index-only without a status column in every key, and hidden entries cost
 * the public scans nothing. The console's list, which shows every entry, reads by the item
 * number's unique index as before.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('plasmid')
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .execute()
  await rebuildListIndexes(db, true)
}

export async function down(db: AnyKysely): Promise<void> {
  await rebuildListIndexes(db, false)
  await db.schema.alterTable('plasmid').dropColumn('status').execute()
}
