import { sql } from 'kysely'
import type { AnyKysely } from '../dialect.ts'
import { intDefault, textDefault, withIdColumn } from '../dialect.ts'

/**
 * Staff accounts of the admin console, apart from customers: a customer session can never
 * reach an admin call and a staff login is not a customer account. Members that were staff
 * (role 'admin') move here with their password, and the member role column goes.
 */
export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('staff'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', textDefault)
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', intDefault(1))
    .addColumn('last_login_time', 'text')
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('update_time', 'text', (col) => col.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('staff_session'))
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('staff_session_staff').on('staff_session').column('staff_id').execute()

  await sql`
    insert into staff (email, name, password_hash, role, is_active, create_time, update_time)
    select email, fname || lname, password_hash, 'admin', is_active, create_time, update_time
    from member where role = 'admin'
  `.execute(db)
  await db.deleteFrom('member').where('role', '=', 'admin').execute()
  await db.schema.alterTable('member').dropColumn('role').execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('member')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('customer'))
    .execute()
  await db.schema.dropTable('staff_session').execute()
  await db.schema.dropTable('staff').execute()
}
