import { sql } from 'kysely'
import { type AnyKysely, dialectOf, textDefault, withIdColumn } from '../dialect.ts'

/**
 * Deliverables: the files staff attach to an order (or one of its samples), each download
 * of them by the customer, and the resumable uploads they come through (each part the
 * server holds). Sizes are bigint: sequencing data passes 2 GB, and so may customers'
 * uploads' column (a 32-bit integer on PostgreSQL until now). The retention in days is a
 * website setting.
 */
export async function up(db: AnyKysely): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table uploaded_file alter column size type bigint`.execute(db)
  }

  await withIdColumn(db, db.schema.createTable('order_deliverable'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('service_order.id').onDelete('cascade'))
    .addColumn('sample_id', 'integer', (col) => col.references('order_sample.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('note', 'text', textDefault)
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('checksum', 'text')
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    // Set when the retention job deleted the stored file: the row stays, shown as expired.
    .addColumn('expired_time', 'text')
    .execute()
  await db.schema
    .createIndex('order_deliverable_order')
    .on('order_deliverable')
    .columns(['order_id', 'create_time'])
    .execute()
  await db.schema
    .createIndex('order_deliverable_expiry')
    .on('order_deliverable')
    .columns(['expired_time', 'expires_at'])
    .execute()

  // A download by the customer; a browser's download link carries a token (its hash is kept).
  await withIdColumn(db, db.schema.createTable('deliverable_download'))
    .addColumn('deliverable_id', 'integer', (col) =>
      col.notNull().references('order_deliverable.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('link_expires_at', 'text')
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('deliverable_download_deliverable')
    .on('deliverable_download')
    .column('deliverable_id')
    .execute()

  await db.schema
    .createTable('deliverable_upload')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('service_order.id').onDelete('cascade'))
    .addColumn('sample_id', 'integer')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('note', 'text', textDefault)
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('part_size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    // The storage's own id of the upload (S3's UploadId; the local driver's parts folder).
    .addColumn('storage_upload_id', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('deliverable_upload_part')
    .addColumn('upload_id', 'text', (col) => col.notNull().references('deliverable_upload.id').onDelete('cascade'))
    .addColumn('part_number', 'integer', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('etag', 'text', textDefault)
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('deliverable_upload_part_pk', ['upload_id', 'part_number'])
    .execute()

  await db
    .insertInto('site_setting')
    .values({ name: 'deliverable_retention_days', value: '90' })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.deleteFrom('site_setting').where('name', '=', 'deliverable_retention_days').execute()
  await db.schema.dropTable('deliverable_upload_part').execute()
  await db.schema.dropTable('deliverable_upload').execute()
  await db.schema.dropTable('deliverable_download').execute()
  await db.schema.dropTable('order_deliverable').execute()
  if (dialectOf(db) === 'postgres') {
    await sql`alter table uploaded_file alter column size type integer`.execute(db)
  }
}
