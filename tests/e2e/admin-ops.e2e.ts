// The operations pages of the admin console as staff use them: an operator switches a
// customer off and on again and handles a visitor's message, an admin creates a staff
// account, the dashboard shows its figures by role, an operator is kept out of the admin's
// pages, and the frame fits a phone's width with the menu behind a header button.
import fs from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { opened } from './page-helpers.ts'

type Role = 'admin' | 'operator' | 'editor'
const STAFF: Record<Role, { email: string; password: string }> = {
  admin: { email: 'admin@example.com', password: 'Admin@12345' },
  operator: { email: 'operator@example.com', password: 'Operator@12345' },
  editor: { email: 'editor@example.com', password: 'Editor@12345' },
}

interface StaffSession {
  token: string
  user: unknown
}

/**
 * One login per role for the whole file: staff logins are limited per account, and other
 * journeys log the demo staff in too.
 */
const sessions: Partial<Record<Role, StaffSession>> = {}

async function staffSession(request: APIRequestContext, role: Role): Promise<StaffSession> {
  if (!sessions[role]) {
    const response = await request.post('/api/v1/admin/auth/login', {
      data: STAFF[role],
      headers: { 'x-forwarded-for': '10.254.13.1' },
    })
    sessions[role] = ((await response.json()) as { data: { info: StaffSession } }).data.info
  }
  return sessions[role]
}

/** Opens the console as the role, with the session kept where the login page keeps it. */
async function openAs(page: Page, role: Role, path: string) {
  const session = await staffSession(page.request, role)
  await page.addInitScript((stored) => {
    sessionStorage.setItem('adminToken', stored.token)
    sessionStorage.setItem('adminUser', JSON.stringify(stored.user))
  }, session)
  await page.goto(path)
}

async function adminGet<T>(page: Page, role: Role, path: string): Promise<T> {
  const { token } = await staffSession(page.request, role)
  const response = await page.request.get(`/api/v1/admin${path}`, { headers: { authorization: `Bearer ${token}` } })
  return ((await response.json()) as { data: T }).data
}

