// The console's forms keep the staff's work and ask before mailing a customer: leaving a
// news form with changes asks (a menu click in the console, a reload in the browser's own
// prompt) and a save does not; a status change says the customer will be e-mailed and can
// still be cancelled; a CRISPR job has a page of its own (owner, pairs, scores, CSV) and a
// failed one can be run again; an English-language browser gets the console's messages in
// Chinese.
import type { Dialog } from '@playwright/test'
import { CRISPR_JOB_STATUS } from '#common/schemas/crispr.ts'
import {
  COMPANY_NEWS,
  CUSTOMER,
  EDITOR,
  OPERATOR,
  adminMenu,
  bearer,
  openConsole,
  placeOrder,
  staffSession,
  submitLogin,
} from './admin-pages.ts'
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { serverStore } from './server-store.ts'
import { opened } from './page-helpers.ts'

const LEAVE_QUESTION = '有未保存的修改，确定离开吗？'

test('新闻表单有未保存的修改：点菜单先询问，留下时内容还在；刷新弹出浏览器的离开提示；保存后与未改动时不询问', async ({
  page,
}) => {
  // A journey of several page loads: past the one-step default of 30 s on a slow machine.
  test.setTimeout(60_000)
  const session = await staffSession(page.request, EDITOR)
  const headers = bearer(session)
  const title = `未保存检查 ${Date.now()}`
  const saved = await page.request.post('/api/v1/admin/news', {
    headers,
    data: { tid: COMPANY_NEWS, title, body: '<p>正文</p>' },
  })
  const { id } = ((await saved.json()) as { data: { id: number } }).data
  const titleField = page.getByLabel('标题', { exact: true })
  const question = page.getByRole('dialog').filter({ hasText: LEAVE_QUESTION })

  try {
    await openConsole(page, session, `/admin/news/${id}`)
    await expect(titleField).toHaveValue(title)
    const draft = `${title}（草稿）`
    await titleField.fill(draft)

    // A menu click asks; staying keeps the page and what was typed.
    await adminMenu(page).getByRole('link', { name: '文章与服务' }).click()
    await expect(question).toBeVisible()
    await question.getByRole('button', { name: '留在本页' }).click()
    await expect(question).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/admin/news/${id}$`))
    await expect(titleField).toHaveValue(draft)

    // A reload asks through the browser's own prompt; dismissed, the page stays as it was.
    const prompt = new Promise<Dialog>((resolve) => page.once('dialog', resolve))
    await page.evaluate(() => setTimeout(() => location.reload(), 0))
    const dialog = await prompt
    expect(dialog.type()).toBe('beforeunload')
    await dialog.dismiss()
    await expect(titleField).toHaveValue(draft)

    // Saved, the form goes back to its list without asking.
    await page.getByRole('button', { name: /^保\s?存$/ }).click()
    await expect(page.getByText('保存成功')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/news$/)
    await expect(page.getByRole('heading', { name: '新闻', exact: true })).toBeVisible()
    await expect(question).toHaveCount(0)

    // A form opened and left untouched lets the menu go at once.
    await page.goto(`/admin/news/${id}`)
    await expect(titleField).toHaveValue(draft)
    await adminMenu(page).getByRole('link', { name: '文章与服务' }).click()
    await expect(page).toHaveURL(/\/admin\/articles$/)
    await expect(question).toHaveCount(0)
  } finally {
    await page.request.delete(`/api/v1/admin/news/${id}`, { headers })
  }
})

test('修改订单状态前说明将通知客户：取消则什么都不发，确认后才修改', async ({ page }) => {
  const { orderno } = await placeOrder(page.request, 'ADMIN-FORMS-1')
  const operator = await staffSession(page.request, OPERATOR)
  const headers = bearer(operator)
  const orderOf = async () => {
    const found = await page.request.get(`/api/v1/admin/orders?orderno=${orderno}`, { headers })
    return ((await found.json()) as { data: { data: { id: number; status: number }[] } }).data.data[0]!
  }
  const { id } = await orderOf()

  await openConsole(page, operator, `/admin/orders/${id}`)
  const heading = page.getByRole('heading', { name: `订单 ${orderno}` })
  await expect(heading).toContainText('待确认')
  const steps = page.locator('.admin-order__history .admin-order__step')
  const before = await steps.count()

  // The next step, 已确认, is offered; the confirmation names the customer's e-mail.
  await page.getByRole('button', { name: '修改状态' }).click()
  const confirm = page.getByRole('dialog').filter({ hasText: '将通知客户' })
  await expect(confirm).toContainText('订单状态改为「已确认」')
  // antd spaces out a two-character label (取 消).
  await confirm.getByRole('button', { name: /^取\s?消$/ }).click()
  await expect(confirm).toBeHidden()
  expect((await orderOf()).status).toBe(0)
  await expect(steps).toHaveCount(before)
  await expect(heading).toContainText('待确认')

  await page.getByRole('button', { name: '修改状态' }).click()
  await confirm.getByRole('button', { name: '修改并通知客户' }).click()
  await expect(page.getByText('状态已更新')).toBeVisible()
  await expect(heading).toContainText('已确认')
  await expect(steps).toHaveCount(before + 1)
  expect((await orderOf()).status).toBe(1)
})

test('CRISPR 任务的控制台页面：客户、参数、提交的序列对、结果与 CSV；失败的任务重新运行', async ({
  page,
  consoleErrors,
}) => {
  const db = serverStore()
  const { id: memberId } = await db
    .selectFrom('member')
    .select('id')
    .where('email', '=', CUSTOMER.email)
    .executeTakeFirstOrThrow()
  const on = 'GACGCATAAAGATGAGACGCTGG'
  const off = 'GACGCATAAAGATGAGACGCAGG'
  const job = (status: number, title: string) =>
    db
      .insertInto('crisprJob')
      .values({
        memberId,
        title,
        email: CUSTOMER.email,
        pamType: 1,
        genome: 1,
        pairs: `${on},${on}\n${on},${off}`,
        pairCount: 2,
        status,
        failure: status === CRISPR_JOB_STATUS.failed ? '评分多次中断，请重新提交' : '',
        outCsvfile: status === CRISPR_JOB_STATUS.finished ? 'CRISPR-Net_20261127-120000.csv' : '',
        attempts: 3,
        notified: 1,
        createTime: new Date().toISOString(),
        finishTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  const stamp = Date.now()
  const { id: finished } = await job(CRISPR_JOB_STATUS.finished, `已完成 ${stamp}`)
  await db
    .insertInto('crisprResult')
    .values([
      { jobId: finished, position: 0, onSeq: on, offSeq: on, score: 0.875, cfd: 1 },
      { jobId: finished, position: 1, onSeq: on, offSeq: off, score: 0.0421, cfd: 0.5 },
    ])
    .execute()
  const { id: failed } = await job(CRISPR_JOB_STATUS.failed, `失败 ${stamp}`)
  const operator = await staffSession(page.request, OPERATOR)

  try {
    // The list links each job to its page.
    await openConsole(page, operator, `/admin/crispr-jobs`)
    await page.getByRole('link', { name: `#${finished}`, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/crispr-jobs/${finished}$`))
    await expect(page.getByRole('heading', { name: `CRISPR 任务 #${finished}` })).toContainText('已完成')
    await expect(page.getByRole('link', { name: CUSTOMER.email })).toHaveAttribute('href', /\/admin\/customers\/\d+$/)
    await expect(page.getByText('SpCas9 — NGG')).toBeVisible()
    await expect(page.getByText('Human (hg38)')).toBeVisible()
    const results = page.getByRole('table', { name: '评分结果' }).locator('tbody tr.ant-table-row')
    await expect(results).toHaveCount(2)
    // The highest score first.
    await expect(results.first()).toContainText('0.875')
    await expect(results.nth(1)).toContainText(off)
    await expect(page.getByRole('table', { name: '提交的序列对' }).locator('tbody tr.ant-table-row')).toHaveCount(2)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载结果 CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('CRISPR-Net_20261127-120000.csv')

    // A failed job: its reason, no scores, and a re-run that says the customer will hear of it.
    await page.goto(`/admin/crispr-jobs/${failed}`)
    await expect(page.getByText('评分多次中断，请重新提交')).toBeVisible()
    await expect(page.getByText('任务失败，没有结果。')).toBeVisible()
    await page.getByRole('button', { name: '重新运行' }).click()
    const confirm = await opened(page.locator('.ant-popconfirm').filter({ hasText: '将通知客户' }))
    await expect(confirm).toContainText('任务将重新排队')
    const [rerun] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/v1/admin/crispr-jobs/${failed}/rerun`)),
      confirm.getByRole('button', { name: '重新运行' }).click(),
    ])
    expect(rerun.status()).toBe(200)
    // The page shows the queued job (the toast saying so lasts only seconds on a busy machine).
    await expect(page.getByRole('heading', { name: `CRISPR 任务 #${failed}` })).toContainText(/运行中|已完成/)
    await expect(page.getByRole('button', { name: '重新运行' })).toHaveCount(0)

    // An unknown console path answers inside the console, its menu still there.
    await page.goto(`/admin/crispr-jobs/${failed}/nothing-here`)
    await expect(page.getByText('页面不存在')).toBeVisible()
    await expect(adminMenu(page).getByRole('link', { name: 'CRISPR 任务' })).toBeVisible()
    allowFailedLoads(consoleErrors, 404)
  } finally {
    for (const id of [finished, failed])
      await page.request.delete(`/api/v1/admin/crispr-jobs/${id}`, { headers: bearer(operator) })
  }
})

test.describe('英文浏览器', () => {
  test.use({ locale: 'en-US' })

  test('控制台的提示仍是中文：登录失败说“邮箱或密码错误”', async ({ page, consoleErrors }) => {
    await page.goto('/admin/login')
    await submitLogin(page, { email: 'nobody@example.com', password: 'Wrong@12345' })
    await expect(page.getByText('邮箱或密码错误')).toBeVisible()
    allowFailedLoads(consoleErrors, 400)
  })
})
