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

test('员工暂停上传中的文件：未完成的上传列出已收到的分片，放弃后连同分片删除', async ({ page }) => {
  const { orderno } = await placeOrder(page.request, 'DELIV-E2E-2')
  const operator = await staffSession(page.request, OPERATOR)
  const found = await page.request.get(`/api/v1/admin/orders?orderno=${orderno}`, { headers: bearer(operator) })
  const { id } = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!
  const listing = async () =>
    (
      (await (
        await page.request.get(`/api/v1/admin/orders/${id}/deliverables`, { headers: bearer(operator) })
      ).json()) as { data: { uploads: unknown[] } }
    ).data

  // Two parts of 8 MiB: the first reaches the server, the second is held on its way, as on a
  // slow network, until the upload is paused.
  const parts: string[] = []
  await page.route('**/deliverables/uploads/*/parts/*', async (route) => {
    parts.push(route.request().url())
    if (parts.length === 1) await route.continue()
  })
  const large = Buffer.concat([REPORT, Buffer.alloc(8 * 1024 * 1024 + 1000 - REPORT.length)])

  await openConsole(page, operator, `/admin/orders/${id}`)
  const panel = page.locator('.ant-card').filter({ has: page.getByText('交付文件', { exact: true }) })
  await panel
    .getByLabel('选择交付文件')
    .setInputFiles({ name: '原始数据.pdf', mimeType: 'application/pdf', buffer: large })
  await panel.getByRole('button', { name: '上传并通知客户' }).click()
  await (await opened(page.getByRole('dialog'))).getByRole('button', { name: '上传并通知' }).click()
  await expect.poll(() => parts.length).toBe(2)
  await expect(panel.getByRole('progressbar', { name: '上传进度' })).toBeVisible()
  await panel.getByRole('button', { name: '暂停上传' }).click()

  await expect(page.getByText('已暂停上传（再次选择同一文件上传将从中断处继续）')).toBeVisible()
  await expect(panel.getByRole('progressbar')).toHaveCount(0)
  const unfinished = panel.getByRole('listitem').filter({ hasText: '原始数据.pdf' })
  await expect(unfinished).toContainText('已收到 1/2 片')
  expect((await listing()).uploads).toHaveLength(1)

  await unfinished.getByRole('button', { name: /^放\s?弃$/ }).click()
  await (await opened(page.getByRole('tooltip'))).getByRole('button', { name: /^放\s?弃$/ }).click()
  await expect(page.getByText('已取消上传')).toBeVisible()
  await expect(unfinished).toHaveCount(0)
  expect((await listing()).uploads).toEqual([])
})
