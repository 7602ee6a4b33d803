// A customer imports amplicon samples from a spreadsheet: the file with one bad row is previewed
// with its row, column and message and nothing is saved; fixed, its 20 samples become a new
// order. Then 复制 opens the form prefilled with the name cleared, and 再次下单 on the finished
// order opens a new pending order holding copies of its samples.
import { SAMPLE_MESSAGES } from '#common/schemas/orders/sample.ts'
import { importCsv, namedSamples } from '#tests/factories/sample-import.ts'
import { CUSTOMER, OPERATOR, type Session, bearer, staffSession } from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { opened } from './page-helpers.ts'

test('客户导入扩增子样本表：有错误时预览行、列与原因且不保存，修正后导入 20 个样本；复制样本；已完成订单再次下单', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const login = await page.request.post('/api/v1/user/login', { data: CUSTOMER })
  const customer = ((await login.json()) as { data: { info: Session } }).data.info
  const orderCount = async () => {
    const list = await page.request.post('/api/v1/amplicon/myAmpliconOrder', {
      headers: bearer(customer),
      data: { page: 1, size: 1 },
    })
    return ((await list.json()) as { data: { total: number } }).data.total
  }
  const before = await orderCount()
  await page.addInitScript((stored) => {
    sessionStorage.setItem('token', stored.token)
    sessionStorage.setItem('user', JSON.stringify(stored.user))
  }, customer)

  await page.goto('/order?type=2')
  await page.getByRole('button', { name: '导入样本' }).click()
  await expect(page).toHaveURL(/\/orderImport\?kind=amplicon$/)
  const template = page.waitForEvent('download')
  await page.getByRole('link', { name: /Excel 模板/ }).click()
  expect((await template).suggestedFilename()).toBe('扩增子样本导入模板.xlsx')

  const rows: Record<string, string | number>[] = namedSamples(20).map((row, index) => ({
    ...row,
    name: `IMP-${index + 1}`,
  }))
  rows[4] = { ...rows[4]!, nongdu: 5 }
  const chooser = page.locator('.sample-import__steps .ant-btn')
  await page.locator('input[type=file]').setInputFiles({
    name: 'samples.csv',
    mimeType: 'text/csv',
    buffer: importCsv(rows),
  })
  await expect(page.getByText('「samples.csv」中有 1 处错误，未导入任何样本')).toBeVisible()
  const problem = page.getByRole('row', { name: /第 6 行「样本浓度 \(ng\/μl\)」/ })
  await expect(problem).toContainText(SAMPLE_MESSAGES.nongduRange)
  await page.screenshot({ path: test.info().outputPath('import-errors-1440.png'), fullPage: true })
  expect(await orderCount()).toBe(before)

  rows[4] = { ...rows[4]!, nongdu: 80 }
  await expect(chooser).toHaveText('重新选择文件')
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'samples.csv', mimeType: 'text/csv', buffer: importCsv(rows) })
  await expect(page.getByText('「samples.csv」检查无误：共 20 个样本')).toBeVisible()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: test.info().outputPath('import-preview-375.png'), fullPage: true })
  await page.getByRole('button', { name: '确认导入 20 个样本' }).click()
  await expect(page.getByText('已导入 20 个样本')).toBeVisible()
  await expect(page).toHaveURL(/\/orderAmpliconList\?oid=\d+&orderno=AM-/)
  expect(await orderCount()).toBe(before + 1)
  for (const name of ['IMP-1', 'IMP-20']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(page.getByText('共 20 个样本')).toBeVisible()

  // 复制: the form holds the sample's answers, its name cleared.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page
    .getByRole('row', { name: /IMP-5 / })
    .getByRole('link', { name: '复制' })
    .click()
  await expect(page).toHaveURL(/\/orderAmpliconAction\?oid=\d+&copy=\d+/)
  await expect(page.getByLabel('样本名称')).toHaveValue('')
  await expect(page.getByLabel('样本浓度 (ng/μl)')).toHaveValue('80')
  await page.getByLabel('样本名称').fill('IMP-5-COPY')
  await page.getByRole('button', { name: '提 交' }).click()
  await (await opened(page.getByRole('dialog'))).getByRole('button', { name: '不添加' }).click()
  await expect(page.getByRole('link', { name: 'IMP-5-COPY', exact: true })).toBeVisible()

  // 再次下单 once staff finished the order.
  const oid = Number(new URL(page.url()).searchParams.get('oid'))
  const staff = await staffSession(page.request, OPERATOR)
  const done = await page.request.post(`/api/v1/admin/orders/${oid}/status`, {
    headers: bearer(staff),
    data: { status: 6 },
  })
  expect(done.status(), await done.text()).toBe(200)
  await page.reload()
  await page.getByRole('button', { name: '再次下单' }).click()
  // Asked first; a double click on the confirmation still places one order (counted below).
  const confirm = await opened(page.locator('.ant-popconfirm').filter({ hasText: '将复制这个订单' }))
  await confirm.getByRole('button', { name: /^确\s?认$/ }).dblclick()
  await expect(page.getByText('已新建订单，样本复制自原订单')).toBeVisible()
  await expect(page).not.toHaveURL(new RegExp(`oid=${oid}&`))
  await expect(page.getByText('共 21 个样本')).toBeVisible()
  await expect(page.getByRole('button', { name: '导入样本' })).toBeVisible()
  expect(await orderCount()).toBe(before + 2)
})
