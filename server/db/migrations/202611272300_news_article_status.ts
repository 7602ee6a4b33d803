import type { AnyKysely } from '../dialect.ts'

/** News items and articles can be hidden from the public site (1 = shown, 0 = hidden), as ads can. */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('article')
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('article').dropColumn('status').execute()
  await db.schema.alterTable('news').dropColumn('status').execute()
}
