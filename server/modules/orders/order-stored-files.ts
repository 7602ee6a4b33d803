// The files in storage that belong to an order itself: staff's message attachments and its
// deliverables. Deleting the order removes their rows by cascade, but not the files, so the
// services that delete a customer's pending order remove them once the rows are gone.
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import { uploadKey } from '#server/modules/uploads/send-upload.ts'

/** The storage keys of an order's message attachments and of its deliverables not yet expired. */
export async function storedFilesOfOrder(db: Kysely<DB>, orderId: number): Promise<string[]> {
  const [attachments, deliverables] = await Promise.all([
    db
      .selectFrom('orderMessage')
      .select('fileStoredName')
      .where('orderId', '=', orderId)
      .where('fileStoredName', 'is not', null)
      .execute(),
    db
      .selectFrom('orderDeliverable')
      .select('storageKey')
      .where('orderId', '=', orderId)
      .where('expiredTime', 'is', null)
      .execute(),
  ])
  return [...attachments.map((row) => uploadKey(row.fileStoredName!)), ...deliverables.map((row) => row.storageKey)]
}

/**
 * Removes files whose rows are gone. A file that cannot be removed now only takes space: the
 * order it belonged to is deleted either way, so failures are not the customer's error.
 */
export async function removeStoredFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)))
}
