import type { AnyKysely } from '../dialect.ts'

/**
 * Staff move orders through their statuses, and staff are not members: the history step
 * names its staff actor here. Earlier steps keep a null staff actor (made by the customer,
 * whose member id they carry, or by the system).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('order_status_history')
    .addColumn('actor_staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('order_status_history').dropColumn('actor_staff_id').execute()
}
