// The order rules a customer meets once staff have acted: an order moved on locks its samples
// (no 编辑/删除, the edit pages say why), a step back shows on the timeline with its reason,
// 重置 asks before it clears a form, and the last sample's delete takes its order along.
// Orders are placed through the API by a customer of this file's own, and moved by an operator.
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { ampliconForm, cellLineForm } from '#tests/factories/orders.ts'
import { OPERATOR, type Session, bearer, staffSession } from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { opened, openedDialog } from './page-helpers.ts'
import { copyOfDemoCustomer } from './server-store.ts'

/** The file's own customer (a copy of demo1), created and logged in once per worker. */
let customer: Session | undefined

async function customerSession(request: APIRequestContext): Promise<Session> {
  if (!customer) {
    const account = { email: `order-rules-${randomUUID()}@example.com`, password: 'Demo@12345' }
    await copyOfDemoCustomer(account.email)
    const login = await request.post('/api/v1/user/login', { data: account })
    customer = ((await login.json()) as { data: { info: Session } }).data.info
  }
  return customer
}

async function asCustomer<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const session = await customerSession(request)
  const response = await request.post(`/api/v1${path}`, { headers: bearer(session), data })
  const body = (await response.json()) as { code: number; message: string; data: T }
  expect(body.code, `${path}: ${body.message}`).toBe(200)
  return body.data
}

/** A new pending amplicon order with its first sample. */
const placeAmpliconOrder = (request: APIRequestContext, sampleName: string) =>
  asCustomer<{ info: number; orderno: string; sample_id: number }>(
    request,
    '/amplicon/addAmpliconOrder',
    ampliconForm({ name: sampleName }),
  )

async function moveOrder(request: APIRequestContext, id: number, status: number, note?: string) {
  const operator = await staffSession(request, OPERATOR)
  const moved = await request.post(`/api/v1/admin/orders/${id}/status`, {
    headers: bearer(operator),
    data: { status, note },
  })
  expect(moved.status()).toBe(200)
}

async function openAsCustomer(page: Page, url: string) {
  await page.addInitScript((stored) => {
    sessionStorage.setItem('token', stored.token)
    sessionStorage.setItem('user', JSON.stringify(stored.user))
  }, customer!)
  await page.goto(url)
}

