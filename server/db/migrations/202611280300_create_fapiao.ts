import { sql } from 'kysely'
import type { AnyKysely } from '../dialect.ts'
import { intDefault, textDefault, withIdColumn } from '../dialect.ts'

/** Amounts in yuan with fen: PostgreSQL's `real` would round them (as the order decimals). */
const DECIMAL = 'double precision'

/**
 * Fapiao (发票): the invoice details of a customer's account beside the title it already
 * holds (member.fapiao_title), and the requests made for finished orders, each a copy of the
 * details as they were sent, so a later change to the account leaves issued invoices as they were.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('fapiao_profile')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('member.id').onDelete('cascade'))
    .addColumn('tax_id', 'text', textDefault)
    // 1 普票, 2 专票.
    .addColumn('kind', 'integer', intDefault(1))
    .addColumn('bank_name', 'text', textDefault)
    .addColumn('bank_account', 'text', textDefault)
    .addColumn('register_address', 'text', textDefault)
    .addColumn('register_phone', 'text', textDefault)
    .addColumn('update_time', 'text', (col) => col.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('fapiao_request'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('service_order.id').onDelete('cascade'))
    .addColumn('amount', DECIMAL, (col) => col.notNull())
    .addColumn('remark', 'text', textDefault)
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('tax_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addColumn('bank_name', 'text', textDefault)
    .addColumn('bank_account', 'text', textDefault)
    .addColumn('register_address', 'text', textDefault)
    .addColumn('register_phone', 'text', textDefault)
    // 0 待开票, 1 已开票.
    .addColumn('status', 'integer', intDefault())
    .addColumn('invoice_no', 'text', textDefault)
    // The issued invoice's PDF in the storage's uploads folder (YYYY/MM/<uuid>.pdf); '' for none.
    .addColumn('pdf_stored_name', 'text', textDefault)
    .addColumn('pdf_size', 'integer', intDefault())
    .addColumn('issued_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('issue_time', 'text')
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('update_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('fapiao_request_member')
    .on('fapiao_request')
    .columns(['member_id', 'create_time', 'id'])
    .execute()
  // One open (待开票) request per order, also when two arrive at once.
  await db.schema
    .createIndex('fapiao_request_open_order')
    .on('fapiao_request')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute()
  await db.schema.createIndex('fapiao_request_order').on('fapiao_request').columns(['order_id', 'id']).execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('fapiao_request').execute()
  await db.schema.dropTable('fapiao_profile').execute()
}
