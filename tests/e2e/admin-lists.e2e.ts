// The console's lists as staff use them every day: a dashboard figure opens the list of what
// it counted, the list's filters, sort and page live in the URL (a reload and Back from an
// order keep them), news items and plasmids hidden in one batch leave the public site, and on a phone
// the order list shows each order's status and customer without sideways scrolling.
import type { Page } from '@playwright/test'
import { ampliconForm } from '#tests/factories/orders.ts'
import { plasmidEntry } from '#tests/factories/plasmid.ts'
import {
  ADMIN,
  COMPANY_NEWS,
  EDITOR,
  OPERATOR,
  bearer,
  openConsole,
  placeOrder,
  staffSession,
  tableRows,
} from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { opened, openedDialog } from './page-helpers.ts'

const ORDER_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/

/** The order times of the rows shown, top to bottom. */
const orderTimes = async (page: Page) =>
  (await tableRows(page).locator('td').filter({ hasText: ORDER_TIME }).allTextContents()).map((text) => text.trim())

async function expectListState(page: Page) {
  await expect(page).toHaveURL(/\/admin\/orders\?/)
  const url = new URL(page.url())
  expect(Object.fromEntries(url.searchParams)).toEqual({ status: '0', sort: 'createTime', order: 'asc', page: '2' })
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2')
  await expect(page.getByRole('columnheader', { name: '下单时间' })).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.locator('.admin-orders__filters')).toContainText('待确认')
  for (const row of await tableRows(page).all()) await expect(row).toContainText('待确认')
}

test('概览的「待确认」打开只含待确认订单的列表；按下单时间排序、翻到第 2 页后刷新与从订单返回都保持', async ({
  page,
}) => {
  // More pending orders than one page holds.
  const { session: customer } = await placeOrder(page.request, 'LISTS-E2E-0')
  for (let index = 1; index <= 10; index++)
    await page.request.post('/api/v1/amplicon/addAmpliconOrder', {
      headers: bearer(customer),
      data: ampliconForm({ name: `LISTS-E2E-${index}` }),
    })
  const operator = await staffSession(page.request, OPERATOR)
  const dashboard = await page.request.get('/api/v1/admin/dashboard', { headers: bearer(operator) })
  const { orders } = (
    (await dashboard.json()) as { data: { orders: { byStatus: { status: number; count: number }[] } } }
  ).data
  const pending = orders.byStatus.find((item) => item.status === 0)!.count
  expect(pending).toBeGreaterThan(10)

  await openConsole(page, operator, '/admin')
  await page.locator('.admin-dashboard__link').filter({ hasText: '待确认' }).first().click()
  await expect(page).toHaveURL(/\/admin\/orders\?status=0$/)
  await expect(page.getByText(`共 ${pending} 条`)).toBeVisible()
  await expect(tableRows(page)).toHaveCount(10)
  for (const row of await tableRows(page).all()) await expect(row).toContainText('待确认')

  // Oldest first, by the column header.
  await page.getByRole('columnheader', { name: '下单时间' }).click()
  await expect(page).toHaveURL(/sort=createTime&order=asc/)
  await expect(page.getByRole('columnheader', { name: '下单时间' })).toHaveAttribute('aria-sort', 'ascending')
  await expect
    .poll(async () => {
      const times = await orderTimes(page)
      return times.length === 10 && times.join() === [...times].sort().join()
    })
    .toBe(true)
  const firstPage = await orderTimes(page)

  await page.locator('.ant-pagination-item-2').click()
  await expect(page).toHaveURL(/page=2/)
  await expect.poll(async () => (await orderTimes(page))[0] ?? '').not.toBe(firstPage[0])
  const secondPage = await orderTimes(page)
  expect(secondPage[0]! >= firstPage.at(-1)!).toBe(true)
  await expectListState(page)

  await page.reload()
  await expectListState(page)
  await expect.poll(() => orderTimes(page)).toEqual(secondPage)

  await tableRows(page).first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/)
  await page.goBack()
  await expectListState(page)
  await expect.poll(() => orderTimes(page)).toEqual(secondPage)
})

