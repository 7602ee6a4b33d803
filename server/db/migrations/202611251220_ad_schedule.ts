import type { AnyKysely } from '../dialect.ts'

/** Optional display window of an ad (ISO-8601 UTC): shown only from start_time until end_time. */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('ad').addColumn('start_time', 'text').execute()
  await db.schema.alterTable('ad').addColumn('end_time', 'text').execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('ad').dropColumn('end_time').execute()
  await db.schema.alterTable('ad').dropColumn('start_time').execute()
}
