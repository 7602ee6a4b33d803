import type { AnyKysely } from '../dialect.ts'
import { intDefault, textDefault, withIdColumn } from '../dialect.ts'

/**
 * What visitors send (bookings, contact messages, buy inquiries) and what the site sends
 * them (mail, SMS), plus the one-time codes and captcha challenges that guard both.
 */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('booking'))
    .addColumn('aid', 'integer', intDefault())
    .addColumn('tid', 'integer', intDefault())
    .addColumn('product_title', 'text', textDefault)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', textDefault)
    .addColumn('company', 'text', textDefault)
    .addColumn('remark', 'text', textDefault)
    .addColumn('source_page', 'text', textDefault)
    .addColumn('ip', 'text', textDefault)
    .addColumn('status', 'integer', intDefault())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('contact_message'))
    .addColumn('fname', 'text', (col) => col.notNull())
    .addColumn('lname', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('industry', 'text', textDefault)
    .addColumn('country', 'text', textDefault)
    .addColumn('zipcode', 'text', textDefault)
    .addColumn('company', 'text', textDefault)
    .addColumn('body', 'text', textDefault)
    .addColumn('source_page', 'text', textDefault)
    .addColumn('ip', 'text', textDefault)
    .addColumn('status', 'integer', intDefault())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('inquiry'))
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('location', 'text', textDefault)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('unit', 'text', textDefault)
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('address', 'text', textDefault)
    .addColumn('source_page', 'text', textDefault)
    .addColumn('ip', 'text', textDefault)
    .addColumn('status', 'integer', intDefault())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', textDefault)
    .addColumn('html_body', 'text', textDefault)
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', intDefault())
    .addColumn('last_error', 'text', textDefault)
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('sent_time', 'text')
    .execute()
  await db.schema.createIndex('mail_outbox_status').on('mail_outbox').columns(['status', 'create_time']).execute()

  await withIdColumn(db, db.schema.createTable('sms_outbox'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', textDefault)
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('last_error', 'text', textDefault)
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sms_outbox_phone').on('sms_outbox').columns(['phone', 'create_time']).execute()

  await withIdColumn(db, db.schema.createTable('verification_code'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', intDefault())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('verification_code_target')
    .on('verification_code')
    .columns(['target', 'purpose', 'create_time'])
    .execute()

  await db.schema
    .createTable('captcha_challenge')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', intDefault())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('passed_at', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('captcha_challenge_expires').on('captcha_challenge').column('expires_at').execute()
}

export async function down(db: AnyKysely): Promise<void> {
  for (const table of [
    'captcha_challenge',
    'verification_code',
    'sms_outbox',
    'mail_outbox',
    'inquiry',
    'contact_message',
    'booking',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
