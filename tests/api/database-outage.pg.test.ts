// A real server process on PostgreSQL while its database goes away and comes back: its
// connections terminated during requests (pg_terminate_backend, as an administrator, an
// idle-connection reaper or a failover does), the database down and up again, and a start
// while it is down. The process must stay up, answer 503 while the database is away, say
// so on /readyz, and serve again by itself within 10 s of the database's return.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_MESSAGE } from '#common/errors.ts'
import { isDatabaseUnavailable } from '#server/db/availability.ts'
import { createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { seedDatabase } from '#server/db/seed.ts'
import { readReferenceScores } from '#server/modules/crispr/scoring/reference-data.ts'
import {
  type ServerProcess,
  startServerProcess,
  statusOf,
  waitFor,
  waitUntilReady,
} from '#tests/setup/server-process.ts'
import { ampliconForm } from '#tests/factories/orders.ts'
import { type TcpProxy, startTcpProxy } from '#tests/setup/tcp-proxy.ts'
import { newTestSchema } from '#tests/setup/test-schemas.ts'

const baseUrl = process.env.TEST_DATABASE_URL
if (!baseUrl) throw new Error('the outage tests run on PostgreSQL: set TEST_DATABASE_URL')

/** How soon an instance must serve again after its database is back. */
const RECOVERY_BUDGET_MS = 10_000

const schema = newTestSchema('outage')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outage-'))
let server: ServerProcess | undefined
let proxy: TcpProxy | undefined

async function adminQuery(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

/** The test schema's URL, through `port` when given, tagged so its connections can be found. */
function appDatabaseUrl(applicationName: string, port?: number): string {
  const url = new URL(baseUrl!)
  if (port) {
    url.hostname = '127.0.0.1'
    url.port = String(port)
  }
  url.searchParams.set('options', `-c search_path=${schema}`)
  url.searchParams.set('application_name', applicationName)
  return url.toString()
}

beforeAll(async () => {
  // The database exists and holds the site before any instance starts, as in production.
  await adminQuery(`create schema ${schema}`)
  const database = createDatabase({ url: baseUrl, pgSchema: schema, poolSize: 2 })
  await migrateToLatest(database.db)
  await seedDatabase(database.db, { demoAccounts: true, plasmids: {} })
  await database.db.destroy()
}, 120_000)

afterEach(async () => {
  server?.child.kill('SIGKILL')
  await server?.exited
  server = undefined
  await proxy?.cut()
  proxy = undefined
})

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function start(databaseUrl: string, env: Record<string, string> = {}) {
  return startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_ON_START: 'false', ...env })
}

