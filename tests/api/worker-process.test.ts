// `npm run worker` on its own: it scores a waiting job with the real model (through its
// scoring thread) and exits 0 on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { readReferenceScores } from '#server/modules/crispr/scoring/reference-data.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-worker-'))
const database = createDatabase({ sqliteFile: path.join(dataDir, 'app.db') })
let worker: ChildProcess | undefined

afterAll(async () => {
  worker?.kill('SIGKILL')
  await database.db.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('npm run worker', () => {
  it('scores a waiting job and stops cleanly on SIGTERM', async () => {
    await migrateToLatest(database.db)
    const now = new Date().toISOString()
    const member = await database.db
      .insertInto('member')
      .values({ email: 'worker@lab.example.cn', passwordHash: 'x', createTime: now, updateTime: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const pairs = readReferenceScores().slice(40, 43)
    const job = await database.db
      .insertInto('crisprJob')
      .values({
        memberId: member.id,
        title: 'standalone',
        email: 'worker@lab.example.cn',
        pamType: 1,
        genome: 1,
        pairs: pairs.map((pair) => `${pair.on_seq},${pair.off_seq}`).join('\n'),
        pairCount: pairs.length,
        createTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()

    const { DATABASE_URL: _unused, ...env } = process.env
    worker = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', CRISPR_WORKER_POLL_MS: '200' },
      stdio: 'ignore',
    })
    const exited = new Promise<number | null>((resolve) => worker!.once('exit', (code) => resolve(code)))

    await expect
      .poll(
        async () =>
          (await database.db.selectFrom('crisprJob').select('status').where('id', '=', job.id).executeTakeFirst())
            ?.status,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(3)
    const scores = await database.db
      .selectFrom('crisprResult')
      .select('score')
      .where('jobId', '=', job.id)
      .orderBy('position')
      .execute()
    scores.forEach((row, i) => expect(Math.abs(row.score - pairs[i]!.score)).toBeLessThan(1e-5))

    worker.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 60_000)
})
