// Speed budget of the order lists: with 100,000 orders in the table, 1,000 of them the
// caller's, POST /api/v1/amplicon/myAmpliconOrder answers pages and order-number searches
// with p99 under 30 ms at 20 concurrent connections, on SQLite and on PostgreSQL
// (TEST_DATABASE_URL). The API runs in its own process without the web build.
import { type Kysely, sql } from 'kysely'
import { formatDate } from '#common/china-date.ts'
import { ORDERNO_PREFIX, ORDER_TYPE, type OrderType } from '#common/schemas/orders/status.ts'
import type { DB } from '#server/db/schema.ts'
import { hashPassword } from '#server/lib/password.ts'
import {
  BUDGET_P99_MS,
  CONNECTIONS,
  HEADERS,
  SECONDS,
  type Scenario,
  WARM_UP_SECONDS,
  runListBench,
} from './list-load.ts'

const ORDERS = 100_000
const CALLERS_ORDERS = 1_000
/** The other orders belong to this many other customers. */
const OTHER_CUSTOMERS = 500
const CALLER = { email: 'bench-orders@example.com', password: 'Bench@12345' }
const DAY_MS = 24 * 60 * 60 * 1000
const CHUNK = 500

/**
 * 100,000 orders over a year: the caller's 1,000 amplicon orders, and 99,000 of all three
 * types spread over other customers. Numbers follow the real pattern (type, China date,
 * daily sequence).
 */
function orderRows() {
  const sequences = new Map<string, number>()
  const start = Date.parse('2026-01-01T02:00:00.000Z')
  return Array.from({ length: ORDERS }, (_, index) => {
    const mine = index % (ORDERS / CALLERS_ORDERS) === 0
    const orderType: OrderType = mine ? ORDER_TYPE.AMPLICON : (((index % 3) + 1) as OrderType)
    const createTime = new Date(start + Math.floor((index * 330 * DAY_MS) / ORDERS)).toISOString()
    const dayKey = `${ORDERNO_PREFIX[orderType]}-${formatDate(createTime).replaceAll('-', '')}`
    const sequence = (sequences.get(dayKey) ?? 0) + 1
    sequences.set(dayKey, sequence)
    return {
      mine,
      otherCustomer: index % OTHER_CUSTOMERS,
      orderno: `${dayKey}-${String(sequence).padStart(4, '0')}`,
      orderType,
      status: index % 7,
      sampleCount: 1 + (index % 4),
      createTime,
      updateTime: createTime,
    }
  })
}

const ORDER_ROWS = orderRows()
/** One of the caller's own order numbers, from the middle of the year. */
const CALLERS_ORDERNO = ORDER_ROWS.filter((row) => row.mine)[CALLERS_ORDERS / 2]!.orderno

const SCENARIOS: Scenario[] = [
  { name: 'first page (page 0, 10 rows)', payload: { page: 0, size: 10 } },
  { name: 'first page, 50 rows', payload: { page: 0, size: 50 } },
  { name: 'page 50 (rows 501-510)', payload: { page: 50, size: 10 } },
  { name: 'last page (page 99)', payload: { page: 99, size: 10 } },
  { name: 'search a date "20261001"', payload: { page: 0, size: 10, keyword: '20261001' } },
  { name: "search one of the caller's order numbers", payload: { page: 0, size: 10, keyword: CALLERS_ORDERNO } },
  { name: 'search with no match', payload: { page: 0, size: 10, keyword: 'XYZ' } },
]

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
  const memberIds = (await db.selectFrom('member').select('id').orderBy('id').execute()).map((row) => row.id)
  const rows = ORDER_ROWS.map(({ mine, otherCustomer, ...order }) => ({
    ...order,
    memberId: mine ? memberIds[0]! : memberIds[1 + otherCustomer]!,
  }))
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    await db
      .insertInto('serviceOrder')
      .values(rows.slice(offset, offset + CHUNK))
      .execute()
  }
}

async function logIn(serverUrl: string): Promise<string> {
  const login = await fetch(`${serverUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(CALLER),
  })
  const { data } = (await login.json()) as { data: { info: { token: string } } }
  return data.info.token
}

await runListBench({
  section: 'order-list',
  title: 'Order list API',
  scenarios: SCENARIOS,
  entry: 'tests/fixtures/api-server.ts',
  seed: async (db, target) => {
    await db.transaction().execute(seedOrders)
    // Autovacuum does this by itself shortly after a bulk load (the visibility map lets
    // PostgreSQL answer from the list index alone); done here so each run measures that state.
    await sql.raw(target.dialect === 'PostgreSQL' ? 'vacuum analyze service_order' : 'analyze').execute(db)
  },
  request: async (serverUrl) => ({
    path: '/api/v1/amplicon/myAmpliconOrder',
    headers: { ...HEADERS, authorization: `Bearer ${await logIn(serverUrl)}` },
  }),
  describe: (
    dialects,
  ) => `Command: \`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/order-list.bench.ts\`
(part of \`npm run bench\`; without TEST_DATABASE_URL only SQLite is measured).
${ORDERS.toLocaleString('en')} orders of all three types over a year, ${CALLERS_ORDERS.toLocaleString('en')} of them the caller's (amplicon), the rest
spread over ${OTHER_CUSTOMERS} other customers; \`POST /api/v1/amplicon/myAmpliconOrder\` as the logged-in caller (session
looked up on every request). The API runs in its own process (\`tests/fixtures/api-server.ts\`: the production start-up
without the web build), autocannon in the benchmark process: ${CONNECTIONS} connections, ${SECONDS} s per scenario after a
${WARM_UP_SECONDS} s warm-up. Every request reads its page and its total from the database in one query (the total a scalar subquery; index
\`service_order_list\`: member, type, created and id, then every column a row shows, so pages, searches and counts read the index alone). Budget: p99 < ${BUDGET_P99_MS} ms in every scenario, no errors.
${dialects}; PostgreSQL is the local server in a fresh schema (vacuumed after the load).`,
})
