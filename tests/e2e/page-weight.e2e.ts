// What a phone downloads to show a public page: the page paints before its scripts (they are
// preloaded at low priority), and antd and zod, which only forms need, come only when a form
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

test('every public page preloads its modules at low priority', async ({ page }) => {
  for (const path of ['/', '/plasmidPlatform/plasmidPlatformList', '/dynamicDetail?id=31']) {
    const html = await (await page.request.get(path)).text()
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([link]) => link)
    expect(preloads.length, path).toBeGreaterThan(3)
    for (const link of preloads) expect(link, path).toContain('fetchPriority="low"')
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
