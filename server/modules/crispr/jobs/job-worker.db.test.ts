// The job worker's claim and lease: with two workers on two connections no job
// is scored twice; a job whose worker died is finished by another once the lease runs
// out; the dead worker's late result is discarded; jobs that cannot be scored fail with
// a reason; the three-day purge deletes jobs, results and files.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SequencePair } from '#common/schemas/crispr.ts'
import type { Database } from '#server/db/database.ts'
import { ModelNotInstalledError, type ScoredPair, WEIGHTS_FILE, readModelIdentity } from '../scoring/index.ts'
import { readReferenceScores, referenceModelDir } from '../scoring/reference-data.ts'
import { type TestDatabase, createTestDatabase } from '#tests/setup/test-database.ts'
import { createCrisprJobRepo } from './crispr-job.repo.ts'
import { JOB_FAILURES, MAX_ATTEMPTS } from './job-failure-messages.ts'
import { type JobWorkerOptions, createJobWorker, resultKey } from './job-worker.ts'
import { purgeOldJobs } from './purge-jobs.ts'
import { createLocalStorage } from '#server/lib/storage/local-storage.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'

let test: TestDatabase
let other: Database
let resultsDir: string
let results: FileStorage
/** Where the local storage keeps a job's result file. */
const resultFilePath = (id: number) => path.join(resultsDir, ...resultKey(id).split('/'))
let memberId: number

