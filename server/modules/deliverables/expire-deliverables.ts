// Deliverables are kept for the retention setting's days after delivery: past that, their
// files are deleted from the storage and the rows stay, shown as expired. Resumable
// uploads left unfinished for a week are dropped with their parts. Whichever process's
// timer comes first does it (deleting is idempotent).
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { schedulePeriodic } from '#server/lib/periodic.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import { createDeliverableRepo, createDeliverableUploadRepo } from './deliverable.repo.ts'

const EXPIRE_INTERVAL_MS = 60 * 60_000
const ABANDONED_UPLOAD_MS = 7 * 24 * 60 * 60_000
/** Files deleted per round at most; the next round takes the rest. */
const BATCH = 500

export async function expireDeliverables(
  db: Kysely<DB>,
  storage: FileStorage,
  now = new Date(),
): Promise<{ expired: number; abandonedUploads: number }> {
  const deliverables = createDeliverableRepo(db)
  const due = await deliverables.dueToExpire(now.toISOString(), BATCH)
  for (const row of due) {
    // The file first: a row marked expired never points at a file left behind.
    await storage.delete(row.storageKey)
    await deliverables.markExpired(row.id, now.toISOString())
  }
  const uploads = createDeliverableUploadRepo(db)
  const abandoned = await uploads.startedBefore(new Date(now.getTime() - ABANDONED_UPLOAD_MS).toISOString())
  for (const upload of abandoned) {
    await storage.abortParts(upload.storageKey, upload.storageUploadId)
    await uploads.delete(upload.id)
  }
  return { expired: due.length, abandonedUploads: abandoned.length }
}

/** Expires at once and then hourly; returns the stop function. */
export const scheduleDeliverableExpiry = (
  db: Kysely<DB>,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) =>
  schedulePeriodic(
    {
      name: 'expiring deliverables',
      intervalMs: EXPIRE_INTERVAL_MS,
      runAtStart: true,
      run: () => expireDeliverables(db, storage),
      figures: (counts) => (counts.expired + counts.abandonedUploads > 0 ? counts : undefined),
    },
    log,
  )
