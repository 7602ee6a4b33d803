// What a visitor sees while the database is away: a 503 page in the site's frame that says
// so in Chinese, not a broken page or a raw error; the probes tell the load balancer.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '#tests/setup/smtp-sink.ts'
import { type ServerProcess, startServerProcess, statusOf, waitFor } from '#tests/setup/server-process.ts'
import { allowFailedLoads, expect, test } from './fixtures.ts'

let server: ServerProcess | undefined

// The page goes first: it fetches its scripts after its first paint, and those requests
// would fail against a server that is already gone.
test.afterEach(async ({ page }) => {
  await page.close()
  server?.child.kill('SIGKILL')
  await server?.exited
})

test('数据库不可用时页面返回 503 并提示服务暂时不可用', async ({ page, consoleErrors }) => {
  // It starts a server of its own, which takes 20 s and more while two browsers are busy.
  test.setTimeout(90_000)
  // A PostgreSQL address where nothing listens.
  const databasePort = await freePort()
  server = await startServerProcess(
    {
      NODE_ENV: 'production',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outage-page-')),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${databasePort}/portal`,
    },
    'server/index.ts',
  )
  await waitFor('the server to listen', async () => (await statusOf(server!.url('/healthz'))) === 200)
  expect(await statusOf(server.url('/readyz'))).toBe(503)

  const response = await page.goto(server.url('/'))
  expect(response?.status()).toBe(503)
  expect(response?.headers()['retry-after']).toBe('5')
  await expect(page).toHaveTitle(/./)
  await expect(page.getByRole('heading', { name: '服务暂时不可用' })).toBeVisible()
  await expect(page.getByText('系统正在维护或短暂中断，请稍后刷新重试。')).toBeVisible()
  await expect(page.getByRole('link', { name: '刷新重试' })).toBeVisible()

  const detail = await page.goto(server.url('/newsCenter/newsCenterDetail?newsId=1'))
  expect(detail?.status()).toBe(503)
  await expect(page.getByRole('heading', { name: '服务暂时不可用' })).toBeVisible()
  // The browser reports each 503 document as a failed load; here they are the point.
  allowFailedLoads(consoleErrors, 503)
})
