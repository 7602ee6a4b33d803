import type { AnyKysely } from '../dialect.ts'

const RESPONSIBLE_PERSON_SETTINGS = ['privacy_officer_name', 'privacy_officer_contact']

/**
 * A deleted account's orders stay for the company's records and keep pointing at their
 * member row, so the row itself stays as an empty placeholder: `deleted_time` marks it, and
 * every personal column of it is cleared. The privacy policy names the person responsible
 * for personal information from two website settings.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('member').addColumn('deleted_time', 'text').execute()
  await db
    .insertInto('site_setting')
    .values(RESPONSIBLE_PERSON_SETTINGS.map((name) => ({ name, value: '' })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.deleteFrom('site_setting').where('name', 'in', RESPONSIBLE_PERSON_SETTINGS).execute()
  await db.schema.alterTable('member').dropColumn('deleted_time').execute()
}
