// `npm run test:e2e`: end-to-end tests in Debian's Chromium against the built app,
// on SQLite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL schema too.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(chromium)) {
  const notice = `No Chromium at ${chromium}: end-to-end tests need Debian's chromium (apt-get install -y chromium) or CHROME_PATH.`
  if (process.env.CI) {
    console.error(notice)
    process.exit(1)
  }
  console.warn(`NOTICE: ${notice} Skipping them on this machine; CI runs them.`)
  process.exit(0)
}

const root = path.resolve(import.meta.dirname, '../..')
const dialects: { name: string; databaseUrl?: string; drop?: () => Promise<void> }[] = [{ name: 'sqlite' }]

const pgUrl = process.env.TEST_DATABASE_URL
if (pgUrl) {
  const schema = `e2e_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: pgUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const url = new URL(pgUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  dialects.push({
    name: 'postgres',
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl })
      await client.connect()
      await client.query(`drop schema ${schema} cascade`)
      await client.end()
    },
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

let failed = false
for (const dialect of dialects) {
  console.log(`\n▶ end-to-end tests on ${dialect.name}`)
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROME_PATH: chromium,
        E2E_PORT: String(await freePort()),
        E2E_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')),
        E2E_DATABASE_URL: dialect.databaseUrl ?? '',
        // Each run counts its rate limits afresh: Redis outlives runs, and a second run within
        // a limit's window would otherwise find the demo accounts' logins used up.
        E2E_RATE_LIMIT_NAMESPACE: `e2e:${randomBytes(6).toString('hex')}:`,
      },
    },
  )
  await dialect.drop?.()
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