test('已确认的订单：样本不能再编辑或删除，编辑页说明原因；退回在时间线上带原因与日期', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const order = await placeAmpliconOrder(page.request, 'LOCK-1')
  await asCustomer(page.request, '/amplicon/addAmpliconYangben', ampliconForm({ name: 'LOCK-2', oid: order.info }))
  const cell = await asCustomer<{ info: number }>(page.request, '/cellsline/addCellslineOrder', cellLineForm())
  // Staff move the orders (the samples move with them), and send the amplicon order back
  // with a reason.
  await moveOrder(page.request, order.info, 3)
  await moveOrder(page.request, order.info, 1, '样本浓度不足，请补寄样本')
  await moveOrder(page.request, cell.info, 1)

  await openAsCustomer(page, `/orderAmpliconList?oid=${order.info}&orderno=${order.orderno}`)
  const rows = page.locator('tr.ant-table-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('已确认')
  await expect(rows.getByRole('link', { name: '编辑' })).toHaveCount(0)
  await expect(rows.getByRole('button', { name: '删除' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '继续添加样本' })).toHaveCount(0)

  const stepBack = page.getByRole('list', { name: '退回记录' }).getByRole('listitem')
  await expect(stepBack).toHaveCount(1)
  await expect(stepBack).toContainText('退回至「已确认」')
  await expect(stepBack).toContainText('退回原因：样本浓度不足，请补寄样本')
  await expect(stepBack.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  await expect(page.locator('.status-timeline .ant-steps-item-process')).toContainText('已确认')

  await rows.getByRole('link', { name: 'LOCK-1' }).click()
  await expect(page.getByRole('heading', { name: '样本 LOCK-1' })).toBeVisible()
  await expect(page.getByRole('button', { name: '编 辑' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '删 除' })).toHaveCount(0)

  // An edit page opened from an old link says why instead of offering a form.
  await page.goto(`/orderAmpliconAction?id=${order.sample_id}&oid=${order.info}`)
  await expect(page.getByText('该订单当前状态为「已确认」，已不能再修改。如需修改，请联系我们。')).toBeVisible()
  await expect(page.getByRole('button', { name: '提 交' })).toHaveCount(0)
  await page.goto(`/orderCellAction?id=${cell.info}`)
  await expect(page.getByText('该订单当前状态为「已确认」，已不能再修改。如需修改，请联系我们。')).toBeVisible()
  await expect(page.getByRole('button', { name: '提 交' })).toHaveCount(0)
})

test('重置先询问；删除最后一个样本时对话框点名样本并说明订单一并删除', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const order = await placeAmpliconOrder(page.request, 'ONLY-1')

  await openAsCustomer(page, `/orderAmpliconAction?id=${order.sample_id}&oid=${order.info}`)
  const name = page.getByLabel(/样本名称$/)
  // The form is fetched and filled after hydration: on a first page load of a busy machine
  // that can take longer than one default wait.
  await expect(name).toHaveValue('ONLY-1', { timeout: 15_000 })
  await name.fill('ONLY-2')
  await page.getByRole('button', { name: '重 置' }).click()
  let dialog = await openedDialog(page, '重置')
  await expect(dialog).toContainText('确定重置表单吗？未提交的填写内容将丢失。')
  await dialog.getByRole('button', { name: '取 消' }).click()
  await expect(name).toHaveValue('ONLY-2')
  await page.getByRole('button', { name: '重 置' }).click()
  dialog = await openedDialog(page, '重置')
  await dialog.getByRole('button', { name: '确 认' }).click()
  await expect(name).toHaveValue('ONLY-1')

  await page.goto(`/orderAmpliconList?oid=${order.info}&orderno=${order.orderno}`)
  await page.locator('tr.ant-table-row').getByRole('button', { name: '删除' }).click()
  dialog = await openedDialog(page, '删除')
  await expect(dialog).toContainText(
    `你确定要删除样本「ONLY-1」么？这是订单 ${order.orderno} 的最后一个样本，订单将一并删除。`,
  )
  await dialog.getByRole('button', { name: '确 认' }).click()
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(page).toHaveURL(/\/order\?type=2$/)
  await expect(page.getByRole('link', { name: order.orderno })).toHaveCount(0)
})

test('已完成的细胞株构建订单：再次下单新建一个待确认的订单并打开它，内容复制自原订单', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const cell = await asCustomer<{ info: number; orderno: string }>(
    page.request,
    '/cellsline/addCellslineOrder',
    cellLineForm({ shuzhu: 'HEK293T-REORDER' }),
  )
  await moveOrder(page.request, cell.info, 6)

  await openAsCustomer(page, `/orderCellDetail?id=${cell.info}`)
  await expect(page.getByText(cell.orderno)).toBeVisible()
  await page.getByRole('button', { name: '再次下单' }).click()
  const confirm = await opened(page.locator('.ant-popconfirm').filter({ hasText: '将复制这个订单' }))
  await confirm.getByRole('button', { name: /^确\s?认$/ }).click()
  await expect(page.getByText('已新建订单，细胞株构建信息复制自原订单')).toBeVisible()
  await expect(page).not.toHaveURL(new RegExp(`id=${cell.info}$`))
  await expect(page.getByText('HEK293T-REORDER')).toBeVisible()
  await expect(page.getByText(cell.orderno)).toHaveCount(0)
  await expect(page.locator('.status-timeline .ant-steps-item-process')).toContainText('待确认')
  await expect(page.getByRole('button', { name: '再次下单' })).toHaveCount(0)
})
