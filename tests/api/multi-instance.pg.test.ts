// Two server processes on different ports against one PostgreSQL schema and one Redis, as
// several instances behind a load balancer run in production: what one instance does is
// honoured by the other (sessions, verification codes and their resend gap, rate limits),
// a CRISPR-Net job is scored exactly once although both instances run a worker, and when
// one instance is killed the other keeps serving and takes over a job left in flight.
// Shared content and the page cache across instances are tested with the page cache.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CRISPR_JOB_STATUS } from '#common/schemas/crispr.ts'
import { createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { seedDatabase } from '#server/db/seed.ts'
import { readReferenceScores } from '#server/modules/crispr/scoring/reference-data.ts'
import { type ServerProcess, startServerProcess, waitFor, waitUntilReady } from '#tests/setup/server-process.ts'
import { newTestSchema } from '#tests/setup/test-schemas.ts'

const baseUrl = process.env.TEST_DATABASE_URL
if (!baseUrl) throw new Error('the multi-instance tests run on PostgreSQL: set TEST_DATABASE_URL')
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

const schema = newTestSchema('instances')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instances-'))
const CUSTOMER = { email: 'demo1@example.com', password: 'Demo@12345', tel: '13912345678' }
/** The shortest lease the server accepts, so a job left by a killed instance is taken over soon. */
const LEASE_SECONDS = 5

const database = createDatabase({ url: baseUrl, pgSchema: schema, poolSize: 2 })
const db = database.db
let a: ServerProcess
let b: ServerProcess

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

function startInstance(): Promise<ServerProcess> {
  const url = new URL(baseUrl!)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return startServerProcess({
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    RATE_LIMIT_NAMESPACE: `${schema}:`,
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    VERIFICATION_CODE_SECRET: `${schema}-secret-shared-by-every-instance`,
    TRUST_PROXY: '1',
    CRISPR_WORKER: 'inline',
    CRISPR_WORKER_POLL_MS: '100',
    CRISPR_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  })
}

beforeAll(async () => {
  await adminQuery(`create schema ${schema}`)
  await migrateToLatest(db)
  await seedDatabase(db, { demoAccounts: true, plasmids: {} })
  // The customer's mobile number, confirmed, so that it can log in with an SMS code.
  await db
    .updateTable('member')
    .set({ tel: CUSTOMER.tel, telVerified: 1 })
    .where('email', '=', CUSTOMER.email)
    .execute()
  ;[a, b] = await Promise.all([startInstance(), startInstance()])
  await Promise.all([waitUntilReady(a), waitUntilReady(b)])
}, 120_000)

afterAll(async () => {
  for (const server of [a, b]) {
    server?.child.kill('SIGKILL')
    await server?.exited
  }
  await db.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/**
 * A new visitor's address as the load balancer reports it (TRUST_PROXY is 1): each call gives
 * another one, so that no two visitors of a test share a rate limit by chance.
 */
let visitors = 0
const visitor = () => {
  visitors += 1
  return `198.18.${Math.floor(visitors / 250)}.${1 + (visitors % 250)}`
}

async function callApi(
  server: ServerProcess,
  apiPath: string,
  payload: Record<string, unknown> = {},
  { token, ip = visitor() }: { token?: string; ip?: string } = {},
) {
  const response = await fetch(server.url(`/api/v1${apiPath}`), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { code: number; message: string; data: any }
  return { status: response.status, body }
}

async function logIn(server: ServerProcess): Promise<string> {
  const { body } = await callApi(server, '/user/login', { email: CUSTOMER.email, password: CUSTOMER.password })
  expect(body.code).toBe(200)
  return body.data.info.token as string
}

async function latestSmsCode(phone: string): Promise<string> {
  const sms = await db
    .selectFrom('smsOutbox')
    .select('content')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return /(\d{6})/.exec(sms.content)![1]!
}

/** A waiting CRISPR-Net job of the customer, as the job form stores it. */
async function insertJob(title: string, pairCount: number): Promise<number> {
  const member = await db
    .selectFrom('member')
    .select('id')
    .where('email', '=', CUSTOMER.email)
    .executeTakeFirstOrThrow()
  const pairs = readReferenceScores().slice(0, pairCount)
  const job = await db
    .insertInto('crisprJob')
    .values({
      memberId: member.id,
      title,
      email: CUSTOMER.email,
      pamType: 1,
      genome: 1,
      pairs: pairs.map((pair) => `${pair.on_seq},${pair.off_seq}`).join('\n'),
      pairCount: pairs.length,
      createTime: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return job.id
}

const jobOf = (id: number) =>
  db.selectFrom('crisprJob').select(['status', 'attempts', 'pairCount']).where('id', '=', id).executeTakeFirstOrThrow()

async function resultMailsOf(jobId: number): Promise<number> {
  const rows = await db
    .selectFrom('mailOutbox')
    .select('id')
    .where('toAddress', '=', CUSTOMER.email)
    .where('textBody', 'like', `%crispr-result?id=${jobId}%`)
    .execute()
  return rows.length
}

describe('两个实例共用一个数据库与 Redis', () => {
  it('在 A 登录的令牌在 B 上可用；在 A 退出后 B 随即拒绝（至多信任 1 秒）', async () => {
    const token = await logIn(a)
    const onB = await callApi(b, '/user/getMyinfo', {}, { token })
    expect(onB.body.code).toBe(200)
    expect(onB.body.data.email).toBe(CUSTOMER.email)

    expect((await callApi(a, '/user/logout', {}, { token })).body.code).toBe(200)
    // Each instance may trust a session it confirmed for one second (ADR 012), no longer; the
    // rest of the bound is the time of the calls on a loaded machine.
    await waitFor(
      'instance B to refuse the revoked token',
      async () => (await callApi(b, '/user/getMyinfo', {}, { token })).status === 401,
      2500,
    )
  })

  it('A 发出的短信验证码在 B 上可用于登录，B 在重发间隔内拒绝再发', async () => {
    const ip = visitor()
    const sent = await callApi(a, '/duanxin/faDuanxin', { phone: CUSTOMER.tel, isreg: 1, purpose: 'login' }, { ip })
    expect(sent.body.code).toBe(200)

    const again = await callApi(b, '/duanxin/faDuanxin', { phone: CUSTOMER.tel, isreg: 1, purpose: 'login' }, { ip })
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(/^请 \d+ 秒后再获取验证码$/)

    const smscode = await latestSmsCode(CUSTOMER.tel)
    const loggedIn = await callApi(b, '/user/loginsms', { phone: CUSTOMER.tel, smscode })
    expect(loggedIn.body.code).toBe(200)
    expect(loggedIn.body.data.info.token).toEqual(expect.any(String))
  })

  it('按 IP 的验证码限额由两个实例共同计数', async () => {
    const ip = visitor()
    const send = (server: ServerProcess, index: number) =>
      callApi(
        server,
        '/duanxin/faDuanxin',
        { phone: `1370000${String(index).padStart(4, '0')}`, isreg: 0, purpose: 'booking' },
        { ip },
      )
    // Five codes an address may ask for in ten minutes, whichever instance it reaches.
    const allowed = [await send(a, 1), await send(b, 2), await send(a, 3), await send(b, 4), await send(a, 5)]
    expect(allowed.map(({ body }) => body.code)).toEqual([200, 200, 200, 200, 200])
    const refused = await send(b, 6)
    expect(refused.status).toBe(429)
    // Another visitor is not affected.
    expect(
      (await callApi(b, '/duanxin/faDuanxin', { phone: '13700009999', isreg: 0, purpose: 'booking' })).body.code,
    ).toBe(200)
  })

  it('两个实例都运行评分进程时，每个任务只评分一次、只发一封结果邮件', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, index) => insertJob(`并发任务 ${index}`, 40)))
    await waitFor(
      'every job to be finished',
      async () => (await Promise.all(ids.map(jobOf))).every((job) => job.status === CRISPR_JOB_STATUS.finished),
      60_000,
    )
    for (const id of ids) {
      expect(await jobOf(id)).toMatchObject({ status: CRISPR_JOB_STATUS.finished, attempts: 1 })
      const results = await db.selectFrom('crisprResult').select('position').where('jobId', '=', id).execute()
      expect(results).toHaveLength(40)
      expect(new Set(results.map((row) => row.position)).size).toBe(40)
      await waitFor('the result e-mail', async () => (await resultMailsOf(id)) > 0, 10_000)
      expect(await resultMailsOf(id)).toBe(1)
    }
  }, 90_000)

  it('A 被 kill -9：B 照常服务，A 留下的进行中的任务在租约到期后由 B 完成', async () => {
    const token = await logIn(b)
    // A job in flight on A when it dies: claimed, with a lease nobody renews any more. Written
    // as a dead worker leaves it, because a real scoring takes about 0.1 s and cannot be
    // caught half-way reliably.
    const id = await insertJob('实例中断的任务', 20)
    await db
      .updateTable('crisprJob')
      .set({
        attempts: 1,
        leaseToken: `instance-a-${randomBytes(4).toString('hex')}`,
        leaseExpiresAt: new Date(Date.now() + LEASE_SECONDS * 1000).toISOString(),
        startTime: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute()

    // Requests keep reaching B on four connections while A is killed.
    let loading = true
    const statuses: number[] = []
    const load = Array.from({ length: 4 }, async () => {
      while (loading)
        statuses.push((await callApi(b, '/user/getMyinfo', {}, { token }).catch(() => ({ status: 0 }))).status)
    })
    a.child.kill('SIGKILL')
    await a.exited
    await waitFor(
      'B to finish the job A left',
      async () => (await jobOf(id)).status === CRISPR_JOB_STATUS.finished,
      (LEASE_SECONDS + 20) * 1000,
    )
    loading = false
    await Promise.all(load)

    expect(statuses.length).toBeGreaterThan(10)
    expect(new Set(statuses)).toEqual(new Set([200]))
    expect(await jobOf(id)).toMatchObject({ status: CRISPR_JOB_STATUS.finished, attempts: 2 })
    const results = await db.selectFrom('crisprResult').select('position').where('jobId', '=', id).execute()
    expect(results).toHaveLength(20)
  }, 60_000)
})
