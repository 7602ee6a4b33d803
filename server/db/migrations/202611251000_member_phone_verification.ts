import { sql } from 'kysely'
import type { AnyKysely } from '../dialect.ts'

/**
 * A mobile number is an SMS-login credential only once its owner confirmed it with a code
 * (tel_verified). activate_time tells an account that was never activated (a registration
 * that may be replaced or purged) from one staff deactivated later.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('member')
    .addColumn('tel_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('member').addColumn('activate_time', 'text').execute()
  await sql`update member set activate_time = update_time where is_active = 1`.execute(db)
  // One account at most holds a confirmed number: SMS login finds exactly one account. Numbers
  // typed into registrations no longer have to be unique, so nobody can block a number by
  // registering with it.
  await db.schema.dropIndex('member_tel_unique').execute()
  await db.schema
    .createIndex('member_verified_tel')
    .unique()
    .on('member')
    .column('tel')
    .where(sql.ref('tel_verified'), '=', 1)
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('member_verified_tel').execute()
  await db.schema
    .createIndex('member_tel_unique')
    .on('member')
    .column('tel')
    .unique()
    .where(sql.ref('tel'), '<>', '')
    .execute()
  await db.schema.alterTable('member').dropColumn('activate_time').execute()
  await db.schema.alterTable('member').dropColumn('tel_verified').execute()
}
