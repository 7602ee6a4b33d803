// Two real server processes sharing a database and a Redis of their own (a redis-server on a
// free port, without persistence, which the test stops, freezes and restarts) while Redis
// fails: logins, captchas and pages answer in their usual time, and a Redis that lost its data
// never brings back a page older than the last write.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { DEMO_ACCOUNTS, DEMO_STAFF, seedDatabase } from '#server/db/seed.ts'
import { buildWebIfStale } from '../../scripts/web-build.ts'
import { freePort } from '#tests/setup/smtp-sink.ts'
import { type ServerProcess, startServerProcess, waitFor, waitUntilReady } from '#tests/setup/server-process.ts'

/** What a call may take while Redis fails: a few commands of the 100 ms time-out at most. */
const USUAL_MS = 700

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-redis-faults-'))
let redisPort = 0
let redisServer: ChildProcess | undefined
let a: ServerProcess
let b: ServerProcess
let adminToken = ''

async function startRedis() {
  redisServer = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  await waitFor('redis-server to answer', answersPing, 5000)
}

async function answersPing(): Promise<boolean> {
  const probe = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

async function stopRedis() {
  const exited = new Promise((resolve) => redisServer!.once('exit', resolve))
  redisServer!.kill('SIGKILL')
  await exited
}

/** Both instances hold their two clients (rate limits, page version) on Redis again. */
async function waitUntilReconnected() {
  const admin = new Redis(redisPort, '127.0.0.1')
  try {
    await waitFor(
      'both instances to reconnect to Redis',
      async () =>
        String(await admin.client('LIST'))
          .trim()
          .split('\n').length >= 5,
      5000,
    )
  } finally {
    admin.disconnect()
  }
}

async function call(server: ServerProcess, method: string, pathname: string, body?: object, token?: string) {
  const started = Date.now()
  const response = await fetch(server.url(pathname), {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  return { status: response.status, text, ms: Date.now() - started, cache: response.headers.get('x-cache') }
}

const customer = DEMO_ACCOUNTS[0]
const admin = DEMO_STAFF.find(({ role }) => role === 'admin')!

/** A login, a captcha and a public page, as a visitor uses them. */
const visitorCalls = [
  { what: 'login', run: (server: ServerProcess) => call(server, 'POST', '/api/v1/user/login', customer) },
  { what: 'captcha', run: (server: ServerProcess) => call(server, 'POST', '/api/v1/captcha/slider', {}) },
  { what: 'page', run: (server: ServerProcess) => call(server, 'GET', '/aboutUs') },
]

async function expectUsualTimes(server: ServerProcess) {
  for (const { what, run } of visitorCalls) {
    const answer = await run(server)
    expect({ what, status: answer.status }).toEqual({ what, status: 200 })
    expect(answer.ms, `${what} took ${answer.ms} ms`).toBeLessThan(USUAL_MS)
  }
}

/** Changes the telephone number every page shows, on instance A; returns it. */
async function writeOnA(marker: number): Promise<string> {
  const tel = `0512-${20_000_000 + marker}`
  const answer = await call(a, 'PUT', '/api/v1/admin/settings', { settings: { xxl_tel: tel } }, adminToken)
  expect(answer.status).toBe(200)
  return tel
}

beforeAll(async () => {
  buildWebIfStale()
  redisPort = await freePort()
  await startRedis()
  const database = createDatabase({ sqliteFile: path.join(dataDir, 'app.db') })
  await migrateToLatest(database.db)
  await seedDatabase(database.db, { demoAccounts: true, plasmids: {} })
  await database.db.destroy()

  const env = {
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    CRISPR_WORKER: 'off',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    // The production time-out, which these tests are about.
    REDIS_COMMAND_TIMEOUT_MS: '100',
  }
  ;[a, b] = await Promise.all([startServerProcess(env, 'server/index.ts'), startServerProcess(env, 'server/index.ts')])
  // Two starts at once take a while on a busy 2-core machine.
  await Promise.all([waitUntilReady(a, 60_000), waitUntilReady(b, 60_000)])
  const login = await call(a, 'POST', '/api/v1/admin/auth/login', { email: admin.email, password: admin.password })
  adminToken = JSON.parse(login.text).data.info.token
  // Pages, captcha images and the password hash rendered once, so later timings are the usual ones.
  for (const { run } of visitorCalls) await run(b)
}, 120_000)

afterAll(async () => {
  for (const server of [a, b]) server?.child.kill('SIGKILL')
  await Promise.all([a?.exited, b?.exited])
  redisServer?.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe.sequential('Redis faults', () => {
  it('Redis 无响应（进程冻结）时，登录、验证码和页面照常快速应答', async () => {
    redisServer!.kill('SIGSTOP')
    try {
      await expectUsualTimes(b)
    } finally {
      redisServer!.kill('SIGCONT')
    }
  })

  it('Redis 停止后，登录、验证码和页面照常快速应答；Redis 恢复后实例在后台重新连接', async () => {
    await stopRedis()
    await expectUsualTimes(b)
    await expectUsualTimes(b)
    await startRedis()
    await waitUntilReconnected()
  })

  it('Redis 丢失数据后，任何实例都不提供比最后一次写入更旧的页面', async () => {
    const start = Date.now() % 10_000_000
    const pageOfB = () => call(b, 'GET', '/')
    // B keeps the home page under each version the writes on A make.
    let tel = ''
    for (let write = 0; write < 3; write += 1) {
      tel = await writeOnA(start + write)
      expect((await pageOfB()).text).toContain(tel)
      // A version read slower than the 100 ms time-out (a busy machine) renders once uncached.
      await expect.poll(async () => (await pageOfB()).cache).toBe('hit')
    }
    // Redis restarts empty: the last write is still what B shows, before and after the next write.
    await stopRedis()
    await startRedis()
    await waitUntilReconnected()
    expect((await pageOfB()).text).toContain(tel)
    tel = await writeOnA(start + 3)
    expect((await pageOfB()).text).toContain(tel)
  })
})
