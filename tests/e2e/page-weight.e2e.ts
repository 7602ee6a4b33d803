// What a phone downloads to show a public page: the page paints before its scripts are even
// requested, and antd and zod, which only forms need, come only when a form
// is wanted: the booking form when it scrolls near, the inquiry modal on its button.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

test.use({ viewport: { width: 375, height: 812 } })

/** The JavaScript files a page has requested so far, by file name. */
function scriptRequests(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop()!)
  })
  return names
}

const antd = (names: string[]) => names.some((name) => name.startsWith('antd-'))
const zod = (names: string[]) => names.some((name) => name.startsWith('zod-'))

test('a public page requests no script before its first paint, then hydrates', async ({ page }) => {
  for (const path of ['/', '/plasmidPlatform/plasmidPlatformList', '/dynamicDetail?id=31']) {
    const html = await (await page.request.get(path)).text()
    expect(html, path).not.toMatch(/<link rel="modulepreload"|<script[^>]*type="module"/)

    await page.goto(path)
    // The phone header's menu toggle is a ScriptButton, disabled until the page has hydrated.
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeEnabled()
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => [entry.startTime, entry.name] as const),
    }))
    expect(scripts.length, path).toBeGreaterThan(5)
    const early = scripts.filter(([start]) => start < firstPaint)
    expect(early, `${path}: first paint at ${firstPaint} ms`).toEqual([])
  }
})

test('the home page and the plasmid list load neither antd nor zod', async ({ page }) => {
  const names = scriptRequests(page)
  for (const path of ['/', '/plasmidPlatform/plasmidPlatformList']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(names.length).toBeGreaterThan(5)
  expect(antd(names) || zod(names), names.join(' ')).toBe(false)
})

test('a service page loads its booking form when the form scrolls near', async ({ page }) => {
  const names = scriptRequests(page)
  await page.goto('/dynamicDetail?id=31')
  await page.waitForLoadState('networkidle')
  const booking = page.getByRole('complementary', { name: '在线预约' })
  expect(antd(names) || zod(names), names.join(' ')).toBe(false)
  await expect(booking.getByLabel('姓名')).toHaveCount(0)

  await booking.scrollIntoViewIfNeeded()
  await expect(booking.getByLabel('姓名')).toBeVisible()
  expect(antd(names) && zod(names), names.join(' ')).toBe(true)
})

test('a plasmid page loads its inquiry form on the button', async ({ page }) => {
  const names = scriptRequests(page)
  await page.goto('/plasmidPlatformDetail?listId=1')
  await page.waitForLoadState('networkidle')
  expect(antd(names) || zod(names), names.join(' ')).toBe(false)

  await page.getByRole('button', { name: '询价购买' }).click()
  const dialog = page.getByRole('dialog', { name: '询价购买' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('产品名称')).toHaveValue(/（.+）$/)
  expect(antd(names), names.join(' ')).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: '询价购买' }).click()
  await expect(dialog).toBeVisible()
})
