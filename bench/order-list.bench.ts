// Speed budget of the order lists: with 100,000 orders in the table, 1,000 of them the
// caller's, POST /api/v1/amplicon/myAmpliconOrder answers pages and order-number searches
// with p99 under 30 ms at 20 concurrent connections, on SQLite and on PostgreSQL
// (TEST_DATABASE_URL). The API runs in its own process without the web build.
import os from 'node:os'
import { type Kysely, sql } from 'kysely'
import { formatDate } from '#common/china-date.ts'
import { ORDERNO_PREFIX, ORDER_TYPE, type OrderType } from '#common/schemas/orders/status.ts'
import { createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import type { DB } from '#server/db/schema.ts'
import { hashPassword } from '#server/lib/password.ts'
import { machineLine, recordSection, startServer } from './lib.ts'
import {
  BUDGET_P99_MS,
  CONNECTIONS,
  type DialectResult,
  HEADERS,
  ROW_BASELINE_SECONDS,
  SECONDS,
  type Scenario,
  type Target,
  WARM_UP_SECONDS,
  allWithinBudget,
  benchTargets,
  figuresTable,
  measureScenarios,
} from './list-load.ts'

const ORDERS = 100_000
const CALLERS_ORDERS = 1_000
/** The other orders belong to this many other customers. */
const OTHER_CUSTOMERS = 500
const CALLER = { email: 'bench-orders@example.com', password: 'Bench@12345' }
const DAY_MS = 24 * 60 * 60 * 1000
const CHUNK = 500

const SCENARIOS: Scenario[] = [
  { name: 'first page (page 0, 10 rows)', payload: { page: 0, size: 10 } },
  { name: 'first page, 50 rows', payload: { page: 0, size: 50 } },
  { name: 'page 50 (rows 501-510)', payload: { page: 50, size: 10 } },
  { name: 'last page (page 99)', payload: { page: 99, size: 10 } },
  { name: 'search a date "20261001"', payload: { page: 0, size: 10, keyword: '20261001' } },
  { name: 'search a whole order number', payload: { page: 0, size: 10, keyword: 'AM-20261001-0003' } },
  { name: 'search with no match', payload: { page: 0, size: 10, keyword: 'XYZ' } },
]

/**
 * 100,000 orders over a year: the caller's 1,000 amplicon orders, and 99,000 of all three
 * types spread over other customers. Numbers follow the real pattern (type, China date,
 * daily sequence).
 */
async function seedOrders(db: Kysely<DB>): Promise<void> {
  const now = new Date().toISOString()
  const passwordHash = await hashPassword(CALLER.password)
  const members = [
    { email: CALLER.email, passwordHash, isActive: 1, createTime: now, updateTime: now },
    ...Array.from({ length: OTHER_CUSTOMERS }, (_, index) => ({
      email: `bench-customer-${index}@example.com`,
      passwordHash,
      isActive: 1,
      createTime: now,
      updateTime: now,
    })),
  ]
  for (let start = 0; start < members.length; start += CHUNK) {
    await db
      .insertInto('member')
      .values(members.slice(start, start + CHUNK))
      .execute()
  }
  const memberIds = (await db.selectFrom('member').select(['id', 'email']).orderBy('id').execute()).map((row) => row.id)
  const callerId = memberIds[0]!
  const sequences = new Map<string, number>()
  const start = Date.parse('2026-01-01T02:00:00.000Z')
  const rows = Array.from({ length: ORDERS }, (_, index) => {
    const mine = index % (ORDERS / CALLERS_ORDERS) === 0
    const orderType: OrderType = mine ? ORDER_TYPE.AMPLICON : (((index % 3) + 1) as OrderType)
    const createTime = new Date(start + Math.floor((index * 330 * DAY_MS) / ORDERS)).toISOString()
    const dayKey = `${ORDERNO_PREFIX[orderType]}-${formatDate(createTime).replaceAll('-', '')}`
    const sequence = (sequences.get(dayKey) ?? 0) + 1
    sequences.set(dayKey, sequence)
    return {
      orderno: `${dayKey}-${String(sequence).padStart(4, '0')}`,
      memberId: mine ? callerId : memberIds[1 + (index % OTHER_CUSTOMERS)]!,
      orderType,
      status: index % 7,
      sampleCount: 1 + (index % 4),
      createTime,
      updateTime: createTime,
    }
  })
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    await db
      .insertInto('serviceOrder')
      .values(rows.slice(offset, offset + CHUNK))
      .execute()
  }
}

async function seed(target: Target): Promise<void> {
  const { db } = createDatabase(target.database)
  try {
    await migrateToLatest(db)
    await db.transaction().execute(seedOrders)
    await sql`analyze`.execute(db)
  } finally {
    await db.destroy()
  }
}

async function measure(target: Target) {
  await seed(target)
  const server = await startServer({ ...target.env, SEED_ON_START: 'false' }, 'tests/fixtures/api-server.ts')
  try {
    const login = await fetch(`${server.url}/api/v1/user/login`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify(CALLER),
    })
    const { data } = (await login.json()) as { data: { info: { token: string } } }
    return await measureScenarios({
      dialect: target.dialect,
      serverUrl: server.url,
      url: `${server.url}/api/v1/amplicon/myAmpliconOrder`,
      headers: { ...HEADERS, authorization: `Bearer ${data.info.token}` },
      scenarios: SCENARIOS,
    })
  } finally {
    await server.stop()
    await target.drop()
  }
}

const loadBefore = os.loadavg()[0]!
const results: DialectResult[] = []
for (const target of await benchTargets('orders')) results.push({ dialect: target.dialect, ...(await measure(target)) })
const allWithin = allWithinBudget(results)
const busyMachine = results.some(({ baseline }) => baseline.p99 >= BUDGET_P99_MS)

const markdown = `## Order list API

Command: \`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/order-list.bench.ts\`
(part of \`npm run bench\`; without TEST_DATABASE_URL only SQLite is measured).
${ORDERS.toLocaleString('en')} orders of all three types over a year, ${CALLERS_ORDERS.toLocaleString('en')} of them the caller's (amplicon), the rest
spread over ${OTHER_CUSTOMERS} other customers; \`POST /api/v1/amplicon/myAmpliconOrder\` as the logged-in caller (session
looked up on every request). The API runs in its own process (\`tests/fixtures/api-server.ts\`: the production start-up
without the web build), autocannon in the benchmark process: ${CONNECTIONS} connections, ${SECONDS} s per scenario after a
${WARM_UP_SECONDS} s warm-up. Every request reads its page and its total from the database (index
\`service_order_list\`: member, type, created, id and order number, so searches and counts read the index alone; the sample count is a column, so no join). Budget: p99 < ${BUDGET_P99_MS} ms in every scenario, no errors.
${results.map((r) => r.dialect).join(' and ')}; PostgreSQL is the local server in a fresh schema (analyzed after the load).
The machine is shared: other work running at the same time shows up in p99 first (1-minute load average
${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after the run, on ${os.cpus().length} cores).
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
The first row is the machine's baseline at the start; the /healthz column is the same load for
${ROW_BASELINE_SECONDS} s right before each scenario's measured run, so a slow moment of the machine shows in its row.
Within budget: ${allWithin ? 'yes' : '**no**'}.${busyMachine ? ' The baseline alone (/healthz, no database) is over the budget: the machine was too busy during this run to judge it; run again on a quiet machine.' : ''}

${figuresTable(results, SCENARIOS)}`

console.log(markdown)
recordSection('order-list', markdown)
if (!allWithin) process.exitCode = 1