test('编辑批量隐藏两条新闻（一次确认），它们从新闻中心消失', async ({ page }) => {
  const editor = await staffSession(page.request, EDITOR)
  const stamp = `批量隐藏 ${Date.now()}`
  const titles = [`${stamp} 甲`, `${stamp} 乙`]
  for (const title of titles) {
    const created = await page.request.post('/api/v1/admin/news', {
      headers: bearer(editor),
      data: { tid: COMPANY_NEWS, title, body: '<p>正文</p>' },
    })
    expect(created.status()).toBe(200)
  }
  // Newest first: both are on the news centre's first page before they are hidden.
  const before = await page.request.post('/api/v1/news/index', { data: { page: 1, size: 10 } })
  expect(JSON.stringify(await before.json())).toContain(titles[0])

  // A shared link with the keyword opens the list already searched.
  await openConsole(page, editor, `/admin/news?keyword=${encodeURIComponent(stamp)}`)
  await expect(page.getByRole('searchbox', { name: '按标题搜索新闻' })).toHaveValue(stamp)
  await expect(tableRows(page)).toHaveCount(2)
  await page.getByRole('checkbox', { name: '选择本页全部' }).check()
  await expect(page.getByText('已选 2 条新闻')).toBeVisible()
  await page.getByRole('button', { name: '批量隐藏' }).click()
  const confirm = await openedDialog(page, '隐藏 2 条新闻？')
  // antd spaces out a two-character button label.
  await confirm.getByRole('button', { name: /^隐\s?藏$/ }).click()
  await expect(page.getByText('已隐藏 2 条新闻')).toBeVisible()
  for (const row of await tableRows(page).all()) await expect(row).toContainText('隐藏')

  await page.goto('/newsCenter')
  await expect(page.locator('main')).toContainText('新闻')
  for (const title of titles) await expect(page.getByText(title)).toHaveCount(0)
})

test('编辑批量隐藏两个质粒（一次确认），它们从质粒列表消失', async ({ page }) => {
  const editor = await staffSession(page.request, EDITOR)
  const stamp = `pBatchHide${Date.now()}`
  for (const suffix of ['A', 'B']) {
    const created = await page.request.post('/api/v1/admin/plasmids', {
      headers: bearer(editor),
      data: plasmidEntry({ itemNo: `${stamp}-${suffix}`.toUpperCase(), name: `${stamp}-${suffix}` }),
    })
    expect(created.status()).toBe(200)
  }
  const publicList = `/plasmidPlatform/plasmidPlatformList?searchType=name&keyword=${stamp}`
  await page.goto(publicList)
  await expect(page.getByRole('link', { name: `${stamp}-A`, exact: true })).toBeVisible()

  await openConsole(page, editor, `/admin/plasmids?keyword=${stamp}`)
  await expect(tableRows(page)).toHaveCount(2)
  await page.getByRole('checkbox', { name: '选择本页全部' }).check()
  await page.getByRole('button', { name: '批量隐藏' }).click()
  await (await openedDialog(page, '隐藏 2 个质粒？')).getByRole('button', { name: /^隐\s?藏$/ }).click()
  await expect(page.getByText('已隐藏 2 个质粒')).toBeVisible()
  for (const row of await tableRows(page).all()) await expect(row).toContainText('隐藏')

  await page.goto(publicList)
  for (const suffix of ['A', 'B']) await expect(page.getByText(`${stamp}-${suffix}`)).toHaveCount(0)
})

test('手机宽度（375 px）的订单列表：每行一张卡片，显示状态与客户，不需左右滚动', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const operator = await staffSession(page.request, OPERATOR)
  await openConsole(page, operator, '/admin/orders')
  const card = tableRows(page).first().locator('.admin-list-card')
  await expect(card).toBeVisible()
  await expect(card).toContainText('状态')
  await expect(card).toContainText('客户')
  await expect(card).toContainText(/@/)
  await expect(card.locator('.ant-tag')).toBeVisible()
  const overflow = await page.evaluate(() => {
    const table = document.querySelector('.ant-table-content, .ant-table-body') ?? document.body
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: table.scrollWidth - table.clientWidth,
    }
  })
  expect(overflow).toEqual({ page: 0, table: 0 })
})

test.describe('操作日志', () => {
  // The staff's own calendar: a chosen day runs from its midnight in China.
  test.use({ timezoneId: 'Asia/Shanghai' })
  const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString()

  test('地址中的筛选显示在控件上；选一个时间段，起止一起写进地址', async ({ page }) => {
    const admin = await staffSession(page.request, ADMIN)
    const filtered = `action=login&from=${chinaMidnight('2026-11-20')}&to=${chinaMidnight('2026-11-22')}`
    await openConsole(page, admin, `/admin/audit?${filtered}`)
    const range = page.locator('.ant-picker-range input')
    await expect(range.first()).toHaveValue('2026-11-20')
    await expect(range.last()).toHaveValue('2026-11-21')
    const actionFilter = page
      .locator('.admin-page__filter')
      .filter({ has: page.getByRole('combobox', { name: '操作类型' }) })
    await expect(actionFilter).toContainText('登录')

    // A new range chosen on the calendar, as staff pick it: its first day, then its last.
    await range.first().click()
    const calendar = await opened(page.locator('.ant-picker-dropdown'))
    const day = (date: string) => calendar.locator(`.ant-picker-cell-in-view[title="${date}"]`)
    await day('2026-11-01').click()
    // The first day is taken, and the panel now asks for the last one.
    await expect(range.first()).toHaveValue('2026-11-01')
    await expect(range.last()).toBeFocused()
    await day('2026-11-03').click()
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ action: 'login', from: chinaMidnight('2026-11-01'), to: chinaMidnight('2026-11-04') })
  })
})
