import type { AnyKysely } from '../dialect.ts'
import { nowIso, withIdColumn } from '../dialect.ts'

/**
 * Personal-information records (PIPL Art. 14, 15, 19): each consent a customer gives or
 * withdraws (kind 'privacy' with the policy version accepted, or 'marketing' for product
 * news by e-mail and SMS), the privacy policy's published versions, and successful logins
 * (time and address only, kept 180 days). Rows are appended, never edited, so the history
 * of a consent stays readable; the member's rows go with the member.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('privacy_policy_version')
    .addColumn('version', 'integer', (col) => col.primaryKey())
    .addColumn('publish_time', 'text', (col) => col.notNull())
    .execute()
  // The policy shown today is version 1; accounts made before versions were kept have
  // accepted none and are asked to accept it on their next visit.
  await db.insertInto('privacy_policy_version').values({ version: 1, publish_time: nowIso() }).execute()

  await withIdColumn(db, db.schema.createTable('member_consent'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('version', 'integer')
    .addColumn('granted', 'integer', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('member_consent_member')
    .on('member_consent')
    .columns(['member_id', 'kind', 'id'])
    .execute()

  await withIdColumn(db, db.schema.createTable('member_login'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('member_login_member').on('member_login').columns(['member_id', 'id']).execute()
  await db.schema.createIndex('member_login_time').on('member_login').column('create_time').execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('member_login').execute()
  await db.schema.dropTable('member_consent').execute()
  await db.schema.dropTable('privacy_policy_version').execute()
}