async function callApi(path: string, payload: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(server!.url(`/api/v1${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { code: number; message: string; data: any }
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') }
}

const serving = async () =>
  (await statusOf(server!.url('/readyz'))) === 200 && (await callApi('/category/allcate')).status === 200

/** What an API call answers while the database is away: 503, in Chinese, with a retry hint. */
async function expectUnavailable() {
  const { status, body, retryAfter } = await callApi('/category/allcate')
  expect(status).toBe(503)
  expect(body).toMatchObject({ code: 503, message: DEFAULT_ERROR_MESSAGE.UNAVAILABLE, error: 'UNAVAILABLE' })
  expect(body.message).toBe('服务暂时不可用，请稍后再试')
  expect(Number(retryAfter)).toBeGreaterThan(0)
  expect(await statusOf(server!.url('/readyz'))).toBe(503)
  expect(await statusOf(server!.url('/healthz'))).toBe(200)
}

describe('数据库连接被终止', { timeout: 60_000 }, () => {
  it('请求进行中终止全部连接：进程不退出，失败的请求是 503，随后自行恢复，后台评分照常', async () => {
    const applicationName = `outage-terminate-${randomBytes(3).toString('hex')}`
    server = await start(appDatabaseUrl(applicationName), { CRISPR_WORKER: 'inline', CRISPR_WORKER_POLL_MS: '200' })
    await waitUntilReady(server)

    // Requests keep arriving on four connections while the backends are terminated.
    const statuses = new Map<number, number>()
    let loading = true
    const load = Array.from({ length: 4 }, async (_, lane) => {
      const paths = ['/category/allcate', '/news/getIndexNews', '/help/getWebseting', '/dsm/indexad']
      while (loading) {
        const { status } = await callApi(paths[lane]!, { id: 1 }).catch(() => ({ status: 0 }))
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    })
    let terminated = 0
    for (let round = 0; round < 6; round++) {
      await new Promise((resolve) => setTimeout(resolve, 300))
      const { rowCount } = await adminQuery(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      )
      terminated += rowCount ?? 0
    }
    loading = false
    await Promise.all(load)

    expect(terminated).toBeGreaterThan(0)
    expect(server.alive()).toBe(true)
    // Every answer was a success or a clean 503: never a 500, never a dropped connection.
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true)
    expect(statuses.get(200)).toBeGreaterThan(0)
    expect(await waitFor('serving again', serving, RECOVERY_BUDGET_MS)).toBeLessThan(RECOVERY_BUDGET_MS)

    // The in-process CRISPR-Net worker lived through it too: a new job is scored.
    const login = await callApi('/user/login', { email: 'demo1@example.com', password: 'Demo@12345' })
    const token = login.body.data.info.token as string
    const pairs = readReferenceScores().slice(0, 3)
    const added = await callApi(
      '/crisprNet/addJob',
      {
        title: 'after outage',
        email: 'demo1@example.com',
        xulie: pairs.map((pair) => `${pair.on_seq},${pair.off_seq}`).join('\n'),
        type: 1,
        type1: 1,
      },
      token,
    )
    expect(added.body.code).toBe(200)
    await waitFor(
      'the job to be scored',
      async () => (await callApi('/crisprNet/read', { id: added.body.data.info }, token)).body.data?.status === 3,
      20_000,
    )
    expect(server.alive()).toBe(true)
  })
})

describe('数据库停机后恢复', { timeout: 60_000 }, () => {
  it('停机期间 API 返回 503、/readyz 未就绪、/healthz 正常；恢复后 10 秒内自行恢复服务', async () => {
    proxy = await startTcpProxy({ host: new URL(baseUrl).hostname, port: Number(new URL(baseUrl).port || 5432) })
    server = await start(appDatabaseUrl('outage-restart', proxy.port))
    await waitUntilReady(server)
    expect((await callApi('/category/allcate')).status).toBe(200)

    await proxy.cut()
    await waitFor('/readyz to say not ready', async () => (await statusOf(server!.url('/readyz'))) === 503)
    await expectUnavailable()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await expectUnavailable()
    expect(server.alive()).toBe(true)

    await proxy.open()
    expect(await waitFor('serving again', serving, RECOVERY_BUDGET_MS)).toBeLessThan(RECOVERY_BUDGET_MS)
    expect(server.alive()).toBe(true)
  })

  it('提交订单的负载中数据库停机又恢复：应答成功的订单都在，没有只写了一半的订单', async () => {
    proxy = await startTcpProxy({ host: new URL(baseUrl).hostname, port: Number(new URL(baseUrl).port || 5432) })
    server = await start(appDatabaseUrl('outage-orders', proxy.port))
    await waitUntilReady(server)
    const login = await callApi('/user/login', { email: 'demo2@example.com', password: 'Demo@12345' })
    const token = login.body.data.info.token as string

    // Three customers' browsers keep submitting new amplicon orders (order and first sample
    // in one transaction) while the database goes away for a second and comes back.
    const accepted: number[] = []
    const statuses = new Set<number>()
    let loading = true
    const load = Array.from({ length: 3 }, async (_, lane) => {
      for (let index = 0; loading; index++) {
        const form = ampliconForm({ name: `OUTAGE-${lane}-${index}` })
        const { status, body } = await callApi('/amplicon/addAmpliconOrder', form, token).catch(() => ({
          status: 0,
          body: { code: 0, message: '', data: null },
        }))
        statuses.add(status)
        if (status === 200) accepted.push(body.data.info as number)
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 800))
    const acceptedBefore = accepted.length
    await proxy.cut()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await proxy.open()
    expect(await waitFor('serving again', serving, RECOVERY_BUDGET_MS)).toBeLessThan(RECOVERY_BUDGET_MS)
    await new Promise((resolve) => setTimeout(resolve, 800))
    loading = false
    await Promise.all(load)

    expect(acceptedBefore).toBeGreaterThan(0)
    expect(accepted.length).toBeGreaterThan(acceptedBefore)
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true)
    expect(statuses).toContain(503)
    const database = createDatabase({ url: baseUrl, pgSchema: schema, poolSize: 1 })
    try {
      const orders = await database.db
        .selectFrom('serviceOrder')
        .leftJoin('orderSample', 'orderSample.orderId', 'serviceOrder.id')
        .innerJoin('member', 'member.id', 'serviceOrder.memberId')
        .where('member.email', '=', 'demo2@example.com')
        .where('serviceOrder.id', '>=', Math.min(...accepted))
        .select(['serviceOrder.id', (eb) => eb.fn.count<number>('orderSample.id').as('samples')])
        .groupBy('serviceOrder.id')
        .execute()
      const stored = new Set(orders.map((order) => order.id))
      expect(accepted.filter((id) => !stored.has(id))).toEqual([])
      expect(orders.filter((order) => Number(order.samples) !== 1)).toEqual([])
    } finally {
      await database.db.destroy()
    }
  })

  it('数据库不可达时启动：照常监听并返回 503，数据库可用后自行完成迁移并开始服务', async () => {
    proxy = await startTcpProxy({ host: new URL(baseUrl).hostname, port: Number(new URL(baseUrl).port || 5432) })
    await proxy.cut()
    server = await start(appDatabaseUrl('outage-start', proxy.port), { SEED_ON_START: 'true' })
    await waitFor('the server to listen', async () => (await statusOf(server!.url('/healthz'))) === 200)
    await expectUnavailable()
    expect(server.alive()).toBe(true)

    await proxy.open()
    expect(await waitFor('serving', serving, RECOVERY_BUDGET_MS)).toBeLessThan(RECOVERY_BUDGET_MS)
  })
})

describe('语句与锁等待超时', { timeout: 60_000 }, () => {
  /** The API's answer to a call PostgreSQL did not get to in time: the 503 of an outage. */
  async function timedOutCall() {
    const started = Date.now()
    const { status, body, retryAfter } = await callApi('/category/allcate')
    expect({ status, message: body.message }).toEqual({ status: 503, message: '服务暂时不可用，请稍后再试' })
    expect(Number(retryAfter)).toBeGreaterThan(0)
    return Date.now() - started
  }

  it('等锁超过 DATABASE_LOCK_TIMEOUT_SECONDS、数据库挂起超过语句时限：返回 503，不会一直等待，随后照常服务', async () => {
    proxy = await startTcpProxy({ host: new URL(baseUrl).hostname, port: Number(new URL(baseUrl).port || 5432) })
    server = await start(appDatabaseUrl('outage-timeouts', proxy.port), {
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '2',
      DATABASE_LOCK_TIMEOUT_SECONDS: '1',
    })
    await waitUntilReady(server)
    expect((await callApi('/category/allcate')).status).toBe(200)

    // Another session holds the category table: the read waits for the lock, for one second.
    const holder = new pg.Client({ connectionString: appDatabaseUrl('outage-lock-holder') })
    await holder.connect()
    try {
      await holder.query('begin')
      await holder.query('lock table category in access exclusive mode')
      const waited = await timedOutCall()
      expect(waited).toBeGreaterThanOrEqual(900)
      expect(waited).toBeLessThan(1900)
    } finally {
      await holder.query('rollback')
      await holder.end()
    }
    expect((await callApi('/category/allcate')).status).toBe(200)

    // PostgreSQL stops answering on an open connection: the client gives up a second after the
    // statement time-out, and drops that connection.
    proxy.stall()
    try {
      const waited = await timedOutCall()
      expect(waited).toBeGreaterThanOrEqual(2900)
      expect(waited).toBeLessThan(5000)
    } finally {
      proxy.resume()
    }
    expect(await waitFor('serving again', serving, RECOVERY_BUDGET_MS)).toBeLessThan(RECOVERY_BUDGET_MS)
    expect(server.alive()).toBe(true)
  })

  it('超过 statement_timeout 的语句被 PostgreSQL 取消，按数据库不可用处理', async () => {
    const database = createDatabase({ url: baseUrl, pgSchema: schema, poolSize: 1, statementTimeoutMs: 300 })
    try {
      const started = Date.now()
      const error = await sql`select pg_sleep(3)`.execute(database.db).then(
        () => undefined,
        (reason: unknown) => reason,
      )
      expect(Date.now() - started).toBeLessThan(2000)
      expect(error).toMatchObject({ code: '57014' })
      expect(isDatabaseUnavailable(error)).toBe(true)
      // The connection is fine afterwards.
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }])
    } finally {
      await database.db.destroy()
    }
  })
})
