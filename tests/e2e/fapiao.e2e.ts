// A fapiao from request to download: the customer asks for one on a finished order's page
// (the form prefilled from the account, 专票 asking for the bank fields), staff find the
// request in the console, upload the invoice's PDF and mark it issued, the customer is
// e-mailed and downloads the PDF from 我的发票.
import { readFile } from 'node:fs/promises'
import { CUSTOMER, OPERATOR, bearer, openConsole, placeOrder, staffSession, tableRows } from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { opened, openedDialog } from './page-helpers.ts'
import { deliveredMailText } from './server-store.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

test('客户为已完成的订单申请发票，员工上传 PDF 并标记已开票，客户收到邮件并下载发票', async ({ page }) => {
  // Three people's pages, the console's among them, on a busy machine.
  test.setTimeout(120_000)
  const { orderno, session: customer } = await placeOrder(page.request, 'FAPIAO-E2E-1')
  const operator = await staffSession(page.request, OPERATOR)
  const found = await page.request.get(`/api/v1/admin/orders?orderno=${orderno}`, { headers: bearer(operator) })
  const { id: orderId } = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!
  const done = await page.request.post(`/api/v1/admin/orders/${orderId}/status`, {
    headers: bearer(operator),
    data: { status: 6 },
  })
  expect(done.status()).toBe(200)

  const customerPage = await page.context().newPage()
  await customerPage.addInitScript((stored) => {
    sessionStorage.setItem('token', stored.token)
    sessionStorage.setItem('user', JSON.stringify(stored.user))
  }, customer)

  await test.step('客户在订单页申请发票', async () => {
    await customerPage.goto(`/orderAmpliconList?oid=${orderId}&orderno=${orderno}`)
    await customerPage.getByRole('button', { name: '申请发票' }).click()
    const dialog = await openedDialog(customerPage, '申请发票')
    // A negative amount is refused with the reason, not changed behind the customer's back.
    const amount = dialog.getByRole('spinbutton', { name: '开票金额（元）' })
    await amount.fill('-5')
    await amount.blur()
    await expect(amount).toHaveValue('-5')
    await expect(dialog.getByText('开票金额须为大于 0 的金额，最多两位小数')).toBeVisible()
    await amount.fill('3680.5')
    await dialog.getByLabel('增值税专用发票（专票）').check()
    await dialog.getByRole('textbox', { name: '发票抬头' }).fill('浙江大学医学院')
    await dialog.getByRole('textbox', { name: '纳税人识别号' }).fill('12330000470003281X')
    await dialog.getByRole('button', { name: '提交申请' }).click()
    // 专票 needs the bank and registration fields.
    await expect(dialog.getByText('请输入开户银行')).toBeVisible()
    await dialog.getByLabel('增值税普通发票（普票）').check()
    await dialog.getByRole('button', { name: '提交申请' }).click()
    await expect(customerPage.getByText('发票申请已提交')).toBeVisible()
    const row = customerPage.locator('.ant-card', { hasText: '发票' }).locator('tr.ant-table-row')
    await expect(row).toContainText('待开票')
    await expect(row).toContainText('3680.50')
    // One open request per order: the button is gone.
    await expect(customerPage.getByRole('button', { name: '申请发票' })).toHaveCount(0)
  })

  await test.step('员工上传发票 PDF 并标记为已开票', async () => {
    await openConsole(page, operator, `/admin/fapiao-requests?status=0&keyword=${orderno}`)
    await expect(page.getByRole('heading', { name: '发票申请' })).toBeVisible()
    const rows = tableRows(page)
    await expect(rows).toHaveCount(1)
    await rows.first().getByRole('link', { name: '开票' }).click()
    await expect(page).toHaveURL(/\/admin\/fapiao-requests\/\d+$/)
    await expect(page.getByText('浙江大学医学院')).toBeVisible()

    await page.locator('input[type=file]').setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(page.getByText('发票 PDF 已上传')).toBeVisible()
    await expect(page.getByRole('button', { name: '下载发票 PDF' })).toBeVisible()

    await page.getByRole('textbox', { name: '发票号码' }).fill('26332000000012345678')
    await page.getByRole('button', { name: '标记为已开票' }).click()
    const confirm = await opened(page.getByRole('dialog'))
    await expect(confirm).toContainText(`将通知客户：订单 ${orderno} 的发票已开具（发票号码 26332000000012345678）`)
    await confirm.getByRole('button', { name: '标记并通知客户' }).click()
    await expect(page.getByText('已标记为已开票')).toBeVisible()
    await expect(page.getByRole('heading', { name: /发票申请 #\d+/ })).toContainText('已开票')
  })

  await test.step('375 px：订单页的发票申请表在卡片里滚动，页面不横向溢出', async () => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('link', { name: orderno }).click()
    await expect(page.getByRole('heading', { name: `订单 ${orderno}` })).toBeVisible()
    await expect(page.getByText('发票申请（1）')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })

  await test.step('客户收到邮件，在「我的发票」下载 PDF', async () => {
    const mail = await deliveredMailText(CUSTOMER.email, `订单 ${orderno} 的发票已开具`)
    expect(mail).toContain('26332000000012345678')

    await customerPage.goto('/invoices')
    const row = customerPage.locator('tr.ant-table-row', { hasText: orderno })
    await expect(row).toContainText('已开票')
    await expect(row).toContainText('26332000000012345678')
    const download = customerPage.waitForEvent('download')
    await row.getByRole('button', { name: '下载发票' }).click()
    const file = await download
    expect((await readFile(await file.path())).equals(PDF)).toBe(true)
  })
})
