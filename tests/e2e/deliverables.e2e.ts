// Results delivery: an operator adds a report to a finished order on the console's order
// page, the customer is e-mailed (the run's SMTP server), sees the report on the order's
// page and downloads it, byte for byte.
import fs from 'node:fs'
import { CUSTOMER, OPERATOR, bearer, openConsole, placeOrder, staffSession, tableRows } from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { opened } from './page-helpers.ts'
import { deliveredMailText } from './server-store.ts'

const REPORT = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n% deliverables e2e\n%%EOF\n')

test('员工给已完成的订单添加报告，客户收到邮件并在订单页下载', async ({ page }) => {
  const { orderno, session: customer } = await placeOrder(page.request, 'DELIV-E2E-1')
  const operator = await staffSession(page.request, OPERATOR)
  const found = await page.request.get(`/api/v1/admin/orders?orderno=${orderno}`, { headers: bearer(operator) })
  const { id } = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!
  const done = await page.request.post(`/api/v1/admin/orders/${id}/status`, {
    headers: bearer(operator),
    data: { status: 6 },
  })
  expect(done.status()).toBe(200)

  await openConsole(page, operator, `/admin/orders/${id}`)
  await expect(page.getByRole('heading', { name: `订单 ${orderno}` })).toContainText('已完成')
  const panel = page.locator('.ant-card').filter({ has: page.getByText('交付文件', { exact: true }) })
  await panel
    .getByLabel('选择交付文件')
    .setInputFiles({ name: '检测报告.pdf', mimeType: 'application/pdf', buffer: REPORT })
  await panel.getByRole('textbox', { name: '说明' }).fill('扩增子测序分析报告')
  await panel.getByRole('button', { name: '上传并通知客户' }).click()
  const dialog = await opened(page.getByRole('dialog'))
  await expect(dialog).toContainText('将通知客户')
  await dialog.getByRole('button', { name: '上传并通知' }).click()
  await expect(page.getByText('已交付，已通知客户')).toBeVisible()
  await expect(tableRows(page).filter({ hasText: '检测报告.pdf' })).toContainText('扩增子测序分析报告')

  const mail = await deliveredMailText(CUSTOMER.email, `订单 ${orderno} 有新的交付文件`)
  expect(mail).toContain('检测报告.pdf')

  const customerPage = await page.context().newPage()
  await customerPage.addInitScript((stored) => {
    sessionStorage.setItem('token', stored.token)
    sessionStorage.setItem('user', JSON.stringify(stored.user))
  }, customer)
  await customerPage.goto(`/orderAmpliconList?oid=${id}&orderno=${orderno}`)
  const deliverables = customerPage.locator('.customer-card').filter({ hasText: '交付文件' })
  const row = deliverables.locator('tr.ant-table-row').filter({ hasText: '检测报告.pdf' })
  await expect(row).toContainText(`${REPORT.length} B`)
  const downloading = customerPage.waitForEvent('download')
  await row.getByRole('button', { name: '下载' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('检测报告.pdf')
  expect(fs.readFileSync(await download.path()).equals(REPORT)).toBe(true)
})
