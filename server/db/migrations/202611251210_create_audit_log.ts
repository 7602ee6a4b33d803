import type { AnyKysely } from '../dialect.ts'
import { textDefault, withIdColumn } from '../dialect.ts'

/**
 * Every write of the admin console: who (kept as e-mail too, so the row outlives a deleted
 * staff account), what, on which row, when, and the row before and after as JSON.
 */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'text', textDefault)
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', textDefault)
    .addColumn('summary', 'text', textDefault)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text', textDefault)
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('audit_log_time').on('audit_log').column('create_time').execute()
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
}
