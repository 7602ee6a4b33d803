// Messages on an order: a customer writes to the lab from the order's page, an operator
// sees the order counted in the console's menu, reads the message there and answers; the
// customer receives the answer by e-mail (the run's SMTP server), sees it counted in the
// order list and reads it on the order's page, as text.
import { ORDER_TYPE } from '#common/schemas/orders/status.ts'
import { ampliconForm } from '#tests/factories/orders.ts'
import { OPERATOR, adminMenu, bearer, openConsole, staffSession, tableRows } from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { copyOfDemoCustomer, deliveredMailText } from './server-store.ts'

test('订单留言：客户留言，实验室在后台回复，客户收到邮件并在订单页看到回复', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const email = `messages-${Date.now()}@example.com`
  await copyOfDemoCustomer(email)
  const login = await page.request.post('/api/v1/user/login', {
    data: { email, password: 'Demo@12345' },
    headers: { 'x-forwarded-for': '10.252.0.1' },
  })
  const session = ((await login.json()) as { data: { info: { token: string; user: unknown } } }).data.info
  const created = await page.request.post('/api/v1/amplicon/addAmpliconOrder', {
    headers: bearer(session),
    data: ampliconForm({ name: 'MSG-E2E-1' }),
  })
  const { info: orderId, orderno } = ((await created.json()) as { data: { info: number; orderno: string } }).data
  await page.addInitScript((stored) => {
    sessionStorage.setItem('token', stored.token)
    sessionStorage.setItem('user', JSON.stringify(stored.user))
  }, session)

  const orderPage = `/orderAmpliconList?oid=${orderId}&orderno=${orderno}`
  await page.goto(orderPage)
  const thread = page.locator('.ant-card').filter({ hasText: '与实验室沟通' })
  await expect(thread.getByText('还没有留言')).toBeVisible()
  const question = '样本浓度偏低，<b>是否需要补寄</b>？\n第二行'
  await thread.getByRole('textbox', { name: '给实验室留言' }).fill(question)
  await thread.getByRole('button', { name: /^发\s?送$/ }).click()
  await expect(page.getByText('留言已发送')).toBeVisible()
  await expect(thread.locator('.order-message')).toHaveCount(1)
  await expect(thread.locator('.order-message').first()).toContainText('对方未读')

  // The operator: the order waits in the menu's count (seen on the list: the order's page
  // reads the thread, which takes it out of the count), the thread on the order's page.
  const operatorPage = await browser.newPage()
  await openConsole(
    operatorPage,
    await staffSession(operatorPage.request, OPERATOR),
    `/admin/orders?orderno=${orderno}`,
  )
  await expect(adminMenu(operatorPage).getByRole('img', { name: /个订单有未读客户留言$/ })).toBeVisible()
  await tableRows(operatorPage).getByRole('link', { name: orderno }).click()
  await expect(operatorPage).toHaveURL(new RegExp(`/admin/orders/${orderId}$`))
  const labThread = operatorPage.locator('.ant-card').filter({ hasText: '客户留言' })
  await expect(labThread.locator('.order-message p')).toHaveText(question)
  const reply = '不需要补寄，\n我们会先做质检。'
  await labThread.getByRole('textbox', { name: '回复客户' }).fill(reply)
  await labThread.getByRole('button', { name: /^发\s?送$/ }).click()
  await expect(operatorPage.getByText('留言已发送')).toBeVisible()
  await expect(labThread.locator('.order-message')).toHaveCount(2)
  await operatorPage.close()

  const mail = await deliveredMailText(email, `订单 ${orderno} 有实验室的新留言`)
  expect(mail).toContain(reply)
  expect(mail).toContain(orderPage)

  // The order list counts the unread answer; the order's page shows it and reads it.
  await page.goto(`/order?type=${ORDER_TYPE.AMPLICON}`)
  const row = page.locator('.ant-table-row').filter({ hasText: orderno })
  await expect(row.getByRole('img', { name: '1 条未读留言' })).toBeVisible()
  await page.goto(orderPage)
  const answer = thread.locator('.order-message').nth(1)
  await expect(answer).toContainText('实验室')
  await expect(answer.locator('p')).toHaveText(reply)
  await expect(thread.locator('.order-message').first()).not.toContainText('对方未读')
  await page.goto(`/order?type=${ORDER_TYPE.AMPLICON}`)
  await expect(row).toBeVisible()
  await expect(row.getByRole('img', { name: /条未读留言$/ })).toHaveCount(0)
})