beforeAll(async () => {
  test = await createTestDatabase()
  other = test.connectAgain()
  resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crispr-worker-'))
  results = createLocalStorage(resultsDir)
  const now = new Date().toISOString()
  const member = await test.database.db
    .insertInto('member')
    .values({ email: 'worker@lab.example.cn', passwordHash: 'x', createTime: now, updateTime: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  memberId = member.id
})
afterEach(async () => {
  await test.database.db.deleteFrom('crisprJob').execute()
  await test.database.db.deleteFrom('mailOutbox').execute()
})
afterAll(async () => {
  await other.db.destroy()
  await test.drop()
  fs.rmSync(resultsDir, { recursive: true, force: true })
})

const reference = readReferenceScores()
const LEASE_MS = 60_000

/** A stand-in scorer that records which jobs it saw (by their first pair) and scores from the reference. */
function recordingScorer() {
  const seen: string[] = []
  const score = async (pairs: SequencePair[]): Promise<ScoredPair[]> => {
    seen.push(pairs[0]!.on_seq + pairs[0]!.off_seq)
    await new Promise((resolve) => setTimeout(resolve, 5))
    return pairs.map((pair) => ({
      ...pair,
      score: reference.find((ref) => ref.on_seq === pair.on_seq && ref.off_seq === pair.off_seq)!.score,
      cfd: null,
    }))
  }
  return { seen, score }
}

const mails: { to: string; subject: string }[] = []
function worker(db: Database, overrides: Partial<JobWorkerOptions> = {}) {
  return createJobWorker({
    db: db.db,
    score: recordingScorer().score,
    modelIdentity: () => readModelIdentity(referenceModelDir()),
    results,
    mailer: {
      send: async (mail) => {
        mails.push(mail)
        return { id: mails.length, status: 'sent' }
      },
    },
    publicUrl: 'https://www.example.com',
    leaseMs: LEASE_MS,
    pollMs: 50,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    ...overrides,
  })
}

async function addJob(index: number, createTime = new Date().toISOString()) {
  const pair = reference[index]!
  const row = await test.database.db
    .insertInto('crisprJob')
    .values({
      memberId,
      title: `job ${index}`,
      email: 'worker@lab.example.cn',
      pamType: 1,
      genome: 1,
      pairs: `${pair.on_seq},${pair.off_seq}`,
      pairCount: 1,
      createTime,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const jobRow = (id: number) =>
  test.database.db.selectFrom('crisprJob').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const resultCount = async (id: number) =>
  (await test.database.db.selectFrom('crisprResult').select('position').where('jobId', '=', id).execute()).length

describe('claim and lease', () => {
  it('workers on two connections score every job exactly once', async () => {
    const ids = await Promise.all(Array.from({ length: 16 }, (_, i) => addJob(i)))
    // Two workers per connection pool, as two processes with two workers each.
    const scorers = [recordingScorer(), recordingScorer(), recordingScorer(), recordingScorer()]
    const workers = scorers.map((scorer, i) => worker(i % 2 === 0 ? test.database : other, { score: scorer.score }))
    await Promise.all(
      workers.map(async (w) => {
        while (await w.runOnce());
      }),
    )

    const seen = scorers.flatMap((scorer) => scorer.seen)
    expect(seen).toHaveLength(16)
    expect(new Set(seen).size).toBe(16)
    expect(scorers.filter((scorer) => scorer.seen.length > 0).length).toBeGreaterThan(1)
    for (const id of ids) {
      expect((await jobRow(id)).status).toBe(3)
      expect(await resultCount(id)).toBe(1)
    }
  })

  it('a job whose worker died is finished by another after the lease; the late result is discarded', async () => {
    const id = await addJob(20)
    let resolveDead: ((scored: ScoredPair[]) => void) | undefined
    const dead = worker(test.database, {
      score: () => new Promise<ScoredPair[]>((resolve) => (resolveDead = resolve)),
    })
    const deadRun = dead.runOnce()
    await expect.poll(() => resolveDead).toBeDefined()
    const claimed = await jobRow(id)
    expect(claimed).toMatchObject({ status: 1, attempts: 1 })

    // Within the lease nobody else takes the job.
    expect(await worker(other).runOnce()).toBe(false)

    // After it, another worker does.
    const later = () => new Date(Date.now() + LEASE_MS + 1000)
    const rescuer = recordingScorer()
    expect(await worker(other, { score: rescuer.score, now: later }).runOnce()).toBe(true)
    expect(rescuer.seen).toHaveLength(1)
    expect(await jobRow(id)).toMatchObject({ status: 3, attempts: 2, leaseToken: null })

    // The first worker wakes up with a result: its lease is gone, nothing changes.
    resolveDead!([{ ...reference[20]!, score: 0.5, cfd: null }])
    await deadRun
    const rows = await test.database.db.selectFrom('crisprResult').selectAll().where('jobId', '=', id).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.score).toBeCloseTo(reference[20]!.score, 12)
    const csv = fs.readFileSync(resultFilePath(id), 'utf8')
    expect(csv).toContain(`${reference[20]!.on_seq},${reference[20]!.off_seq},${reference[20]!.score}`)
    expect(csv).not.toContain(',0.5,')
    expect(mails.filter((mail) => mail.subject.includes('job 20'))).toHaveLength(1)
  })

  it('a renewed lease keeps the job from other workers', async () => {
    const id = await addJob(21)
    const token = 'lease-token'
    const repo = createCrisprJobRepo(test.database.db)
    const start = Date.now()
    const at = (ms: number) => new Date(start + ms).toISOString()
    expect(await repo.claim(token, at(0), at(LEASE_MS))).toMatchObject({ id })
    expect(await repo.renew({ jobId: id, token }, at(2 * LEASE_MS))).toBe(true)
    expect(await createCrisprJobRepo(other.db).claim('another', at(LEASE_MS + 1000), at(2 * LEASE_MS))).toBeUndefined()
    expect(
      await createCrisprJobRepo(other.db).claim('another', at(2 * LEASE_MS + 1000), at(3 * LEASE_MS)),
    ).toMatchObject({
      id,
    })
    expect(await repo.renew({ jobId: id, token }, at(4 * LEASE_MS))).toBe(false)
  })

  it(`fails a job after ${MAX_ATTEMPTS} interrupted attempts instead of retrying it forever`, async () => {
    const id = await addJob(22)
    await test.database.db.updateTable('crisprJob').set({ attempts: MAX_ATTEMPTS }).where('id', '=', id).execute()
    const scorer = recordingScorer()
    expect(await worker(test.database, { score: scorer.score }).runOnce()).toBe(true)
    expect(scorer.seen).toHaveLength(0)
    expect(await jobRow(id)).toMatchObject({ status: 2, failure: JOB_FAILURES.interrupted })
  })

  it('gives the job back when scoring breaks for a reason that is not the job', async () => {
    const id = await addJob(23)
    const broken = worker(test.database, { score: () => Promise.reject(new Error('worker thread exited')) })
    expect(await broken.runOnce()).toBe(true)
    expect(await jobRow(id)).toMatchObject({ status: 1, attempts: 1, leaseToken: null, leaseExpiresAt: null })
    expect(await worker(other).runOnce()).toBe(true)
    expect((await jobRow(id)).status).toBe(3)
  })
})

describe('outcomes', () => {
  it('a finished job has its CSV file, its name, the model that scored it and the e-mail with the link', async () => {
    const id = await addJob(24)
    const finishedAt = new Date('2026-11-22T13:04:05.000Z')
    await worker(test.database, { now: () => finishedAt }).runOnce()
    const job = await jobRow(id)
    const model = await readModelIdentity(referenceModelDir())
    expect(job).toMatchObject({
      status: 3,
      outCsvfile: 'CRISPR-Net_20261122-210405.csv',
      notified: 1,
      finishTime: finishedAt.toISOString(),
      modelName: 'CRISPR_Net_CIRCLE_elevation_SITE',
      modelVersion: 'v2 (0843c48)',
      weightsSha256: model.weightsSha256,
    })
    const csv = fs.readFileSync(resultFilePath(id), 'utf8')
    const [header, row] = csv.split('\r\n')
    expect(header).toBe(
      '\uFEFFon_seq,off_seq,CRISPR_Net_score,CFD_score,outside_model_domain,model,model_version,weights_sha256,scored_at',
    )
    expect(row).toMatch(
      new RegExp(`,CRISPR_Net_CIRCLE_elevation_SITE,v2 \\(0843c48\\),${model.weightsSha256},2026-11-22T13:04:05.000Z$`),
    )
    expect(mails.at(-1)).toMatchObject({ to: 'worker@lab.example.cn', subject: expect.stringContaining('已完成') })
    expect((mails.at(-1) as { text?: string }).text).toContain(`https://www.example.com/crispr-result?id=${id}`)
  })

  it('without the model the job fails with a clear reason, and the customer is told', async () => {
    const id = await addJob(25)
    const missing = worker(test.database, {
      score: () => Promise.reject(new ModelNotInstalledError('/opt/crispr-net', [WEIGHTS_FILE])),
    })
    await missing.runOnce()
    expect(await jobRow(id)).toMatchObject({ status: 2, failure: JOB_FAILURES.modelMissing, notified: 1 })
    expect(await resultCount(id)).toBe(0)
    expect(mails.at(-1)?.subject).toContain('处理失败')
  })

  it('start() picks up waiting jobs and wake() a new one at once; stop() ends the loop', async () => {
    const running = worker(test.database, { pollMs: 60_000 })
    const first = await addJob(26)
    running.start()
    await expect.poll(async () => (await jobRow(first)).status).toBe(3)
    const second = await addJob(27)
    running.wake()
    await expect.poll(async () => (await jobRow(second)).status).toBe(3)
    await running.stop()
    const third = await addJob(28)
    running.wake()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await jobRow(third)).status).toBe(1)
  })
})

describe('purge', () => {
  it('deletes jobs older than three days with their results and files, and keeps the rest', async () => {
    const now = new Date()
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString()
    const old = await addJob(30, daysAgo(3.01))
    const recent = await addJob(31, daysAgo(2.99))
    const scoring = worker(test.database)
    while (await scoring.runOnce());
    expect(fs.existsSync(resultFilePath(old))).toBe(true)

    expect(await purgeOldJobs(test.database.db, results, now)).toEqual([old])
    expect(await test.database.db.selectFrom('crisprJob').select('id').where('id', '=', old).execute()).toEqual([])
    expect(await resultCount(old)).toBe(0)
    expect(fs.existsSync(resultFilePath(old))).toBe(false)
    expect((await jobRow(recent)).status).toBe(3)
    expect(await resultCount(recent)).toBe(1)
    expect(fs.existsSync(resultFilePath(recent))).toBe(true)
  })
})
