// The sample submission sheet: the customer downloads the PDF from the order's page (its text,
// read back, holds the order number and every sample name) and opens the print page; staff open
// the order from the URL the sheet's QR code holds and mark the samples received in one click,
// after which the order is 质检中.
import fs from 'node:fs'
import { ampliconForm } from '#tests/factories/orders.ts'
import { pdfPages } from '#tests/setup/pdf-text.ts'
import { CUSTOMER, OPERATOR, type Session, bearer, openConsole, staffSession } from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { openedDialog } from './page-helpers.ts'

const SAMPLES = ['SHEET-E2E-1', 'SHEET-E2E-2']

test('客户下载送检单 PDF 并打开打印页；员工打开二维码中的地址，一键确认收样，订单变为质检中，并可在后台下载同一份送检单', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const login = await page.request.post('/api/v1/user/login', { data: CUSTOMER })
  const customer = ((await login.json()) as { data: { info: Session } }).data.info
  const created = await page.request.post('/api/v1/amplicon/addAmpliconOrder', {
    headers: bearer(customer),
    data: ampliconForm({ name: SAMPLES[0] }),
  })
  const order = ((await created.json()) as { data: { info: number; orderno: string } }).data
  const added = await page.request.post('/api/v1/amplicon/addAmpliconYangben', {
    headers: bearer(customer),
    data: { ...ampliconForm({ name: SAMPLES[1] }), oid: order.info },
  })
  expect(added.status()).toBe(200)

  await page.addInitScript((stored) => {
    sessionStorage.setItem('token', stored.token)
    sessionStorage.setItem('user', JSON.stringify(stored.user))
  }, customer)
  await page.goto(`/orderAmpliconList?oid=${order.info}&orderno=${order.orderno}`)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: '下载送检单(PDF)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`送检单-${order.orderno}.pdf`)
  const text = (await pdfPages(fs.readFileSync(await download.path()))).join(' ')
  expect(text).toContain(order.orderno)
  for (const name of SAMPLES) expect(text).toContain(name)

  await page.getByRole('link', { name: '打印送检单' }).click()
  await expect(page).toHaveURL(/\/orderSheet\?orderno=/)
  const sheet = page.getByRole('article', { name: `样本送检单 ${order.orderno}` })
  await expect(sheet.getByRole('img', { name: '订单二维码' })).toBeVisible()
  for (const name of SAMPLES) await expect(sheet.getByRole('cell', { name, exact: true })).toBeVisible()
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`sheet-${width}.png`), fullPage: true })
  }
  // Printed on A4, the sheet stands alone: no buttons, no site header or footer.
  const printed = await page.pdf({ format: 'A4', path: test.info().outputPath('sheet-print.pdf') })
  const printedText = (await pdfPages(printed)).join(' ')
  expect(printedText).toContain(order.orderno)
  for (const name of SAMPLES) expect(printedText).toContain(name)
  for (const left of ['下载 PDF', '服务热线', '新闻中心']) expect(printedText).not.toContain(left)

  // The URL the QR code encodes: the sheet's model gives it (the print page draws the code from it).
  const model = await page.request.get(`/api/v1/order/sheet/page?orderno=${order.orderno}`, {
    headers: bearer(customer),
  })
  const qrUrl = new URL(((await model.json()) as { data: { qr_url: string } }).data.qr_url)
  expect(qrUrl.pathname).toBe(`/admin/orders/${order.info}`)

  const staffPage = await browser.newPage()
  try {
    await openConsole(staffPage, await staffSession(staffPage.request, OPERATOR), qrUrl.pathname)
    await expect(staffPage.getByRole('heading', { name: new RegExp(order.orderno) })).toContainText('待确认')
    await staffPage.getByRole('button', { name: '确认收样' }).click()
    const dialog = await openedDialog(staffPage, `将通知客户：订单 ${order.orderno} 已收样，状态改为「质检中」`)
    await dialog.getByRole('button', { name: '确认收样并通知客户' }).click()
    await expect(staffPage.getByRole('heading', { name: new RegExp(order.orderno) })).toContainText('质检中')
    await expect(staffPage.getByRole('button', { name: '确认收样' })).toHaveCount(0)
    // A box that came without its sheet: staff print the same PDF from the console.
    const staffDownloading = staffPage.waitForEvent('download')
    await staffPage.getByRole('button', { name: '下载送检单' }).click()
    const staffSheet = await staffDownloading
    expect(staffSheet.suggestedFilename()).toBe(`送检单-${order.orderno}.pdf`)
    expect((await pdfPages(fs.readFileSync(await staffSheet.path()))).join(' ')).toContain(order.orderno)
  } finally {
    await staffPage.close()
  }
})
