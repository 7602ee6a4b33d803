// The scoring side of CRISPR-Net jobs, shared by the web process (CRISPR_WORKER=inline)
// and the standalone worker (`npm run worker`): a scoring thread, the job worker and the
// three-day purge.
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { SequencePair } from '#common/schemas/crispr.ts'
import type { DB } from '#server/db/schema.ts'
import type { Env } from '#server/env.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import {
  type ModelIdentity,
  ModelNotInstalledError,
  type ScoredPair,
  ScorePool,
  WEIGHTS_FILE,
  modelIdentityOnce,
} from '../scoring/index.ts'
import { type JobWorker, createJobWorker } from './job-worker.ts'
import { scheduleJobPurge } from './purge-jobs.ts'

export interface CrisprRuntime {
  worker: JobWorker
  start(): void
  stop(): Promise<void>
}

export function createCrisprRuntime(options: {
  env: Env
  db: Kysely<DB>
  mailer: Pick<Mailer, 'send'>
  /** Where the result CSV files are kept. */
  results: FileStorage
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}): CrisprRuntime {
  const { env, db, mailer, results, log } = options
  const modelDir = env.CRISPR_NET_MODEL_DIR
  const pool = modelDir ? new ScorePool({ modelDir, kernel: env.CRISPR_NET_KERNEL }) : undefined
  const notInstalled = () => Promise.reject(new ModelNotInstalledError('(CRISPR_NET_MODEL_DIR)', [WEIGHTS_FILE]))
  const score = (pairs: SequencePair[]): Promise<ScoredPair[]> => (pool ? pool.score(pairs) : notInstalled())
  const modelIdentity: () => Promise<ModelIdentity> = modelDir ? modelIdentityOnce(modelDir) : notInstalled
  const worker = createJobWorker({
    db,
    score,
    modelIdentity,
    results,
    mailer,
    publicUrl: env.PUBLIC_URL,
    leaseMs: env.CRISPR_JOB_LEASE_SECONDS * 1000,
    pollMs: env.CRISPR_WORKER_POLL_MS,
    log,
  })
  let stopPurge: (() => void) | undefined
  return {
    worker,
    start() {
      worker.start()
      stopPurge = scheduleJobPurge(db, results, log)
    },
    async stop() {
      stopPurge?.()
      await worker.stop()
      await pool?.close()
    },
  }
}
