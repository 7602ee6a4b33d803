import { sql } from 'kysely'
import type { AnyKysely } from '../dialect.ts'
import { dialectOf, ensurePgTrgm, intDefault, textDefault, withIdColumn } from '../dialect.ts'

/** The list's seven filter columns (common/plasmid-filters.ts PLASMID_FILTER_DIMENSIONS). */
export const FILTER_COLUMNS = [
  'plasmid_host',
  'plasmid_usage',
  'plasmid_fragment_type',
  'plasmid_fragment_species',
  'plasmid_nuclear_resistance',
  'plasmid_eukaryotic_resistance',
  'plasmid_fluorescent_marker',
] as const

const TEXT_COLUMNS = [
  'specification',
  'alias',
  'promoter',
  'replicon',
  'terminator',
  'classification',
  'tag',
  'nuclear_resistance',
  'eukaryotic_resistance',
  'clone_strain',
  'culture_condition',
  'expression_host',
  'selection_marker',
  'induced_way',
  'three_sequence_primer',
  'five_sequence_primer',
  'remark',
  'plasmid_type',
  'plasmid_species',
  'plasmid_selection_marker',
  ...FILTER_COLUMNS,
  'function_introduction',
  'introduction',
  'profile',
  'backbone',
] as const

/**
 * The plasmid catalogue. Hundreds of entries share one vector backbone, so its
 * sequence and features are stored once in plasmid_sequence (features as JSON text: they
 * are only ever read whole, for the map and the exports).
 *
 * The list filters on any combination of seven low-cardinality columns, searches the name
 * by substring or the item number by prefix, orders by item number and counts the matches,
 * on 10,000 rows within a p99 of 30 ms (bench/plasmid-list.bench.ts). The catalogue rows
 * are wide (introductions, primers, remarks), so the list never reads them:
 * - plasmid_list covers every column the list shows or filters on, in item-number order:
 *   a page is read from it and the scan stops at the page's end; a name search or a count
 *   scans this narrow index, never the table;
 * - each filter column has an index ending in item_no, so a selective filter (or the most
 *   selective of several, chosen from the statistics the seed's ANALYZE collects) reads its
 *   rows already in list order and counts them without a sort;
 * - the item number is matched as a prefix, a range on the unique index; on PostgreSQL the
 *   column is bytewise ("C") so the range is exact whatever the database's locale;
 * - on PostgreSQL a pg_trgm GIN index serves ILIKE '%term%' on the name when that is
 *   cheaper than the scan (SQLite's scan of the narrow index is fast enough at this size),
 *   and extended statistics tell the planner how the filter columns go together.
 * Totals are the one part that cannot stop early; the service keeps them briefly
 * (count-cache.ts).
 */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('plasmid_sequence'))
    .addColumn('source_file', 'text', (col) => col.notNull().unique())
    .addColumn('topology', 'text', (col) => col.notNull().defaultTo('circular'))
    .addColumn('sequence', 'text', (col) => col.notNull())
    .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
    .addCheckConstraint('plasmid_sequence_topology', sql`topology in ('circular', 'linear')`)
    .execute()

  const sqlite = dialectOf(db) === 'sqlite'
  let plasmid = withIdColumn(db, db.schema.createTable('plasmid'))
    .addColumn('item_no', 'text', (col) => (sqlite ? col : col.modifyFront(sql`collate "C"`)).notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', intDefault())
    .addColumn('size', 'integer', intDefault())
  for (const column of TEXT_COLUMNS) plasmid = plasmid.addColumn(column, 'text', textDefault)
  await plasmid
    .addColumn('sequence_id', 'integer', (col) => col.references('plasmid_sequence.id').onDelete('set null'))
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('update_time', 'text', (col) => col.notNull())
    .execute()

  for (const column of FILTER_COLUMNS) {
    await db.schema
      .createIndex(`plasmid_${column.replace(/^plasmid_/, '')}_item`)
      .on('plasmid')
      .columns([column, 'item_no'])
      .execute()
  }
  await db.schema
    .createIndex('plasmid_list')
    .on('plasmid')
    .columns(['item_no', 'name', ...FILTER_COLUMNS])
    .execute()
  await db.schema.createIndex('plasmid_sequence_id').on('plasmid').column('sequence_id').execute()

  if (!sqlite) {
    // The filters are strongly correlated (a host implies its usages and resistances): without
    // multi-column statistics PostgreSQL multiplies selectivities, expects a handful of rows
    // for combined filters and sorts a bitmap scan instead of walking plasmid_list in order.
    await sql`create statistics plasmid_filter_stats (dependencies, mcv) on ${sql.join(
      FILTER_COLUMNS.map((column) => sql.ref(column)),
    )} from plasmid`.execute(db)
    await createTrigramIndex(db)
  }
}

/** A GIN trigram index serves `ilike '%term%'` on the name for terms of 3+ characters. */
async function createTrigramIndex(db: AnyKysely): Promise<void> {
  const opclassSchema = await ensurePgTrgm(db)
  if (!opclassSchema) return
  await db.schema
    .createIndex('plasmid_name_trgm')
    .on('plasmid')
    .using('gin')
    .expression(sql`name ${sql.id(opclassSchema, 'gin_trgm_ops')}`)
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('plasmid').execute()
  await db.schema.dropTable('plasmid_sequence').execute()
}
