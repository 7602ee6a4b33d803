import type { AnyKysely } from '../dialect.ts'
import { intDefault, textDefault, withIdColumn } from '../dialect.ts'

/**
 * CRISPR-Net scoring jobs. A job is claimed by a worker through a lease: the
 * worker that holds `lease_token` until `lease_expires_at` may finish it; when the lease
 * runs out (the worker died), another worker claims the job again.
 */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('crispr_job'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('pam_type', 'integer', (col) => col.notNull())
    .addColumn('genome', 'integer', (col) => col.notNull())
    .addColumn('csvfile', 'text', textDefault)
    // The pairs as submitted (validated, uppercased), one `on_seq,off_seq` per line.
    .addColumn('pairs', 'text', (col) => col.notNull())
    .addColumn('pair_count', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', intDefault(1))
    .addColumn('failure', 'text', textDefault)
    .addColumn('out_csvfile', 'text', textDefault)
    .addColumn('attempts', 'integer', intDefault())
    .addColumn('lease_token', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('notified', 'integer', intDefault())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('start_time', 'text')
    .addColumn('finish_time', 'text')
    .execute()
  await db.schema.createIndex('crispr_job_member').on('crispr_job').columns(['member_id', 'create_time']).execute()
  await db.schema.createIndex('crispr_job_status').on('crispr_job').columns(['status', 'id']).execute()
  await db.schema.createIndex('crispr_job_create_time').on('crispr_job').column('create_time').execute()

  await db.schema
    .createTable('crispr_result')
    .addColumn('job_id', 'integer', (col) => col.notNull().references('crispr_job.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('on_seq', 'text', (col) => col.notNull())
    .addColumn('off_seq', 'text', (col) => col.notNull())
    // Double precision on both dialects: PostgreSQL's `real` would round the scores.
    .addColumn('score', 'double precision', (col) => col.notNull())
    .addColumn('cfd', 'double precision')
    .addPrimaryKeyConstraint('crispr_result_pk', ['job_id', 'position'])
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('crispr_result').execute()
  await db.schema.dropTable('crispr_job').execute()
}
