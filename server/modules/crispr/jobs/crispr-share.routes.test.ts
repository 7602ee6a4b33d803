// Share links of CRISPR-Net results: only the owner makes or revokes one, of a finished
// job; anyone with a live link reads the scores and the model, and nothing else; a
// replaced or revoked link, or a deleted job, answers 404; the anonymous read is rate-limited.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CRISPR_JOB_STATUS, SHARE_TOKEN_INVALID } from '#common/schemas/crispr.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import { authed, loggedInCustomer, nextIp } from '#tests/setup/account-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(async () => {
  await t.close()
})

const MODEL = {
  modelName: 'CRISPR_Net_CIRCLE_elevation_SITE',
  modelVersion: 'v2 (0843c48)',
  weightsSha256: 'a'.repeat(64),
}
const FINISHED = '2026-11-28T08:00:00.000Z'
const ROWS = [
  { onSeq: 'GAGT_CCGAGCAGAAGAAGAATGG', offSeq: 'GAGTACCAAGTAGAAGAAAAATTT', score: 0.0123, cfd: null },
  { onSeq: 'GGAATCCCTTCTGCAGCACCGGG', offSeq: 'GGATTCCCTTCTGCAGCACCAGG', score: 0.5, cfd: 0.25 },
]

/** A job of `memberId` written straight into the database, finished (with scores and model) or still running. */
async function insertJob(memberId: number, status: number = CRISPR_JOB_STATUS.finished): Promise<number> {
  const finished = status === CRISPR_JOB_STATUS.finished
  const { id } = await t.app.db
    .insertInto('crisprJob')
    .values({
      memberId,
      title: '共享的 EMX1 任务',
      email: 'owner@lab.example.cn',
      pamType: 1,
      genome: 1,
      pairs: ROWS.map((row) => `${row.onSeq},${row.offSeq}`).join('\n'),
      pairCount: ROWS.length,
      status,
      createTime: FINISHED,
      ...(finished ? { finishTime: FINISHED, outCsvfile: 'CRISPR-Net_20261128-160000.csv', ...MODEL } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (finished) {
    await t.app.db
      .insertInto('crisprResult')
      .values(ROWS.map((row, position) => ({ ...row, jobId: id, position })))
      .execute()
  }
  return id
}

const call = (token: string | undefined, name: string, payload: Record<string, unknown>) =>
  authed(t.app, token, `/api/v1/crisprNet/${name}`, payload)

async function openShared(url: string, ip = nextIp()) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/crisprNet/shared/${tokenOf(url)}`,
    remoteAddress: ip,
  })
  return { status: response.statusCode, headers: response.headers, body: response.json() }
}
const tokenOf = (url: string) => new URL(url).pathname.replace('/crispr/shared/', '')

describe('share', () => {
  it('gives the owner an unguessable link; only its hash is stored; the read says the job is shared', async () => {
    const owner = await loggedInCustomer(t.app)
    const id = await insertJob(owner.id)
    const { status, body } = await call(owner.token, 'share', { id })
    expect(status).toBe(200)
    expect(body.message).toBe('分享链接已生成')
    const url = body.data.url as string
    expect(url).toMatch(/^http:\/\/localhost:3000\/crispr\/shared\/[A-Za-z0-9_-]{43}$/)
    const stored = await t.app.db
      .selectFrom('crisprShare')
      .selectAll()
      .where('jobId', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored.tokenHash).toBe(createHash('sha256').update(tokenOf(url)).digest('hex'))
    expect(JSON.stringify(stored)).not.toContain(tokenOf(url))
    expect((await call(owner.token, 'read', { id })).body.data.shared).toBe(true)
  })

  it('is refused to another customer (404, as if the job did not exist) and without a login (401)', async () => {
    const owner = await loggedInCustomer(t.app)
    const stranger = await loggedInCustomer(t.app)
    const id = await insertJob(owner.id)
    for (const name of ['share', 'unshare']) {
      const refused = await call(stranger.token, name, { id })
      expect(refused.status).toBe(404)
      expect(refused.body.message).toBe('任务不存在或已过期（结果保留 3 天）')
      expect((await call(undefined, name, { id })).status).toBe(401)
    }
    expect(await t.app.db.selectFrom('crisprShare').select('jobId').where('jobId', '=', id).execute()).toEqual([])
  })

  it('is refused for a job that has not finished', async () => {
    const owner = await loggedInCustomer(t.app)
    const id = await insertJob(owner.id, CRISPR_JOB_STATUS.running)
    const { status, body } = await call(owner.token, 'share', { id })
    expect(status).toBe(409)
    expect(body.message).toBe('任务完成后才能分享结果')
  })
})

describe('the shared result', () => {
  it('shows anyone the scores and the model, and nothing about the owner; no cache keeps it', async () => {
    const owner = await loggedInCustomer(t.app)
    const id = await insertJob(owner.id)
    const url = (await call(owner.token, 'share', { id })).body.data.url as string
    const { status, headers, body } = await openShared(url)
    expect(status).toBe(200)
    expect(headers['cache-control']).toBe('no-store')
    expect(body.data).toEqual({
      title: '共享的 EMX1 任务',
      pairCount: 2,
      model: {
        name: MODEL.modelName,
        version: MODEL.modelVersion,
        weightsSha256: MODEL.weightsSha256,
        scoredAt: FINISHED,
      },
      jieguo: ROWS.map((row) => ({ on_seq: row.onSeq, off_seq: row.offSeq, score: row.score, cfd: row.cfd })),
    })
    // Exactly these fields (toEqual above): no e-mail, no job id, no owner.
    expect(JSON.stringify(body)).not.toContain(owner.email)
  })

  it('a replaced link, a revoked link and the link of a deleted job answer 404', async () => {
    const owner = await loggedInCustomer(t.app)
    const id = await insertJob(owner.id)
    const first = (await call(owner.token, 'share', { id })).body.data.url as string
    const second = (await call(owner.token, 'share', { id })).body.data.url as string
    expect(second).not.toBe(first)
    const replaced = await openShared(first)
    expect(replaced.status).toBe(404)
    expect(replaced.body.message).toBe(SHARE_TOKEN_INVALID)
    expect((await openShared(second)).status).toBe(200)

    const revoked = await call(owner.token, 'unshare', { id })
    expect(revoked.body.message).toBe('分享链接已撤销')
    expect((await openShared(second)).status).toBe(404)
    expect((await call(owner.token, 'read', { id })).body.data.shared).toBe(false)
    // Revoking again is harmless.
    expect((await call(owner.token, 'unshare', { id })).status).toBe(200)

    const third = (await call(owner.token, 'share', { id })).body.data.url as string
    await t.app.db.deleteFrom('crisprJob').where('id', '=', id).execute()
    expect((await openShared(third)).status).toBe(404)
  })

  it('a malformed token is a 400 with the same message, an unknown one a 404', async () => {
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/crisprNet/shared/abc',
      remoteAddress: nextIp(),
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe(SHARE_TOKEN_INVALID)
    const unknown = await openShared(`http://x/crispr/shared/${'A'.repeat(43)}`)
    expect(unknown.status).toBe(404)
  })

  it('is rate-limited per address', async () => {
    const ip = nextIp()
    const url = `http://x/crispr/shared/${'B'.repeat(43)}`
    for (let i = 0; i < rateLimits.sharedResult.max; i++) expect((await openShared(url, ip)).status).toBe(404)
    expect((await openShared(url, ip)).status).toBe(429)
  })
})
