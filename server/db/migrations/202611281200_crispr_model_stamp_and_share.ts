import type { AnyKysely } from '../dialect.ts'

const STAMP_COLUMNS = ['model_name', 'model_version', 'weights_sha256']

/**
 * The model that scored a job (name, version, SHA-256 of the weights file; the scoring date
 * is the job's finish time), null until it is scored. And the read-only share link of a
 * job: one per job, only a hash of its token is kept, deleting the row revokes the link.
 */
export async function up(db: AnyKysely): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const column of STAMP_COLUMNS) await db.schema.alterTable('crispr_job').addColumn(column, 'text').execute()
  await db.schema
    .createTable('crispr_share')
    .addColumn('job_id', 'integer', (col) => col.primaryKey().references('crispr_job.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('crispr_share').execute()
  for (const column of STAMP_COLUMNS) await db.schema.alterTable('crispr_job').dropColumn(column).execute()
}
