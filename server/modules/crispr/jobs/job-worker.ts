// The background worker of CRISPR-Net jobs. It runs inside the web process by default
// (CRISPR_WORKER=inline) or alone (`npm run worker`); any number of workers may share
// one database. A worker claims a job with a lease and keeps renewing it while scoring;
// if the worker dies, the lease runs out and another worker takes the job over.
import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { type SequencePair, parseSequencePairs } from '#common/schemas/crispr.ts'
import type { CrisprJob, DB } from '#server/db/schema.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import {
  InvalidPairError,
  type ModelIdentity,
  ModelFormatError,
  ModelNotInstalledError,
  type ScoredPair,
} from '../scoring/index.ts'
import { type Lease, createCrisprJobRepo } from './crispr-job.repo.ts'
import { crisprResultMail } from './crispr-mail.ts'
import { JOB_FAILURES, MAX_ATTEMPTS, invalidPairFailure, invalidStoredPairsFailure } from './job-failure-messages.ts'
import { resultCsv, resultFileName } from './result-csv.ts'

export interface JobWorkerOptions {
  db: Kysely<DB>
  /** Scores the pairs (ScorePool.score in production). */
  score: (pairs: SequencePair[]) => Promise<ScoredPair[]>
  /** The model `score` uses, stored with the scores. */
  modelIdentity: () => Promise<ModelIdentity>
  /** Where the result CSV files are kept (at resultKey). */
  results: FileStorage
  mailer: Pick<Mailer, 'send'>
  /** Origin of the result link in the e-mail. */
  publicUrl: string
  leaseMs: number
  /** How often an idle worker looks for jobs other processes added. */
  pollMs: number
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  now?: () => Date
}

/** The storage key of a job's result CSV. */
export const resultKey = (jobId: number) => `crispr-results/${jobId}.csv`

export function createJobWorker(options: JobWorkerOptions) {
  const { db, score, modelIdentity, results, mailer, publicUrl, leaseMs, pollMs, log } = options
  const now = options.now ?? (() => new Date())
  const jobs = createCrisprJobRepo(db)
  const leaseUntil = () => new Date(now().getTime() + leaseMs).toISOString()

  let stopped = true
  let timer: NodeJS.Timeout | undefined
  let loop: Promise<void> | undefined

  /** Claims one job and scores it; false when there was none to claim. */
  async function runOnce(): Promise<boolean> {
    const token = randomUUID()
    const job = await jobs.claim(token, now().toISOString(), leaseUntil())
    if (!job) return false
    const lease = { jobId: job.id, token }
    if (job.attempts > MAX_ATTEMPTS) {
      await end(job, lease, { failure: JOB_FAILURES.interrupted })
      return true
    }
    const heartbeat = setInterval(() => {
      jobs
        .renew(lease, leaseUntil())
        .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'lease renewal failed'))
    }, leaseMs / 3)
    try {
      const scored = await score(pairsOf(job))
      await end(job, lease, { scored, model: await modelIdentity() })
    } catch (error) {
      const failure = failureOf(error)
      if (failure) {
        log.warn({ err: error, jobId: job.id }, 'CRISPR-Net job failed')
        await end(job, lease, { failure })
      } else {
        // Not the job's fault (a crashed scoring thread, a database hiccup): try again later.
        log.error({ err: error, jobId: job.id }, 'CRISPR-Net job interrupted; it will be retried')
        await jobs.release(lease)
      }
    } finally {
      clearInterval(heartbeat)
    }
    return true
  }

  async function end(
    job: CrisprJob,
    lease: Lease,
    outcome: { scored: ScoredPair[]; model: ModelIdentity } | { failure: string },
  ) {
    const finishedAt = now().toISOString()
    let stored: boolean
    if ('scored' in outcome) {
      const rows = outcome.scored.map((pair, position) => ({
        position,
        onSeq: pair.on_seq,
        offSeq: pair.off_seq,
        score: pair.score,
        cfd: pair.cfd,
      }))
      const model = { ...outcome.model, scoredAt: finishedAt }
      stored = await jobs.finish(lease, rows, model, resultFileName(finishedAt))
      // Only the lease holder writes the file. Should the process die right here, or the
      // storage be out of reach, the download builds the same file from the stored rows.
      if (stored) {
        const csv = Readable.from([Buffer.from(resultCsv(rows, model))])
        await results.put(resultKey(job.id), csv, { contentType: 'text/csv' }).catch((error: unknown) => {
          log.warn({ err: error, jobId: job.id }, 'the result file was not stored; downloads rebuild it')
        })
      }
    } else {
      stored = await jobs.fail(lease, outcome.failure, finishedAt)
    }
    if (!stored) {
      // The lease ran out while scoring and another worker owns the job now.
      log.warn({ jobId: job.id }, 'CRISPR-Net job lease lost; result discarded')
      return
    }
    log.info({ jobId: job.id, pairs: job.pairCount, finished: 'scored' in outcome }, 'CRISPR-Net job done')
    const link = new URL(`/crispr-result?id=${job.id}`, publicUrl).href
    const mail = crisprResultMail(
      { ...job, finished: 'scored' in outcome, failure: 'failure' in outcome ? outcome.failure : '' },
      link,
    )
    const sent = await mailer.send(mail)
    if (sent.status !== 'failed') await jobs.markNotified(job.id)
  }

  function schedule(delay: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void drain(), delay)
    timer.unref()
  }

  /** Runs jobs until none is left, then waits `pollMs`. One drain at a time. */
  function drain(): Promise<void> {
    loop ??= (async () => {
      try {
        while (!stopped && (await runOnce()));
      } catch (error) {
        log.error({ err: error }, 'CRISPR-Net worker error')
      } finally {
        loop = undefined
        schedule(pollMs)
      }
    })()
    return loop
  }

  return {
    runOnce,
    start() {
      stopped = false
      schedule(0)
    },
    /** A job was just added in this process: look now rather than at the next poll. */
    wake() {
      if (!stopped && !loop) schedule(0)
    },
    /** Stops claiming; waits for the job in hand to finish. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await loop
    },
  }
}

export type JobWorker = ReturnType<typeof createJobWorker>

function pairsOf(job: CrisprJob): SequencePair[] {
  const parsed = parseSequencePairs(job.pairs)
  // Stored pairs were validated on submission; a row that no longer parses is the job's fault.
  if (!parsed.ok) throw new InvalidStoredPairsError(parsed.errors.map((error) => error.message))
  return parsed.pairs
}

class InvalidStoredPairsError extends Error {
  override name = 'InvalidStoredPairsError'
  readonly problems: string[]

  constructor(problems: string[]) {
    super(problems.join('; '))
    this.problems = problems
  }
}

/** The customer-facing reason for errors that retrying cannot fix; undefined for the others. */
function failureOf(error: unknown): string | undefined {
  if (error instanceof ModelNotInstalledError) return JOB_FAILURES.modelMissing
  if (error instanceof ModelFormatError) return JOB_FAILURES.modelBroken
  if (error instanceof InvalidPairError) return invalidPairFailure(error.on, error.off, error.issue)
  if (error instanceof InvalidStoredPairsError) return invalidStoredPairsFailure(error.problems)
  return undefined
}
