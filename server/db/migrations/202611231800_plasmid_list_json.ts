import { type RawBuilder, sql } from 'kysely'
import type { AnyKysely } from '../dialect.ts'
import { dialectOf } from '../dialect.ts'

/** The list's seven filter columns, as 202611222000_create_plasmid.ts made them. */
const FILTER_COLUMNS = [
  'plasmid_host',
  'plasmid_usage',
  'plasmid_fragment_type',
  'plasmid_fragment_species',
  'plasmid_nuclear_resistance',
  'plasmid_eukaryotic_resistance',
  'plasmid_fluorescent_marker',
] as const

/**
 * A list row's wire fields (PlasmidListItemSchema, in its order) and the plasmid columns they
 * come from, as they are at this migration: the spec names the fragment species
 * plasmidSpecies in the list. The id is the one number.
 */
const WIRE_FIELDS: readonly (readonly [field: string, column: string])[] = [
  ['id', 'id'],
  ['name', 'name'],
  ['itemNo', 'item_no'],
  ['plasmidHost', 'plasmid_host'],
  ['plasmidUsage', 'plasmid_usage'],
  ['plasmidFragmentType', 'plasmid_fragment_type'],
  ['plasmidSpecies', 'plasmid_fragment_species'],
  ['plasmidNuclearResistance', 'plasmid_nuclear_resistance'],
  ['plasmidEukaryoticResistance', 'plasmid_eukaryotic_resistance'],
  ['plasmidFluorescentMarker', 'plasmid_fluorescent_marker'],
]

const columnList = (columns: readonly string[]) => sql.raw(columns.join(', '))

/**
 * The row's list entry as compact JSON, read from `row` (a table name or NEW): the same text on
 * both databases (PostgreSQL's json_build_object would put spaces around every colon). The
 * columns are NOT NULL, so every quoted value is a JSON string.
 */
function listJsonOf(db: AnyKysely, row: string): RawBuilder<string> {
  const quote = dialectOf(db) === 'sqlite' ? 'json_quote(%)' : 'to_json(%)::text'
  const members = WIRE_FIELDS.map(([field, column], index) => {
    const value = `${row}.${column}`
    const key = `${index === 0 ? '{' : ','}"${field}":`
    return `'${key}' || ${column === 'id' ? value : quote.replace('%', value)}`
  })
  return sql.raw(`${members.join(' || ')} || '}'`)
}

/** A PostgreSQL index rebuilt with other columns under the same name (no moment without it). */
async function replaceIndex(db: AnyKysely, name: string, definition: RawBuilder<unknown>): Promise<void> {
  await sql`create index ${sql.id(`${name}_next`)} on plasmid ${definition}`.execute(db)
  await db.schema.dropIndex(name).execute()
  await sql`alter index ${sql.id(`${name}_next`)} rename to ${sql.id(name)}`.execute(db)
}

const filterIndexName = (column: string) => `plasmid_${column.replace(/^plasmid_/, '')}_item`

const indexColumns = (keys: readonly string[], included: readonly string[]) =>
  included.length > 0 ? sql`(${columnList(keys)}) include (${columnList(included)})` : sql`(${columnList(keys)})`

/**
 * plasmid_list and the seven (filter, item_no) indexes, each with the columns `included` names
 * for it (`filter` is undefined for plasmid_list).
 */
async function rebuildListIndexes(db: AnyKysely, included: (filter?: string) => readonly string[]): Promise<void> {
  await replaceIndex(db, 'plasmid_list', indexColumns(['item_no', 'name', ...FILTER_COLUMNS], included()))
  for (const column of FILTER_COLUMNS) {
    await replaceIndex(db, filterIndexName(column), indexColumns([column, 'item_no'], included(column)))
  }
}

/**
 * Each plasmid keeps its list entry as JSON text, maintained by the database on every insert
 * and update, so a list page is the concatenation of its rows' stored entries: no JSON is
 * built per request, and the page leaves the database as bytes that are sent as they are
 * (ADR 005). On a 50-row page this took the database's part from about 150 µs to 50 µs on
 * SQLite, and the driver no longer decodes 16 KB of UTF-8 into a string that is encoded again.
 *
 * On PostgreSQL the list's indexes carry the entry, so every page is an index-only scan:
 * plasmid_list includes it instead of the id (which the list reads only inside the entry),
 * and each (filter, item_no) index includes the other six filters and the entry, so a page
 * filtered on a selective column checks the other filters and reads its rows from that index
 * alone (a 50-row page with three filters: 0.29 ms of execution became 0.07 ms). Without the
 * entry in plasmid_list the planner also walked the item-number index, fetching every scanned
 * row from the wide table. SQLite reads a page's entries from the table: about 1 µs a row.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('plasmid')
    .addColumn('list_json', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await sql`update plasmid set list_json = ${listJsonOf(db, 'plasmid')}`.execute(db)

  if (dialectOf(db) === 'sqlite') {
    // SQLite's triggers cannot change NEW: the row is written, then its entry set. The update
    // trigger fires only for the listed columns, so setting list_json does not fire it again.
    const columns = columnList(WIRE_FIELDS.map(([, column]) => column))
    const setEntry = sql`update plasmid set list_json = ${listJsonOf(db, 'new')} where id = new.id;`
    await sql`create trigger plasmid_list_json_insert after insert on plasmid begin ${setEntry} end`.execute(db)
    await sql`create trigger plasmid_list_json_update after update of ${columns} on plasmid begin ${setEntry} end`.execute(
      db,
    )
    return
  }
  await sql`
    create function plasmid_list_json() returns trigger language plpgsql as $$
    begin
      new.list_json := ${listJsonOf(db, 'new')};
      return new;
    end
    $$
  `.execute(db)
  await sql`
    create trigger plasmid_list_json before insert or update on plasmid
    for each row execute function plasmid_list_json()
  `.execute(db)
  await rebuildListIndexes(db, (filter) =>
    filter ? [...FILTER_COLUMNS.filter((column) => column !== filter), 'list_json'] : ['list_json'],
  )
}

export async function down(db: AnyKysely): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql`drop trigger plasmid_list_json_insert`.execute(db)
    await sql`drop trigger plasmid_list_json_update`.execute(db)
  } else {
    // As 202611230200_plasmid_list_index_with_id left them.
    await rebuildListIndexes(db, (filter) => (filter ? [] : ['id']))
    await sql`drop trigger plasmid_list_json on plasmid`.execute(db)
    await sql`drop function plasmid_list_json()`.execute(db)
  }
  await db.schema.alterTable('plasmid').dropColumn('list_json').execute()
}
