// Spec §9: CRISPR results are kept 3 days. Jobs older than that are deleted with their
// result rows and files, by whichever worker's timer comes first (deleting is idempotent).
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { RESULT_RETENTION_DAYS } from '#common/schemas/crispr.ts'
import type { DB } from '#server/db/schema.ts'
import { schedulePeriodic } from '#server/lib/periodic.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import { createCrisprJobRepo } from './crispr-job.repo.ts'
import { resultKey } from './job-worker.ts'

const PURGE_INTERVAL_MS = 60 * 60_000
const RETENTION_MS = RESULT_RETENTION_DAYS * 24 * 60 * 60_000

/** Deletes the jobs created more than three days before `now`; returns their ids. */
export async function purgeOldJobs(db: Kysely<DB>, results: FileStorage, now = new Date()): Promise<number[]> {
  const ids = await createCrisprJobRepo(db).deleteCreatedBefore(new Date(now.getTime() - RETENTION_MS).toISOString())
  await Promise.all(ids.map((id) => results.delete(resultKey(id))))
  return ids
}

/** Purges at once and then hourly; returns the stop function. */
export const scheduleJobPurge = (db: Kysely<DB>, results: FileStorage, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) =>
  schedulePeriodic(
    {
      name: 'purging expired CRISPR-Net jobs',
      intervalMs: PURGE_INTERVAL_MS,
      runAtStart: true,
      run: () => purgeOldJobs(db, results),
      figures: (ids) => (ids.length > 0 ? { jobs: ids.length } : undefined),
    },
    log,
  )
