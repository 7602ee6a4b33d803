import type { AnyKysely } from '../dialect.ts'
import { intDefault, textDefault, withIdColumn } from '../dialect.ts'

/** Customer and staff accounts (spec §3 'Account'); staff are members with role 'admin'. */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('member'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('customer'))
    .addColumn('is_active', 'integer', intDefault())
    .addColumn('username', 'text', textDefault)
    .addColumn('fname', 'text', textDefault)
    .addColumn('lname', 'text', textDefault)
    .addColumn('company', 'text', textDefault)
    .addColumn('department', 'text', textDefault)
    .addColumn('fapiao_title', 'text', textDefault)
    .addColumn('tel', 'text', textDefault)
    .addColumn('tel2', 'text', textDefault)
    .addColumn('phone1', 'text', textDefault)
    .addColumn('phone', 'text', textDefault)
    .addColumn('pi_email', 'text', textDefault)
    .addColumn('pi_fname', 'text', textDefault)
    .addColumn('pi_lname', 'text', textDefault)
    .addColumn('road', 'integer', intDefault(7))
    .addColumn('is_sendup', 'integer', intDefault())
    .addColumn('com_code', 'text', textDefault)
    .addColumn('country', 'integer', intDefault())
    .addColumn('province_id', 'integer', intDefault())
    .addColumn('city_id', 'integer', intDefault())
    .addColumn('address', 'text', textDefault)
    .addColumn('zip', 'text', textDefault)
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('update_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('member_tel').on('member').column('tel').execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('member').execute()
}
