import { sql } from 'kysely'
import type { AnyKysely } from '../dialect.ts'
import { intDefault, textDefault, withIdColumn } from '../dialect.ts'

/**
 * Customer accounts: login sessions, e-mail activation links and delivery
 * addresses. Tokens are stored as SHA-256 hashes only; a leaked table grants nothing.
 */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('member_session'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('remember', 'integer', intDefault())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('member_session_member').on('member_session').column('member_id').execute()

  await withIdColumn(db, db.schema.createTable('activation_token'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('activation_token_member').on('activation_token').column('member_id').execute()

  await withIdColumn(db, db.schema.createTable('address'))
    .addColumn('uid', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('name', 'text', textDefault)
    .addColumn('company', 'text', textDefault)
    .addColumn('country', 'integer', intDefault())
    .addColumn('province_id', 'integer', intDefault())
    .addColumn('city_id', 'integer', intDefault())
    .addColumn('address', 'text', textDefault)
    .addColumn('zip', 'text', textDefault)
    .addColumn('tel', 'text', textDefault)
    .addColumn('tel2', 'text', textDefault)
    .addColumn('is_default', 'integer', intDefault())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('update_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('address_uid').on('address').column('uid').execute()
  // At most one default address per customer, whatever a buggy or concurrent write tries.
  await db.schema
    .createIndex('address_one_default')
    .on('address')
    .column('uid')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute()

  // The mobile number logs in by SMS, so it must lead to one account only.
  await db.schema
    .createIndex('member_tel_unique')
    .on('member')
    .column('tel')
    .unique()
    .where(sql.ref('tel'), '<>', '')
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('member_tel_unique').execute()
  for (const table of ['address', 'activation_token', 'member_session']) {
    await db.schema.dropTable(table).execute()
  }
}
