import type { AnyKysely } from '../dialect.ts'

/**
 * Each upload's SHA-256 (hex), taken while it streams to the storage: the copy into a bucket
 * (npm run storage:migrate) is checked against it. Files uploaded before have none until
 * that copy records it.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('uploaded_file').addColumn('checksum', 'text').execute()
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('uploaded_file').dropColumn('checksum').execute()
}
