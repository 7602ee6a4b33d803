// The scoring side of CRISPR-Net jobs, shared by the web process (CRISPR_WORKER=inline)
// and the standalone worker (`npm run worker`): a scoring thread, the job worker and the
// three-day purge.
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { SequencePair } from '#common/schemas/crispr.ts'
import type { DB } from '#server/db/schema.ts'
import type { Env } from '#server/env.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import { ModelNotInstalledError, type ScoredPair, ScorePool, WEIGHTS_FILE } from '../scoring/index.ts'
import { type JobWorker, createJobWorker } from './job-worker.ts'
import { scheduleJobPurge } from './purge-jobs.ts'

export const resultsDirOf = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'crispr-results')

export interface CrisprRuntime {
  worker: JobWorker
  start(): void
  stop(): Promise<void>
}

export function createCrisprRuntime(options: {
  env: Env
  db: Kysely<DB>
  mailer: Pick<Mailer, 'send'>
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}): CrisprRuntime {
  const { env, db, mailer, log } = options
  const modelDir = env.CRISPR_NET_MODEL_DIR
  const pool = modelDir ? new ScorePool({ modelDir }) : undefined
  const score = (pairs: SequencePair[]): Promise<ScoredPair[]> =>
    pool ? pool.score(pairs) : Promise.reject(new ModelNotInstalledError('(CRISPR_NET_MODEL_DIR)', [WEIGHTS_FILE]))
  const resultsDir = resultsDirOf(env)
  const worker = createJobWorker({
    db,
    score,
    resultsDir,
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
      stopPurge = scheduleJobPurge(db, resultsDir, log)
    },
    async stop() {
      stopPurge?.()
      await worker.stop()
      await pool?.close()
    },
  }
}
