import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../../scripts/chromium.ts'
import { TEST_REDIS_COMMAND_TIMEOUT_MS } from '../setup/redis-timeout.ts'

// tests/e2e/run.ts picks the port and a fresh data folder, and runs the SMTP server the app
// delivers to; the config is evaluated in every Playwright process, so it must not choose
// them itself.
const port = Number(process.env.E2E_PORT ?? 3999)
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve('data/e2e')

const files = (names: string[]) => names.map((name) => `**/${name}.e2e.ts`)

/**
 * Suites that change nothing another suite reads (they only look, or write what no other
 * suite looks at: their own customer, a message, a booking): two of them run at a time.
 */
const LOOKING_NAMES = [
  'about-help',
  'booking',
  'contact',
  'first-look',
  'http-connection',
  'layout',
  'login-captcha',
  'malformed-requests',
  'news',
  'outage',
  'overlap',
  'page-weight',
  'plasmid',
  'recruitment',
  'search-inquiry',
  'security-headers',
  'seo',
  'site-shell',
]
const LOOKING = files(LOOKING_NAMES)

/**
 * The journeys run again on PostgreSQL: an order placed and followed by its customer, and
 * staff finding it and moving it on in the console, so the whole app is seen working on that
 * database in a browser. What each call writes and queries (accounts, sessions and codes
 * included) is checked on both databases by the API tests (tests/api and the routes' own
 * tests), which is where the other journeys' database behaviour is covered; their pages are
 * the same on either database.
 */
const DATABASE_JOURNEYS = files(['orders', 'admin-orders'])

/**
 * The journeys on SQLite run as two groups side by side, one file at a time in each: no file
 * of one group writes what a file of the other reads (the demo customer's orders and their
 * count, a category's name, a customer's CRISPR-Net jobs, the newest captcha). Then, alone,
 * those that read what any journey changes: the dashboard's figures and the whole list of
 * pending orders, and demo2 deactivated for a moment.
 */
const JOURNEY_GROUPS = {
  first: [
    'account',
    'admin-content',
    'admin-forms',
    'admin-journey',
    'admin-orders',
    'deliverables',
    'english-interface',
    'fapiao',
    'sample-import',
    'sample-sheet',
  ],
  second: [
    'admin',
    'admin-catalogue',
    'crispr',
    'order-messages',
    'order-rules',
    'orders',
    'privacy-rights',
    'sgrna-tools',
  ],
  alone: ['admin-lists', 'admin-ops'],
}

// A suite in no list would silently never run.
const listed = new Set([...LOOKING_NAMES, ...Object.values(JOURNEY_GROUPS).flat()])
const unlisted = fs
  .readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => name.replace(/\.e2e\.ts$/, ''))
  .filter((name) => !listed.has(name))
if (unlisted.length > 0) throw new Error(`tests/e2e/playwright.config.ts: put ${unlisted.join(', ')} in a project`)

const browser = { ...devices['Desktop Chrome'], channel: undefined }

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // A file's tests run in order, in one browser.
  fullyParallel: false,
  workers: 2,
  // A test passes on its first try or fails: a retry would hide a fault that shows now and then.
  retries: 0,
  timeout: 30_000,
  // A toast or a menu loaded after hydration can take more than the default 5 s to show when
  // both cores are busy; a real fault still fails, only later.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'off',
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // tests/e2e/run.ts runs the suite once per database. On SQLite the looking suites go first,
  // two at a time, on the seeded content; then the journeys, which change what the others read
  // (a customer deactivated, a news item deleted), in the groups above. The PostgreSQL pass
  // takes only the journeys whose behaviour depends on the database (what they write and
  // query); the pages' layout, headers, languages and connections are the same on both.
  projects: process.env.E2E_DATABASE_URL
    ? [{ name: 'journeys', use: browser, testMatch: DATABASE_JOURNEYS, workers: 1 }]
    : [
        { name: 'looking', use: browser, testMatch: LOOKING },
        {
          name: 'journeys',
          use: browser,
          testMatch: files(JOURNEY_GROUPS.first),
          workers: 1,
          dependencies: ['looking'],
        },
        {
          name: 'journeys-2',
          use: browser,
          testMatch: files(JOURNEY_GROUPS.second),
          workers: 1,
          dependencies: ['looking'],
        },
        {
          name: 'journeys-alone',
          use: browser,
          testMatch: files(JOURNEY_GROUPS.alone),
          workers: 1,
          dependencies: ['journeys', 'journeys-2'],
        },
      ],
  webServer: {
    // Its log (every request, with its time) goes to the data folder: tests/e2e/run.ts shows
    // the slow and failed requests of the pass from it.
    command: 'exec node --import tsx server/index.ts > "$DATA_DIR/server.log"',
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      SEED_DEMO_ACCOUNTS: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      LOG_LEVEL: 'info',
      // Tests act as separate visitors through X-Forwarded-For (tests/e2e/fixtures.ts).
      TRUST_PROXY: '1',
      // With REDIS_URL set (CI), limits are counted in Redis, which outlives a run.
      RATE_LIMIT_NAMESPACE: process.env.E2E_RATE_LIMIT_NAMESPACE ?? 'e2e:rate-limit:',
      REDIS_COMMAND_TIMEOUT_MS: TEST_REDIS_COMMAND_TIMEOUT_MS,
      // The tests' API clients keep connections open between calls, as a load balancer does, and
      // unlike a browser they do not send a request again when the server closed its idle
      // connection at that very moment: idle connections stay open longer than any pause of a test.
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
    },
  },
})
