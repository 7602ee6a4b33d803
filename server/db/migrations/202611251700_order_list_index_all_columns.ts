import type { AnyKysely } from '../dialect.ts'

const LIST_KEY = ['member_id', 'order_type', 'create_time', 'id', 'orderno']

/**
 * The order lists' index carries every column a list row shows (status, sample count, last
 * change), so a page is read from the index alone, like its count and a search by number:
 * a page further down no longer reads every order row it skips.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('service_order_list').execute()
  await db.schema
    .createIndex('service_order_list')
    .on('service_order')
    .columns([...LIST_KEY, 'status', 'sample_count', 'update_time'])
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('service_order_list').execute()
  await db.schema.createIndex('service_order_list').on('service_order').columns(LIST_KEY).execute()
}
