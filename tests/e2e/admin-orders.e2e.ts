// Orders in the admin console as an operator works them: find a customer's confirmed order
// with the filters, open it, move it back to pending, which asks for a reason, and see the
// step on its timeline with the reason and who made it; the customer's e-mail gives the
// reason. (Confirming a pending order is a step of the admin journey, admin-journey.e2e.ts,
// which also has the editor kept out of the orders.)
import type { Page } from '@playwright/test'
import {
  CUSTOMER,
  OPERATOR,
  bearer,
  listLoaded,
  openConsole,
  placeOrder,
  staffSession,
  tableRows,
} from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { chooseOption, opened } from './page-helpers.ts'
import { deliveredMailText } from './server-store.ts'

const choose = (page: Page, select: string, option: string) =>
  chooseOption(page, page.getByRole('combobox', { name: select }), option)

test('运营：按客户、状态与订单编号找到已确认的订单，退回须填写原因，时间线记录原因与操作员工', async ({ page }) => {
  const { orderno, session: customer } = await placeOrder(page.request, 'ADMIN-E2E-1')
  const operator = await staffSession(page.request, OPERATOR)
  // Confirmed through the API: the order to move back.
  const found = await page.request.get(`/api/v1/admin/orders?orderno=${orderno}`, { headers: bearer(operator) })
  const { id } = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!
  const confirmed = await page.request.post(`/api/v1/admin/orders/${id}/status`, {
    headers: bearer(operator),
    data: { status: 1 },
  })
  expect(confirmed.status()).toBe(200)

  await openConsole(page, operator, '/admin/orders')
  await expect(page.getByRole('heading', { name: '全部订单' })).toBeVisible()
  const rows = tableRows(page)
  await expect(rows.first()).toBeVisible()

  await page.getByRole('textbox', { name: '客户' }).fill(CUSTOMER.email)
  await choose(page, '订单状态', '已确认')
  await page.getByRole('button', { name: /^查\s?询$/ }).click()
  await listLoaded(page, /status=1/)
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible()
  // Every row is the customer's and confirmed, once the filtered rows replace the others.
  await expect
    .poll(async () =>
      (await rows.allTextContents()).every((text) => text.includes(CUSTOMER.email) && text.includes('已确认')),
    )
    .toBe(true)
  await expect(rows.filter({ hasText: orderno })).toHaveCount(1)
  await page.getByRole('textbox', { name: '订单编号' }).fill(orderno)
  await page.getByRole('button', { name: /^查\s?询$/ }).click()
  await expect(rows).toHaveCount(1)

  await rows.first().getByRole('link', { name: orderno }).click()
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/)
  await expect(page.getByRole('heading', { name: `订单 ${orderno}` })).toBeVisible()
  await expect(page.getByText('ADMIN-E2E-1').first()).toBeVisible()
  // The next step is offered first.
  await expect(
    page.locator('.status-change-form .ant-select-content, .status-change-form .ant-select-selection-item').first(),
  ).toContainText('质检中')

  // Going back asks for a reason before anything is sent.
  const steps = page.locator('.admin-order__history .admin-order__step')
  const before = await steps.count()
  await choose(page, '订单的新状态', '待确认（退回）')
  await page.getByRole('button', { name: '修改状态' }).click()
  await expect(page.getByText('退回到之前的状态时请填写原因')).toBeVisible()
  await expect(steps).toHaveCount(before)

  const reason = '样本信息需要客户补充'
  await page.getByRole('textbox', { name: '订单状态修改的原因或说明' }).fill(reason)
  await page.getByRole('button', { name: '修改状态' }).click()
  await (await opened(page.getByRole('dialog'))).getByRole('button', { name: '修改并通知客户' }).click()
  await expect(page.getByText('状态已更新')).toBeVisible()
  await expect(steps).toHaveCount(before + 1)
  // Its one sample went back with it, told on the order's line.
  await expect(steps.first()).toContainText('订单：已确认 → 待确认（1 个样本随订单变更）')
  await expect(steps.first()).toContainText('操作人：员工 客服运营')
  await expect(steps.first()).toContainText(`说明：${reason}`)
  await expect(page.getByRole('heading', { name: `订单 ${orderno}` })).toContainText('待确认')

  // The customer is told why, and their own order is pending again.
  expect(await deliveredMailText(CUSTOMER.email, `订单 ${orderno} 已退回至「待确认」`)).toContain(`退回原因：${reason}`)
  const mine = await page.request.post('/api/v1/amplicon/myAmpliconOrder', {
    headers: bearer(customer),
    data: { page: 0, size: 10, keyword: orderno },
  })
  const { data } = (await mine.json()) as { data: { data: { orderno: string; status: number }[] } }
  expect(data.data).toEqual([expect.objectContaining({ orderno, status: 0 })])
})
