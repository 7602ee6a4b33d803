// `npm run test:e2e`: end-to-end tests in Debian's Chromium against the built app,
// on SQLite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL schema too. The app
// delivers its e-mail over SMTP to a server in this process, which keeps each message as a
// file of the run's mail folder, where the tests read them (tests/e2e/server-store.ts).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { TEST_BROWSER_PATH } from '../../scripts/chromium.ts'
import { freePort, startSmtpSink } from '../setup/smtp-sink.ts'

const chromium = TEST_BROWSER_PATH
if (!fs.existsSync(chromium)) {
  const notice = `No Chromium at ${chromium}: end-to-end tests need Debian's chromium-headless-shell or chromium (apt-get install -y chromium-headless-shell) or CHROME_PATH.`
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

/** Runs Playwright without blocking this process, whose SMTP server must answer meanwhile. */
function playwright(env: NodeJS.ProcessEnv): Promise<number | null> {
  const child = spawn('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env,
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => resolve(code))
  })
}

/** A request slower than this is named after its pass: a wait that long is a fault to find. */
const SLOW_REQUEST_MS = 3000

/** A line of the server's log: an access line (msg 'request') or anything else it logs. */
interface LogEntry {
  level: number
  msg: string
  method?: string
  url?: string
  status?: number
  ms?: number
}

/** A line of the server's JSON log; undefined for anything else (the last line of a server stopped mid-write). */
function logEntry(line: string): LogEntry | undefined {
  if (!line.startsWith('{')) return undefined
  try {
    return JSON.parse(line) as LogEntry
  } catch {
    return undefined
  }
}

/** The server's requests that failed (5xx) or were slow, and its errors, from its log, one line each. */
function troubledRequests(logFile: string): string[] {
  if (!fs.existsSync(logFile)) return []
  const lines: string[] = []
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    const entry = logEntry(line)
    if (!entry) continue
    const slow = (entry.ms ?? 0) >= SLOW_REQUEST_MS
    if (slow || (entry.status ?? 0) >= 500 || entry.level >= 50) {
      const request = entry.method === undefined ? undefined : `${entry.method} ${entry.url}`
      const time = entry.ms === undefined ? undefined : `${Math.round(entry.ms)} ms`
      lines.push([request, entry.status, time, entry.msg].filter(Boolean).join('  '))
    }
  }
  return lines
}

let failed = false
const durations: string[] = []
for (const dialect of dialects) {
  console.log(`\n▶ end-to-end tests on ${dialect.name}`)
  const started = performance.now()
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-mail-'))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))
  const smtp = await startSmtpSink({ folder: mailDir })
  const status = await playwright({
    ...process.env,
    CHROME_PATH: chromium,
    E2E_PORT: String(await freePort()),
    E2E_DATA_DIR: dataDir,
    E2E_DATABASE_URL: dialect.databaseUrl ?? '',
    E2E_SMTP_URL: smtp.url,
    E2E_MAIL_DIR: mailDir,
    // Each run counts its rate limits afresh: Redis outlives runs, and a second run within
    // a limit's window would otherwise find the demo accounts' logins used up.
    E2E_RATE_LIMIT_NAMESPACE: `e2e:${randomBytes(6).toString('hex')}:`,
  })
  await smtp.close()
  await dialect.drop?.()
  if (status !== 0) failed = true
  const troubled = troubledRequests(path.join(dataDir, 'server.log'))
  if (troubled.length > 0) {
    console.log(`\nThe server's failed or slow (≥ ${SLOW_REQUEST_MS} ms) requests on ${dialect.name}:`)
    for (const line of troubled) console.log(`  ${line}`)
  }
  durations.push(`${dialect.name} ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
console.log(`\nend-to-end passes: ${durations.join(', ')}`)
process.exit(failed ? 1 : 0)
