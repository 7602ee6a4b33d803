// The admin console's day at work, from the admin's login to what the public site and a
// customer see: a news item published and listed on /newsCenter, a category renamed in the
// public menu, a customer's order confirmed (their list, the timeline, the e-mail delivered
// over SMTP), three GenBank files imported and found in the public catalogue; and an editor
// kept out of the orders. What the journey creates or renames is undone afterwards, so the
// other journeys find the seeded site as it was.
import type { Page } from '@playwright/test'
import {
  ADMIN,
  CUSTOMER,
  EDITOR,
  type GenbankRecord,
  adminMenu,
  consoleHeaders,
  genbankRecords,
  logIn,
  placeOrder,
  publicPlasmidTotal,
  removePlasmids,
  searchNews,
  tableRows,
} from './admin-pages.ts'
import { expect, test } from './fixtures.ts'
import { expectInHtml, opened, serverHtml } from './page-helpers.ts'
import { deliveredMailText } from './server-store.ts'

/** Three real records and their lengths. */
const GENBANK_FILES = [
  { file: 'pX330.gb', length: '8506' },
  { file: 'pUC19.gb', length: '2686' },
  { file: 'pGL3-Basic.gb', length: '4818' },
]
/** The category the journey renames, the last of the public menu. */
const CATEGORY = { name: '加入我们', renamed: '加入澜基' }

test('管理员：发布新闻、栏目改名、确认客户订单（客户收到邮件）、导入 3 个 GenBank 质粒；编辑打不开订单', async ({
  page,
}) => {
  // Four pieces of work across the console, the public site and the customer's pages.
  test.setTimeout(180_000)
  const stamp = String(Date.now()).slice(-7)
  const newsTitle = `实验室开放日 ${stamp}`
  const records = genbankRecords(stamp, GENBANK_FILES)
  let headers: Record<string, string> = {}
  let newsId: string | undefined
  let categoryId: number | undefined

  try {
    await test.step('管理员在 /admin/login 登录', async () => {
      await logIn(page, ADMIN)
      await expect(page).toHaveURL(/\/admin$/)
      headers = await consoleHeaders(page)
    })

    await test.step('发布新闻：公开的 /newsCenter 服务端 HTML 随即列出，详情页可读', async () => {
      await adminMenu(page).getByRole('link', { name: '新闻' }).click()
      await page.getByRole('button', { name: '新建' }).click()
      await expect(page).toHaveURL(/\/admin\/news\/new$/)
      await expect(page.getByRole('heading', { name: '新建新闻' })).toBeVisible()
      // Saving without a title is refused in the browser, with the server's message.
      await page.getByRole('button', { name: /^保\s?存$/ }).click()
      await expect(page.getByText('请输入标题')).toBeVisible()

      await page.getByLabel('标题', { exact: true }).fill(newsTitle)
      await page.getByRole('combobox', { name: '所属栏目' }).click()
      // The tree's dropdown once it has opened: a click during its opening motion can miss.
      const tree = await opened(page.locator('.ant-select-dropdown').filter({ hasText: '公司新闻' }))
      await tree.locator('.ant-select-tree-node-content-wrapper', { hasText: '公司新闻' }).click()
      await expect(tree).toBeHidden()
      await page.getByLabel('摘要').fill('开放日的安排')
      await page.getByRole('textbox', { name: '正文' }).click()
      await page.keyboard.type('欢迎客户参观基因编辑实验室。')
      await page.getByRole('button', { name: /^保\s?存$/ }).click()
      await expect(page.getByText('保存成功')).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/news$/)

      await searchNews(page, newsTitle)
      const href = await tableRows(page).first().getByRole('link', { name: '查看' }).getAttribute('href')
      newsId = /^\/newsCenter\/newsCenterDetail\?newsId=(\d+)$/.exec(href ?? '')?.[1]
      expect(newsId, `public link ${href}`).toBeDefined()
      expectInHtml(await serverHtml(page.request, '/newsCenter'), [newsTitle, href!])
      expectInHtml(await serverHtml(page.request, href!), [newsTitle, '欢迎客户参观基因编辑实验室。'])
    })

    await test.step('栏目改名：公开菜单随即显示新名称', async () => {
      await adminMenu(page).getByRole('link', { name: '栏目' }).click()
      const node = page
        .getByRole('tree')
        .getByRole('treeitem')
        .filter({ hasText: new RegExp(`^${CATEGORY.name}`) })
      await node.click()
      await expect(page.getByRole('heading', { name: `编辑栏目「${CATEGORY.name}」` })).toBeVisible()
      categoryId = await categoryIdByName(page, headers, CATEGORY.name)
      await page.getByLabel('栏目名称').fill(CATEGORY.renamed)
      await page.getByRole('button', { name: /^保\s?存$/ }).click()
      await expect(page.getByText('保存成功').first()).toBeVisible()
      await expect(page.getByRole('heading', { name: `编辑栏目「${CATEGORY.renamed}」` })).toBeVisible()
      const menu = publicMenu(await serverHtml(page.request, '/'))
      expect(menu).toContain(CATEGORY.renamed)
      expect(menu).not.toContain(CATEGORY.name)
    })

    await test.step('确认客户的待确认订单：时间线有这一步，邮件送达，客户的订单列表显示已确认', async () => {
      const { orderno, session } = await placeOrder(page.request, 'ADMIN-JOURNEY-1')
      await adminMenu(page).getByRole('link', { name: '全部订单' }).click()
      await expect(page.getByRole('heading', { name: '全部订单' })).toBeVisible()
      await page.getByRole('textbox', { name: '订单编号' }).fill(orderno)
      await page.getByRole('button', { name: /^查\s?询$/ }).click()
      await expect(tableRows(page)).toHaveCount(1)
      await expect(tableRows(page).first()).toContainText('待确认')
      await tableRows(page).first().getByRole('link', { name: orderno }).click()
      await expect(page.getByRole('heading', { name: `订单 ${orderno}` })).toBeVisible()
      // The next step, 已确认, is the one offered.
      await page.getByRole('button', { name: '修改状态' }).click()
      await (await opened(page.getByRole('dialog'))).getByRole('button', { name: '修改并通知客户' }).click()
      await expect(page.getByText('状态已更新')).toBeVisible()
      await expect(page.getByRole('heading', { name: `订单 ${orderno}` })).toContainText('已确认')
      const latest = page.locator('.admin-order__history .admin-order__step').first()
      await expect(latest).toContainText('订单：待确认 → 已确认')
      await expect(latest).toContainText('操作人：员工 管理员')

      expect(await deliveredMailText(CUSTOMER.email, `订单 ${orderno} 状态更新：已确认`)).toContain(orderno)

      const customerPage = await page.context().newPage()
      await customerPage.addInitScript((stored) => {
        sessionStorage.setItem('token', stored.token)
        sessionStorage.setItem('user', JSON.stringify(stored.user))
      }, session)
      await customerPage.goto('/order?type=2')
      const order = customerPage.locator('tr.ant-table-row').filter({ hasText: orderno })
      await expect(order).toContainText('已确认')
      await customerPage.close()
    })

    await test.step('导入 3 个 GenBank 文件：预览不写入，确认后在公开列表中找到', async () => {
      await importThroughConsole(page, records)
      await page.goto(`/plasmidPlatform/plasmidPlatformList?searchType=itemNo&keyword=E2E${stamp}`)
      await expect(page.getByRole('status')).toContainText('共找到 3 个质粒')
      const rows = page.locator('table.plasmid-table tbody tr')
      await expect(rows).toHaveCount(3)
      for (const { itemNo, name } of records) await expect(rows.filter({ hasText: itemNo })).toContainText(name)
    })
  } finally {
    await undo(page, headers, { newsId, categoryId, itemNos: records.map(({ itemNo }) => itemNo) })
  }

  await test.step('编辑打不开订单页面，菜单里也没有', async () => {
    await page.goto('/admin')
    await page.getByRole('button', { name: '退出' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await logIn(page, EDITOR, '/admin/orders')
    await expect(page.getByText('无权访问')).toBeVisible()
    await expect(adminMenu(page).getByRole('link', { name: '全部订单' })).toHaveCount(0)
  })
})

/** The public site's top menu in a page's server HTML. */
function publicMenu(html: string): string {
  const start = html.indexOf('<nav')
  return html.slice(start, html.indexOf('</nav>', start))
}

async function categoryIdByName(page: Page, headers: Record<string, string>, name: string): Promise<number> {
  interface Node {
    id: number
    catname: string
    children: Node[]
  }
  const tree = ((await (await page.request.get('/api/v1/admin/categories', { headers })).json()) as { data: Node[] })
    .data
  const all = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...all(node.children)])
  const found = all(tree).find((node) => node.catname === name)
  expect(found, `category ${name}`).toBeDefined()
  return found!.id
}

