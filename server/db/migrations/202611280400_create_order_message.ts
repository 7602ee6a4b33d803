import type { AnyKysely } from '../dialect.ts'
import { textDefault, withIdColumn } from '../dialect.ts'

/** The website setting naming the lab's shared inbox for customers' order messages. */
const INBOX_SETTING = 'order_message_email'

/**
 * The thread between a customer and the lab on one order. A message is written by one side
 * (its author) and read by the other: `read_time` is when the other side first opened the
 * thread after it arrived, so each side's unread count is the other side's unread messages.
 * A staff member's message may carry one file, stored like customers' uploads
 * (uploads/<file_stored_name>) and recorded here, not in uploaded_file, since no customer
 * uploaded it.
 */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('order_message'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('service_order.id').onDelete('cascade'))
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('body', 'text', textDefault)
    .addColumn('file_stored_name', 'text')
    .addColumn('file_name', 'text', textDefault)
    .addColumn('file_size', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('file_checksum', 'text')
    .addColumn('read_time', 'text')
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('order_message_order').on('order_message').columns(['order_id', 'id']).execute()
  await db.schema
    .createIndex('order_message_unread')
    .on('order_message')
    .columns(['author', 'read_time', 'order_id'])
    .execute()
  await db.insertInto('site_setting').values({ name: INBOX_SETTING, value: '' }).execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.deleteFrom('site_setting').where('name', '=', INBOX_SETTING).execute()
  await db.schema.dropTable('order_message').execute()
}