const menu = (page: Page) => page.getByRole('navigation', { name: '后台菜单' })
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row')
/** antd spaces out two-character button labels (停 用). */
const button = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${[...label].join('\\s?')}$`) })

test('运营：停用客户后其登录立即失效，再重新启用', async ({ page }) => {
  const customer = { email: 'demo2@example.com', password: 'Demo@12345' }
  const login = await page.request.post('/api/v1/user/login', {
    data: customer,
    headers: { 'x-forwarded-for': '10.254.13.2' },
  })
  const { token } = ((await login.json()) as { data: { info: { token: string } } }).data.info
  const myInfo = () => page.request.post('/api/v1/user/getMyinfo', { headers: { authorization: `Bearer ${token}` } })
  expect((await myInfo()).status()).toBe(200)

  await openAs(page, 'operator', '/admin')
  await menu(page).getByRole('link', { name: '客户' }).click()
  await page.getByRole('searchbox', { name: '按邮箱、姓名、单位或手机号搜索' }).fill(customer.email)
  await page.getByRole('searchbox', { name: '按邮箱、姓名、单位或手机号搜索' }).press('Enter')
  await expect(rows(page)).toHaveCount(1)
  await rows(page).first().getByRole('link', { name: customer.email }).click()
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/)
  const card = page.locator('.ant-card', { has: page.getByRole('heading', { level: 1 }) })
  await expect(card.getByText('已启用')).toBeVisible()
  // The customer's orders, each leading to the order in the console.
  await expect(page.locator('a[href^="/admin/orders/"]').first()).toBeVisible()

  try {
    await button(page, '停用').click()
    await expect(page.getByText(`停用后「${customer.email}」立即退出登录且不能再登录，确定停用吗？`)).toBeVisible()
    await (await opened(page.locator('.ant-popconfirm'))).getByRole('button', { name: /^停\s?用$/ }).click()
    await expect(card.getByText('已停用')).toBeVisible()
    expect((await myInfo()).status()).toBe(401)

    await button(page, '启用').click()
    await (await opened(page.locator('.ant-popconfirm'))).getByRole('button', { name: /^启\s?用$/ }).click()
    await expect(card.getByText('已启用')).toBeVisible()
  } finally {
    // Other journeys log this customer in: never leave the account switched off.
    const { id } = (
      await adminGet<{ data: { id: number }[] }>(page, 'operator', `/customers?keyword=${customer.email}`)
    ).data[0]!
    const { token: staffToken } = await staffSession(page.request, 'operator')
    await page.request.post(`/api/v1/admin/customers/${id}/reactivate`, {
      headers: { authorization: `Bearer ${staffToken}` },
    })
  }
})

test('运营：查看联系留言，填写备注标记为已处理，并导出 CSV', async ({ page }) => {
  const fname = `测试${Date.now()}`
  const sent = await page.request.post('/api/v1/message/addMessage', {
    data: {
      fname,
      lname: '老师',
      email: 'inbox-e2e@example.com',
      industry: 'Academic',
      country: '中国',
      company: '苏州大学',
      body: '想了解 GUIDE-seq 的送样要求',
      sourcePage: '/contactUs',
    },
  })
  expect(((await sent.json()) as { code: number }).code).toBe(200)

  await openAs(page, 'operator', '/admin/inbox?tab=contact-messages')
  await expect(page.getByRole('tab', { name: '联系留言', selected: true })).toBeVisible()
  await page.getByRole('searchbox', { name: '按姓名、电话、邮箱或单位搜索' }).fill('inbox-e2e@example.com')
  await page.getByRole('searchbox', { name: '按姓名、电话、邮箱或单位搜索' }).press('Enter')
  const row = rows(page).filter({ hasText: fname })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('未处理')).toBeVisible()

  await row.getByRole('button', { name: /^详\s?情$/ }).click()
  const drawer = await opened(page.getByRole('dialog'))
  await expect(drawer.getByText('想了解 GUIDE-seq 的送样要求')).toBeVisible()
  await drawer.getByLabel('处理备注').fill('已电话联系，寄送送样指南')
  await drawer.getByRole('button', { name: '标记为已处理' }).click()
  await expect(page.getByText('已标记为已处理')).toBeVisible()
  await expect(drawer.getByText('operator@example.com')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(row.getByText('已处理')).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出 CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^联系留言-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync((await file.path())!, 'utf8')
  expect(csv).toContain(fname)
  expect(csv).toContain('已电话联系，寄送送样指南')
})

test('管理员：新建一个运营账号，新账号可以登录', async ({ page }) => {
  const email = `ops-${Date.now()}@example.com`
  await openAs(page, 'admin', '/admin')
  await menu(page).getByRole('link', { name: '工作人员' }).click()
  await expect(page.getByRole('heading', { name: '工作人员' })).toBeVisible()
  await page.getByRole('button', { name: '新建' }).click()
  const dialog = page.getByRole('dialog', { name: '新建工作人员' })
  await dialog.getByLabel('邮箱').fill(email)
  await dialog.getByLabel('姓名').fill('新运营')
  await dialog.getByLabel('初始密码').fill('short')
  await button(dialog, '保存').click()
  await expect(dialog.getByText('密码至少需要输入8位(大小写字母数字特殊字符)')).toBeVisible()
  await dialog.getByLabel('初始密码').fill('Welcome@2026')
  await button(dialog, '保存').click()
  await expect(dialog).toBeHidden()
  const created = rows(page).filter({ hasText: email })
  await expect(created).toContainText('新运营')
  await expect(created).toContainText('运营')

  const login = await page.request.post('/api/v1/admin/auth/login', {
    data: { email, password: 'Welcome@2026' },
    headers: { 'x-forwarded-for': '10.254.13.3' },
  })
  expect(((await login.json()) as { data: { info: { user: { role: string } } } }).data.info.user.role).toBe('operator')
})

test('概览：显示概览接口的数字，每个数字通向它的页面；角色打不开的部分不显示', async ({ page }) => {
  const figures = await adminGet<{
    orders: { byStatus: { status: number; count: number }[]; perDay: { count: number }[] }
    plasmids: number
  }>(page, 'admin', '/dashboard')
  await openAs(page, 'admin', '/admin')
  // Under the orders and the customers, a bar chart of each of the last 30 days.
  const newOrders = figures.orders.perDay.reduce((sum, day) => sum + day.count, 0)
  await expect(page.getByRole('img', { name: new RegExp(`^近 30 天每天的新订单：共 ${newOrders}，`) })).toBeVisible()
  await expect(page.getByRole('region', { name: '客户与访客留言' }).getByRole('img', { name: /新客户/ })).toBeVisible()
  const pending = figures.orders.byStatus.find((item) => item.status === 0)!.count
  await expect(page.getByRole('link', { name: new RegExp(`^待确认\\s*${pending}$`) })).toHaveAttribute(
    'href',
    '/admin/orders?status=0',
  )
  await expect(page.getByRole('link', { name: new RegExp(`^质粒\\s*${figures.plasmids}$`) })).toBeVisible()
  // An unhandled-items figure opens the list of the unhandled ones.
  await page.getByRole('link', { name: /^未处理的联系留言\s*\d+$/ }).click()
  await expect(page).toHaveURL(/\/admin\/inbox\?tab=contact-messages&status=0$/)
  await expect(page.getByRole('tab', { name: '联系留言', selected: true })).toBeVisible()
  await expect(page.getByRole('tabpanel').locator('.admin-page__filter')).toContainText('未处理')

  await page.goto('/admin/crispr-jobs?status=2')
  await expect(page.getByRole('heading', { name: 'CRISPR 任务' })).toBeVisible()
  await expect(page.locator('.admin-page__filter')).toContainText('处理失败')
})

test('运营：菜单没有工作人员与网站设置，直接打开被拒；概览不显示内容数字', async ({ page, consoleErrors }) => {
  await openAs(page, 'operator', '/admin')
  await expect(page.getByRole('region', { name: '订单' })).toBeVisible()
  await expect(page.getByRole('region', { name: '内容与质粒' })).toHaveCount(0)
  await expect(menu(page).getByRole('link', { name: '客户' })).toBeVisible()
  await expect(menu(page).getByRole('link', { name: '工作人员' })).toHaveCount(0)
  await expect(menu(page).getByRole('link', { name: '网站设置' })).toHaveCount(0)

  for (const path of ['/admin/staff', '/admin/settings']) {
    await page.goto(path)
    await expect(page.getByText('无权访问')).toBeVisible()
    await expect(page.locator('.ant-table-row')).toHaveCount(0)
  }
  // The server refuses the operator's token on the admin's calls as well.
  const { token } = await staffSession(page.request, 'operator')
  const refused = await page.request.get('/api/v1/admin/staff', { headers: { authorization: `Bearer ${token}` } })
  expect(refused.status()).toBe(403)
  allowFailedLoads(consoleErrors, 403)
})

test('编辑：概览只有内容与质粒，不加载订单与客户的图表', async ({ page }) => {
  const chartRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/daily-chart-')) chartRequests.push(request.url())
  })
  await openAs(page, 'editor', '/admin')
  await expect(page.getByRole('region', { name: '内容与质粒' })).toBeVisible()
  await expect(page.getByRole('region', { name: '订单' })).toHaveCount(0)
  await expect(page.getByRole('img', { name: /^近 30 天/ })).toHaveCount(0)
  expect(chartRequests).toEqual([])
})

test('375 px：后台框架不横向溢出，菜单在页头按钮后的抽屉里，不遮挡内容', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await openAs(page, 'operator', '/admin/customers')
  const content = page.locator('.admin-frame__content .ant-card').first()
  await expect(content.getByRole('heading', { name: '客户' })).toBeVisible()
  await expect(rows(page).first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // No floating collapse trigger; nothing is drawn over the page's card.
  await expect(page.locator('.ant-layout-sider-zero-width-trigger')).toHaveCount(0)
  await expect(menu(page)).toBeHidden()
  const box = (await content.boundingBox())!
  for (const [x, y] of [
    [box.x + 4, box.y + 4],
    [box.x + box.width - 4, box.y + 4],
    [box.x + 4, box.y + 60],
  ] as const) {
    expect(
      await page.evaluate(
        ([px, py]) => !!document.elementFromPoint(px!, py!)?.closest('.admin-frame__content'),
        [x, y],
      ),
    ).toBe(true)
  }

  await page.getByRole('button', { name: '打开菜单' }).tap()
  await expect(menu(page)).toBeVisible()
  await menu(page).getByRole('link', { name: '访客留言' }).tap()
  await expect(page).toHaveURL(/\/admin\/inbox$/)
  await expect(menu(page)).toBeHidden()
  await expect(page.getByRole('heading', { name: '访客留言' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await context.close()
})
