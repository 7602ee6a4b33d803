// An order may reference only files its own customer uploaded: anyone else's file, or a
// file that does not exist, answers as not found.
import type { Kysely } from 'kysely'
import { UPLOAD_URL_PATTERN } from '#common/schemas/orders/cell-line.ts'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import type { DB } from '#server/db/schema.ts'
import { AppError } from '#server/errors.ts'
import { createUploadedFileRepo } from '#server/modules/uploads/uploaded-file.repo.ts'

/** Throws NOT_FOUND naming every field whose file `memberId` did not upload. */
export async function assertOwnFiles(db: Kysely<DB>, memberId: number, files: Record<string, string>) {
  const storedNames = Object.fromEntries(
    Object.entries(files)
      .filter(([, url]) => url !== '')
      .map(([field, url]) => [field, UPLOAD_URL_PATTERN.exec(url)?.[1] ?? '']),
  )
  const owned = await createUploadedFileRepo(db).ownedOf(memberId, Object.values(storedNames))
  const foreign = Object.keys(storedNames).filter((field) => !owned.has(storedNames[field] ?? ''))
  if (foreign.length > 0) {
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.fileNotFound, {
      fieldErrors: Object.fromEntries(foreign.map((field) => [field, ORDER_MESSAGES.fileNotFound])),
    })
  }
}