async function importThroughConsole(page: Page, records: GenbankRecord[]) {
  await adminMenu(page).getByRole('link', { name: '质粒目录' }).click()
  await page.getByRole('button', { name: '批量导入' }).click()
  await expect(page.getByRole('heading', { name: '批量导入质粒' })).toBeVisible()
  await page.locator('input[type=file]').setInputFiles(
    records.map(({ name, content }) => ({
      name: `${name}.gb`,
      mimeType: 'chemical/x-genbank',
      buffer: Buffer.from(content),
    })),
  )
  // The entries are sold at the price given on the import screen.
  await page.getByLabel('价格（元）').fill('1280.50')
  await page.getByRole('button', { name: '预览导入' }).click()

  const preview = tableRows(page)
  await expect(preview).toHaveCount(records.length)
  for (const { itemNo, name, length } of records) {
    const row = preview.filter({ hasText: itemNo })
    await expect(row).toContainText(name)
    await expect(row).toContainText(length)
    await expect(row).toContainText('新建')
  }
  await expect(page.getByText('将新建 3 个、更新 0 个')).toBeVisible()
  // The preview wrote nothing.
  for (const { itemNo } of records) expect(await publicPlasmidTotal(page.request, itemNo)).toBe(0)

  await page.getByRole('button', { name: '确认导入' }).click()
  const confirm = await opened(page.locator('.ant-popconfirm').filter({ hasText: '全部成功或全部不导入' }))
  await confirm.getByRole('button', { name: /^确\s?认$/ }).click()
  await expect(page.getByText('导入完成：新建 3 个，更新 0 个')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/plasmids$/)
}

/** Deletes the news item and the imported entries and gives the category its name back. */
async function undo(
  page: Page,
  headers: Record<string, string>,
  made: { newsId: string | undefined; categoryId: number | undefined; itemNos: string[] },
) {
  if (!headers.authorization) return
  if (made.newsId) await page.request.delete(`/api/v1/admin/news/${made.newsId}`, { headers })
  if (made.categoryId) {
    const category = await page.request.get(`/api/v1/admin/categories/${made.categoryId}`, { headers })
    const { id: _id, ...fields } = ((await category.json()) as { data: { id: number } }).data
    const restored = await page.request.put(`/api/v1/admin/categories/${made.categoryId}`, {
      headers,
      data: { ...fields, catname: CATEGORY.name },
    })
    expect(restored.status()).toBe(200)
  }
  await removePlasmids(page.request, headers, made.itemNos)
}
