import { sql } from 'kysely'
import { PLASMID_FILTER_DIMENSIONS } from '#common/plasmid-filters.ts'
import type { AnyKysely } from '../dialect.ts'
import { withIdColumn } from '../dialect.ts'

/**
 * The values of the plasmid list's seven filters, editable by staff (decision 010). Entries
 * keep the value as text in their own column, so the list query and its indexes are
 * unchanged; this table says which values exist and in which order the dropdown shows them.
 * It starts with the catalogue's initial values plus any other value an entry already has.
 */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('plasmid_filter_value'))
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('plasmid_filter_value_field_value')
    .on('plasmid_filter_value')
    .columns(['field', 'value'])
    .unique()
    .execute()

  for (const { field, initialValues } of PLASMID_FILTER_DIMENSIONS) {
    const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
    const used = await db
      .selectFrom('plasmid')
      .select(sql<string>`${sql.ref(column)}`.as('value'))
      .distinct()
      .where(sql.ref(column), '<>', '')
      .execute()
    const values = [...new Set([...initialValues, ...used.map((row) => row.value).sort()])]
    await db
      .insertInto('plasmid_filter_value')
      .values(values.map((value, index) => ({ field, value, sort_order: index + 1 })))
      .execute()
  }
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('plasmid_filter_value').execute()
}
