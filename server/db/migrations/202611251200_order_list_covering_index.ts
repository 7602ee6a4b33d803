import type { AnyKysely } from '../dialect.ts'

/**
 * The order lists' index also carries the order number, so a customer's search by number
 * and its count are answered from the index alone, without reading each order row.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('service_order_list').execute()
  await db.schema
    .createIndex('service_order_list')
    .on('service_order')
    .columns(['member_id', 'order_type', 'create_time', 'id', 'orderno'])
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('service_order_list').execute()
  await db.schema
    .createIndex('service_order_list')
    .on('service_order')
    .columns(['member_id', 'order_type', 'create_time', 'id'])
    .execute()
}
