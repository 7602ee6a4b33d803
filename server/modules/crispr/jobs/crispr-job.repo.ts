// crispr_job and crispr_result rows. Customer reads are scoped to the owner; the worker's
// writes are fenced by the lease token, so a worker whose lease ran out (and whose job
// another worker took over) can no longer change the job.
import type { Kysely, Updateable } from 'kysely'
import { CRISPR_JOB_STATUS, type ModelStamp } from '#common/schemas/crispr.ts'
import { dialectOf } from '#server/db/dialect.ts'
import type { CrisprJob, CrisprJobTable, CrisprResultTable, DB } from '#server/db/schema.ts'

const SUMMARY_COLUMNS = ['id', 'title', 'status', 'pairCount', 'createTime', 'finishTime'] as const
const INSERT_BATCH = 500

export type NewCrisprJob = Pick<
  CrisprJob,
  'memberId' | 'title' | 'email' | 'pamType' | 'genome' | 'csvfile' | 'pairs' | 'pairCount' | 'createTime'
>
export type ResultRow = Omit<CrisprResultTable, 'jobId'>
type CrisprJobUpdate = Updateable<CrisprJobTable>

export interface Lease {
  jobId: number
  token: string
}

export function createCrisprJobRepo(db: Kysely<DB>) {
  const running = CRISPR_JOB_STATUS.running

  return {
    /**
     * Inserts the job unless the member submitted one less than `gapMs` ago; returns the
     * new id, or the milliseconds to wait. The member's row is locked on PostgreSQL so
     * two simultaneous submissions cannot both pass the check (SQLite writes one at a time).
     */
    /**
     * Inserts the job unless the member's previous one is less than `gapMs` old or the member
     * already submitted `perDay` jobs in the last 24 hours; checked and written in one
     * transaction (on PostgreSQL with the member's row locked), so parallel submissions
     * cannot both pass.
     */
    async insertWithinLimits(
      job: NewCrisprJob,
      limits: { gapMs: number; perDay: number },
    ): Promise<{ id: number } | { waitMs: number } | { dailyLimit: number }> {
      return db.transaction().execute(async (trx) => {
        if (dialectOf(trx) === 'postgres') {
          await trx.selectFrom('member').select('id').where('id', '=', job.memberId).forUpdate().execute()
        }
        const dayAgo = new Date(Date.parse(job.createTime) - 24 * 60 * 60_000).toISOString()
        const recent = await trx
          .selectFrom('crisprJob')
          .select((eb) => [eb.fn.max('createTime').as('last'), eb.fn.countAll<number>().as('count')])
          .where('memberId', '=', job.memberId)
          .where('createTime', '>', dayAgo)
          .executeTakeFirstOrThrow()
        const sinceLast = recent.last ? Date.parse(job.createTime) - Date.parse(recent.last) : Infinity
        if (sinceLast < limits.gapMs) return { waitMs: limits.gapMs - sinceLast }
        if (Number(recent.count) >= limits.perDay) return { dailyLimit: limits.perDay }
        const row = await trx.insertInto('crisprJob').values(job).returning('id').executeTakeFirstOrThrow()
        return { id: row.id }
      })
    },

    /** The job, whoever owns it (staff); with `memberId`, only that member's. */
    find(id: number, memberId?: number) {
      let query = db.selectFrom('crisprJob').selectAll().where('id', '=', id)
      if (memberId !== undefined) query = query.where('memberId', '=', memberId)
      return query.executeTakeFirst()
    },

    async listOwned(memberId: number, page: number, size: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('crisprJob')
          .select(SUMMARY_COLUMNS)
          .where('memberId', '=', memberId)
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
        db
          .selectFrom('crisprJob')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('memberId', '=', memberId)
          .executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(total.n) }
    },

    results(jobId: number): Promise<ResultRow[]> {
      return db
        .selectFrom('crisprResult')
        .select(['position', 'onSeq', 'offSeq', 'score', 'cfd'])
        .where('jobId', '=', jobId)
        .orderBy('position')
        .execute()
    },

    /**
     * Takes the oldest running job whose lease is free or expired, with a new lease.
     * Compare-and-set on `attempts`: of two workers that read the same job, only the
     * first update matches; the other looks for the next job.
     */
    async claim(token: string, now: string, leaseExpiresAt: string): Promise<CrisprJob | undefined> {
      for (;;) {
        const candidate = await db
          .selectFrom('crisprJob')
          .select(['id', 'attempts', 'startTime'])
          .where('status', '=', running)
          .where((eb) => eb.or([eb('leaseExpiresAt', 'is', null), eb('leaseExpiresAt', '<', now)]))
          .orderBy('id')
          .limit(1)
          .executeTakeFirst()
        if (!candidate) return undefined
        const claimed = await db
          .updateTable('crisprJob')
          .set({
            leaseToken: token,
            leaseExpiresAt,
            attempts: candidate.attempts + 1,
            startTime: candidate.startTime ?? now,
          })
          .where('id', '=', candidate.id)
          .where('status', '=', running)
          .where('attempts', '=', candidate.attempts)
          .returningAll()
          .executeTakeFirst()
        if (claimed) return claimed
      }
    },

    /** Extends the lease; false when it was lost (expired and taken over, or the job is gone). */
    async renew(lease: Lease, leaseExpiresAt: string): Promise<boolean> {
      const result = await leased(db, lease).set({ leaseExpiresAt }).executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Gives the job back for another try (an unexpected error, or the worker stopping). */
    async release(lease: Lease): Promise<void> {
      await leased(db, lease).set({ leaseToken: null, leaseExpiresAt: null }).execute()
    },

    /**
     * Stores the results with the model that scored them and marks the job finished (at the
     * scoring date), if the lease still holds; false otherwise.
     */
    async finish(lease: Lease, rows: readonly ResultRow[], model: ModelStamp, outCsvfile: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await markDone(trx, lease, {
          status: CRISPR_JOB_STATUS.finished,
          outCsvfile,
          finishTime: model.scoredAt,
          modelName: model.name,
          modelVersion: model.version,
          weightsSha256: model.weightsSha256,
        })
        if (!updated) return false
        for (let start = 0; start < rows.length; start += INSERT_BATCH) {
          await trx
            .insertInto('crisprResult')
            .values(rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row, jobId: lease.jobId })))
            .execute()
        }
        return true
      })
    },

    async fail(lease: Lease, failure: string, now: string): Promise<boolean> {
      return markDone(db, lease, { status: CRISPR_JOB_STATUS.failed, failure, finishTime: now })
    },

    async markNotified(jobId: number): Promise<void> {
      await db.updateTable('crisprJob').set({ notified: 1 }).where('id', '=', jobId).execute()
    },

    /** Deletes one job (its results go with it); whether it existed. */
    async deleteById(id: number): Promise<boolean> {
      const result = await db.deleteFrom('crisprJob').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** Deletes jobs created before `cutoff` (their results go with them); returns their ids. */
    async deleteCreatedBefore(cutoff: string): Promise<number[]> {
      const rows = await db.deleteFrom('crisprJob').where('createTime', '<', cutoff).returning('id').execute()
      return rows.map((row) => row.id)
    },
  }
}

/** An update of the job that only applies while this lease holds it (running, same token). */
const leased = (db: Kysely<DB>, { jobId, token }: Lease) =>
  db
    .updateTable('crisprJob')
    .where('id', '=', jobId)
    .where('leaseToken', '=', token)
    .where('status', '=', CRISPR_JOB_STATUS.running)

async function markDone(
  db: Kysely<DB>,
  lease: Lease,
  values: Pick<
    CrisprJobUpdate,
    'status' | 'finishTime' | 'failure' | 'outCsvfile' | 'modelName' | 'modelVersion' | 'weightsSha256'
  >,
): Promise<boolean> {
  const result = await leased(db, lease)
    .set({ ...values, leaseToken: null, leaseExpiresAt: null })
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export type CrisprJobRepo = ReturnType<typeof createCrisprJobRepo>
