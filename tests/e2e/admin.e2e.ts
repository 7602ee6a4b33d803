// The admin console as staff use it: the login (and what it refuses), the menu of the
// role, a list with search and deletion that the public site follows at once, the audit
// log of that deletion, and the parts a role may not open.
import { ADMIN, EDITOR, adminMenu as menu, logIn, submitLogin, tableRows } from './admin-pages.ts'
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { opened } from './page-helpers.ts'

test('未登录打开后台页面先去后台登录，登录后回到原页面；错误密码显示原因', async ({ page, consoleErrors }) => {
  await page.goto('/admin/news')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fnews$/)
  await submitLogin(page, { ...EDITOR, password: 'Wrong@12345' })
  await expect(page.getByRole('alert')).toContainText('邮箱或密码错误')
  allowFailedLoads(consoleErrors, 400)
  await submitLogin(page, EDITOR)
  await expect(page).toHaveURL(/\/admin\/news$/)
  await expect(page.getByRole('heading', { name: '新闻' })).toBeVisible()
})

test('客户的登录进不了后台', async ({ page, consoleErrors }) => {
  const response = await page.request.post('/api/v1/user/login', {
    data: { email: 'demo1@example.com', password: 'Demo@12345' },
    headers: { 'x-forwarded-for': '10.252.0.1' },
  })
  const { token, user } = ((await response.json()) as { data: { info: { token: string; user: unknown } } }).data.info
  await page.context().addInitScript(
    ([storedToken, storedUser]) => {
      sessionStorage.setItem('adminToken', storedToken as string)
      sessionStorage.setItem('adminUser', JSON.stringify({ ...(storedUser as object), role: 'admin' }))
    },
    [token, user],
  )
  await page.goto('/admin/news')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/)
  await expect(page.getByRole('heading', { name: '管理后台' })).toBeVisible()
  // The refused calls of the customer's token (401), which the browser logs.
  allowFailedLoads(consoleErrors, 401)
})

test('编辑：菜单只有内容与质粒，搜索并删除一条新闻，公开页面随即消失；操作日志不可用', async ({ page }) => {
  // A journey of several page loads: past the one-step default of 30 s on a slow machine.
  test.setTimeout(60_000)
  await logIn(page, EDITOR)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(menu(page).getByRole('link', { name: '新闻' })).toBeVisible()
  await expect(menu(page).getByRole('link', { name: '质粒目录' })).toBeVisible()
  await expect(menu(page).getByRole('link', { name: '操作日志' })).toHaveCount(0)

  // A news item of its own to delete: other tests read the seeded ones.
  const title = `后台删除测试 ${Date.now()}`
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'))
  const headers = { authorization: `Bearer ${token}` }
  const seeded = await page.request.get('/api/v1/admin/news?size=1', { headers })
  const { tid } = ((await seeded.json()) as { data: { data: { tid: number }[] } }).data.data[0]!
  const created = await page.request.post('/api/v1/admin/news', {
    headers,
    data: { tid, title, body: '<p>将被删除的新闻</p>' },
  })
  const { id } = ((await created.json()) as { data: { id: number } }).data
  const publicHref = `/newsCenter/newsCenterDetail?newsId=${id}`
  expect((await page.request.get(publicHref)).status()).toBe(200)

  await menu(page).getByRole('link', { name: '新闻' }).click()
  const rows = tableRows(page)
  await expect(rows.first()).toBeVisible()
  await page.getByRole('searchbox', { name: '按标题搜索新闻' }).fill(title)
  await page.getByRole('searchbox', { name: '按标题搜索新闻' }).press('Enter')
  await expect(rows).toHaveCount(1)
  await expect(rows.first().getByRole('link', { name: '查看' })).toHaveAttribute('href', publicHref)
  // The category (after the checkbox and the title) by its name, not its id.
  await expect(rows.first().locator('td').nth(2)).toHaveText(/^\D+$/)
  await rows.first().getByRole('button', { name: '删除' }).click()
  const confirm = await opened(page.locator('.ant-popconfirm').filter({ hasText: `确定删除「${title}」吗？` }))
  await confirm.getByRole('button', { name: /^确\s?认$/ }).click()
  await expect(page.getByText('已删除')).toBeVisible()
  await expect(page.locator('.ant-table-tbody .ant-empty')).toBeVisible()
  expect((await page.request.get(publicHref)).status()).toBe(404)

  await page.goto('/admin/audit')
  await expect(page.getByText('无权访问')).toBeVisible()
  await page.getByRole('button', { name: '退出' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)

  // The admin sees the deletion in the audit log, with who made it.
  await submitLogin(page, ADMIN)
  await menu(page).getByRole('link', { name: '操作日志' }).click()
  await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible()
  // The item's own entries: staff journeys running meanwhile add entries of their own.
  await page.goto(`/admin/audit?targetId=${id}`)
  const entry = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: title })
  await expect(entry.first()).toContainText(EDITOR.email)
})

test('375 px：后台登录与列表可用，菜单收起', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await logIn(page, EDITOR, '/admin/plasmids')
  await expect(page.getByRole('heading', { name: '质粒目录' })).toBeVisible()
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible()
  await expect(menu(page)).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await context.close()
})
