import type { CreateTableBuilder } from 'kysely'
import type { AnyKysely } from '../dialect.ts'
import { intDefault, textDefault, withIdColumn } from '../dialect.ts'

/** Numbers with decimals (concentrations, volumes, thresholds): PostgreSQL's `real` would round them. */
const DECIMAL = 'double precision'

/**
 * Customer service orders (spec §3): one `service_order` row per order of any type, the
 * samples of GUIDE-seq and amplicon orders in one table (their fields overlap almost fully),
 * the one record of a cell line order beside its order row, the files customers upload,
 * an append-only status history, and the per-day counters behind readable order numbers.
 */
export async function up(db: AnyKysely): Promise<void> {
  // Per type and China day, the last sequence number handed out (GS-20261124-0007).
  await db.schema
    .createTable('order_sequence')
    .addColumn('day_key', 'text', (col) => col.primaryKey())
    .addColumn('last_value', 'integer', (col) => col.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('service_order'))
    .addColumn('orderno', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    // 1 GUIDE-seq, 2 amplicon, 3 cell line construction.
    .addColumn('order_type', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', intDefault())
    // Kept in step with the samples in the same transaction, so the list needs no join.
    .addColumn('sample_count', 'integer', intDefault())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('update_time', 'text', (col) => col.notNull())
    .execute()
  // The order lists: a customer's orders of one type, newest first.
  await db.schema
    .createIndex('service_order_list')
    .on('service_order')
    .columns(['member_id', 'order_type', 'create_time', 'id'])
    .execute()

  await addSampleColumns(withIdColumn(db, db.schema.createTable('order_sample'))).execute()
  await db.schema.createIndex('order_sample_order').on('order_sample').columns(['order_id', 'id']).execute()

  await addCellLineColumns(
    db.schema
      .createTable('cell_line_order')
      .addColumn('order_id', 'integer', (col) => col.primaryKey().references('service_order.id').onDelete('cascade')),
  ).execute()

  await withIdColumn(db, db.schema.createTable('uploaded_file'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    // Path under DATA_DIR/uploads: YYYY/MM/<uuid>.<ext>.
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', textDefault)
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('uploaded_file_member').on('uploaded_file').column('member_id').execute()

  // Append-only. sample_id has no foreign key: a deleted sample's steps stay on record.
  await withIdColumn(db, db.schema.createTable('order_status_history'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('service_order.id').onDelete('cascade'))
    .addColumn('sample_id', 'integer')
    // Null on the step that created the order or sample.
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (col) => col.notNull())
    // Null for changes made by the system or by staff without a member account.
    .addColumn('actor_member_id', 'integer')
    .addColumn('note', 'text', textDefault)
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('order_status_history_subject')
    .on('order_status_history')
    .columns(['order_id', 'sample_id', 'id'])
    .execute()
}

function addSampleColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return (
    table
      .addColumn('order_id', 'integer', (col) => col.notNull().references('service_order.id').onDelete('cascade'))
      .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
      .addColumn('leixing', 'integer', (col) => col.notNull())
      .addColumn('status', 'integer', intDefault())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('type', 'integer', (col) => col.notNull())
      .addColumn('type_other', 'text', textDefault)
      .addColumn('jiezhi', 'integer', intDefault())
      .addColumn('jiezhi_other', 'text', textDefault)
      .addColumn('is_edta', 'integer', intDefault())
      .addColumn('edta_nongdu', DECIMAL, intDefault())
      .addColumn('nongdu', DECIMAL, intDefault())
      .addColumn('tiji', DECIMAL, intDefault())
      .addColumn('zongliang', DECIMAL, intDefault())
      .addColumn('laiyuan', 'integer', (col) => col.notNull())
      .addColumn('laiyuan_other', 'text', textDefault)
      .addColumn('fenxi_leixing', 'integer', (col) => col.notNull())
      .addColumn('duizhao', 'text', textDefault)
      .addColumn('xulie', 'text', textDefault)
      .addColumn('hexuanmei', 'integer', intDefault())
      .addColumn('hexuanmei_other', 'text', textDefault)
      .addColumn('is_remark', 'integer', intDefault())
      .addColumn('remark', 'text', textDefault)
      // GUIDE-seq only.
      .addColumn('cuopei_fazhi', 'integer', intDefault())
      .addColumn('tudian_fazhi', 'integer', intDefault())
      .addColumn('is_odn', 'integer', intDefault())
      .addColumn('odn_xulie', 'text', textDefault)
      // Amplicon only.
      .addColumn('is_yinwu', 'integer', intDefault())
      .addColumn('zheng_xulie', 'text', textDefault)
      .addColumn('fan_xulie', 'text', textDefault)
      .addColumn('tuihuo_wendu', DECIMAL, intDefault())
      .addColumn('kuozhan_xulie', 'text', textDefault)
      .addColumn('yinwu_xulie', 'text', textDefault)
      .addColumn('weidian_juli', 'integer', intDefault())
      .addColumn('chuangkou_size', 'integer', intDefault())
      .addColumn('is_dipin', 'integer', intDefault())
      .addColumn('dipin_zhi', DECIMAL, intDefault())
      .addColumn('gexinghua_type', 'integer', intDefault())
      .addColumn('gexinghua_other', 'text', textDefault)
      .addColumn('shiyan_name', 'text', textDefault)
      .addColumn('create_time', 'text', (col) => col.notNull())
      .addColumn('update_time', 'text', (col) => col.notNull())
  )
}

function addCellLineColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('leixing', 'integer', (col) => col.notNull())
    .addColumn('is_dingdian', 'integer', intDefault())
    .addColumn('dingdian_info', 'text', textDefault)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_rna', 'integer', intDefault())
    .addColumn('jiyin', 'integer', intDefault())
    .addColumn('jiyin_other', 'text', textDefault)
    .addColumn('jiyin_xulie', 'text', textDefault)
    .addColumn('is_shengzhang', 'integer', intDefault())
    .addColumn('shengzhang_file', 'text', textDefault)
    .addColumn('is_cunhuo', 'integer', intDefault())
    .addColumn('cunhuo_file', 'text', textDefault)
    .addColumn('shuzhu', 'text', textDefault)
    .addColumn('beixuan', 'text', textDefault)
    .addColumn('is_yuandai', 'integer', intDefault())
    .addColumn('yuandai_other', 'text', textDefault)
    .addColumn('shuzhu_tigong', 'integer', intDefault())
    .addColumn('shuzhu_jiyinshu', 'integer', intDefault())
    .addColumn('shuzhu_copynum', 'integer', intDefault())
    .addColumn('shuzhu_file', 'text', textDefault)
    .addColumn('texing_type', 'integer', intDefault())
    .addColumn('peiyangji_main', 'text', textDefault)
    .addColumn('peiyangji_other', 'text', textDefault)
    .addColumn('chuandai_zhou', 'integer', intDefault(1))
    .addColumn('chuandai_bi', DECIMAL, intDefault())
    .addColumn('is_wuxianchuan', 'integer', intDefault())
    .addColumn('is_tiyingxiang', 'integer', intDefault())
    .addColumn('is_dancunhuo', 'integer', intDefault())
    .addColumn('is_youhai', 'integer', intDefault())
    .addColumn('youhai_info', 'text', textDefault)
    .addColumn('jiaofu_type', 'integer', intDefault())
    .addColumn('remark', 'text', textDefault)
}

export async function down(db: AnyKysely): Promise<void> {
  for (const table of [
    'order_status_history',
    'uploaded_file',
    'cell_line_order',
    'order_sample',
    'service_order',
    'order_sequence',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
