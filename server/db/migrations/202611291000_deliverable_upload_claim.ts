import type { AnyKysely } from '../dialect.ts'

/**
 * When a resumable upload's parts began to be joined, null before: the request that sets it
 * is the one that completes the upload, so a second "complete" (a double click, a retry) is
 * refused instead of delivering the same file twice.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('deliverable_upload').addColumn('completing_since', 'text').execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('deliverable_upload').dropColumn('completing_since').execute()
}
