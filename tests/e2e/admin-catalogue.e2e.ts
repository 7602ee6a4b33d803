// The catalogue in the admin console as an editor uses it: one entry edited in its form (the
// shared schema checks the sequence and features in the browser), the public detail page
// showing the change at the next request; the filter values edited and the public list's
// dropdowns following. (The bulk import through the console is a step of the admin journey,
// admin-journey.e2e.ts.)
import type { Page } from '@playwright/test'
import {
  EDITOR,
  type GenbankRecord,
  bearer,
  genbankRecords,
  importPlasmids,
  logIn,
  openConsole,
  removePlasmids,
  staffSession,
  tableRows,
} from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { opened } from './page-helpers.ts'

test('编辑修改一个质粒：表单在浏览器里检查序列与特征，保存后公开详情页随即变化', async ({ page }) => {
  // A journey of several page loads: past the one-step default of 30 s on a slow machine.
  test.setTimeout(60_000)
  const stamp = String(Date.now()).slice(-7)
  // An entry of its own: other journeys read the seeded catalogue.
  const [record] = genbankRecords(stamp, [{ file: 'pX330.gb', length: '8506' }])
  const session = await staffSession(page.request, EDITOR)
  await importPlasmids(page.request, bearer(session), [record!])
  try {
    await openConsole(page, session, '/admin/plasmids')
    await editAndCheck(page, record!, stamp)
  } finally {
    await removePlasmids(page.request, bearer(session), [record!.itemNo])
  }
})

async function editAndCheck(page: Page, { itemNo, name }: GenbankRecord, stamp: string) {
  const search = page.getByRole('searchbox', { name: '按名称或货号搜索质粒' })
  await search.fill(itemNo)
  await search.press('Enter')
  const rows = tableRows(page)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('8506')
  await rows.first().getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name: `编辑质粒 ${itemNo}` })).toBeVisible()
  await expect(page.getByText('长度 8,506 bp')).toBeVisible()

  // The shared schema refuses bad bases and a feature beyond the sequence in the browser.
  const sequence = page.getByLabel('序列', { exact: true })
  const original = await sequence.inputValue()
  await sequence.fill(`${original.slice(0, 20)}XZ`)
  await page.getByRole('button', { name: /^保\s?存$/ }).click()
  await expect(page.getByText('序列只能包含 IUPAC 碱基字母')).toBeVisible()
  await expect(page.getByText('特征位置超出序列长度').first()).toBeVisible()
  await sequence.fill(original)
  await expect(page.getByText('序列只能包含 IUPAC 碱基字母')).toHaveCount(0)

  const renamed = `pX330 编辑测试 ${stamp}`
  await page.getByLabel('名称', { exact: true }).fill(renamed)
  await page.getByLabel('启动子').fill('U6 / CBh')
  await page.getByRole('button', { name: /^保\s?存$/ }).click()
  await expect(page.getByText('保存成功')).toBeVisible()

  // The public detail page's server HTML at the next request.
  const id = Number(/\/admin\/plasmids\/(\d+)$/.exec(page.url())?.[1])
  const html = await (await page.request.get(`/plasmidPlatformDetail?listId=${id}`)).text()
  expect(html).toContain(renamed)
  expect(html).toContain('U6 / CBh')
  await page.goto(`/plasmidPlatformDetail?listId=${id}`)
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible()
}

test('筛选项页面：添加一个值后公开列表的下拉随即出现，删除后消失；仍被使用的值不能删除', async ({
  page,
  consoleErrors,
}) => {
  const value = `测试宿主 ${String(Date.now()).slice(-6)}`
  await logIn(page, EDITOR, '/admin/plasmid-filters')
  await expect(page.getByRole('heading', { name: '质粒筛选项' })).toBeVisible()
  await page.getByLabel('新的宿主').fill(value)
  await page.getByRole('button', { name: /^添\s?加$/ }).click()
  await expect(page.getByText('已添加')).toBeVisible()

  const list = await (await page.request.get('/plasmidPlatform/plasmidPlatformList')).text()
  expect(list).toContain(`<option value="${value}">`)

  // The confirmation of the value, not the refused one before it, which may still be fading out.
  const confirmDeletion = async (text: string) =>
    (await opened(page.getByRole('tooltip', { name: `删除 确定删除“${text}”吗？`, exact: false })))
      .getByRole('button', { name: /^确\s?认$/ })
      .click()
  const row = (text: string) =>
    page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: text, exact: true }) })
  await row('植物')
    .getByRole('button', { name: /^删\s?除$/ })
    .click()
  await confirmDeletion('植物')
  await expect(page.getByText(/仍有 \d+ 个质粒的宿主是“植物”，请先修改这些质粒再删除/)).toBeVisible()
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes('status of 409')))

  await row(value)
    .getByRole('button', { name: /^删\s?除$/ })
    .click()
  await confirmDeletion(value)
  await expect(page.getByText('已删除')).toBeVisible()
  await expect(row(value)).toHaveCount(0)
  expect(await (await page.request.get('/plasmidPlatform/plasmidPlatformList')).text()).not.toContain(value)
})
