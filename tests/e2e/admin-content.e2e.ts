// Editors at work in the console: a news item rewritten with the rich-text editor (heading,
// bold, list, an uploaded picture) and given a cover image, shown by the public site at the
// next request; categories moved among their siblings and one refused deletion while it holds
// content. Script saved through the console stays inert on the public page. The editor's
// code stays out of the public pages. (Publishing a news item and renaming a category are
// steps of the admin journey, admin-journey.e2e.ts.)
import fs from 'node:fs'
import path from 'node:path'
import { COMPANY_NEWS, EDITOR, bearer, openConsole, searchNews, staffSession, tableRows } from './admin-pages.ts'
import { allowFailedLoads, expect, test } from './fixtures.ts'
import { opened } from './page-helpers.ts'

/** A real 2×2 PNG: the browser must be able to draw it once the site serves it back. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPg9u8CIgYIBQAXAgORx9xuGAAAAABJRU5ErkJggg==',
  'base64',
)

test('编辑用富文本编辑器改写新闻：封面、标题、格式与上传的图片，公开详情页立即显示', async ({ page }) => {
  // A journey of several page loads: past the one-step default of 30 s on a slow machine.
  test.setTimeout(60_000)
  const session = await staffSession(page.request, EDITOR)
  const headers = bearer(session)
  const title = `基因编辑年会 ${Date.now()}`
  const saved = await page.request.post('/api/v1/admin/news', {
    headers,
    data: { tid: COMPANY_NEWS, title, body: '<p>初稿</p>' },
  })
  const { id } = ((await saved.json()) as { data: { id: number } }).data
  const publicHref = `/newsCenter/newsCenterDetail?newsId=${id}`

  try {
    await openConsole(page, session, '/admin/news')
    await searchNews(page, title)
    await tableRows(page).first().getByRole('link', { name: '编辑' }).click()
    // The form opens with the saved values.
    await expect(page.getByRole('heading', { name: '编辑新闻' })).toBeVisible()
    await expect(page.getByLabel('标题', { exact: true })).toHaveValue(title)
    const body = page.getByRole('textbox', { name: '正文' })
    await expect(body).toHaveText('初稿')

    const renamed = `${title}（更新）`
    await page.getByLabel('标题', { exact: true }).fill(renamed)
    await page.locator('.admin-image-field input[type=file]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect(page.getByRole('textbox', { name: '封面图片地址' })).toHaveValue(/^\/images\/uploads\/.+\.png$/)

    await body.click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'H1 标题' }).click()
    await page.keyboard.type('会议要点')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: '粗体' }).click()
    await page.keyboard.type('重要')
    await expect(body.locator('strong')).toHaveText('重要')
    await page.getByRole('button', { name: '粗体' }).click()
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: '项目符号列表' }).click()
    await page.keyboard.type('第一项')
    await page.getByLabel('选择要插入的图片').setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: PNG })
    await expect(body.locator('img[src^="/images/uploads/"]')).toHaveCount(1)
    await page.getByRole('button', { name: /^保\s?存$/ }).click()
    await expect(page.getByText('保存成功')).toBeVisible()

    // The public page's server HTML has the new title, the formatting and the picture at once.
    const html = await (await page.request.get(publicHref)).text()
    for (const part of [renamed, '<p>初稿</p>', '<h2>会议要点</h2>', '<strong>重要</strong>', '<li><p>第一项</p>'])
      expect(html.includes(part), part).toBe(true)
    expect(/<img [^>]*src="\/images\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png" alt="现场"/.test(html)).toBe(true)

    // The uploaded picture is drawn on the public page.
    const visitor = await page.context().newPage()
    await visitor.goto(publicHref)
    const picture = visitor.locator('.rich-text img[alt="现场"]')
    // Loaded lazily: bring it into view, then wait for the browser to have drawn it.
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2)
    await visitor.close()
  } finally {
    await page.request.delete(`/api/v1/admin/news/${id}`, { headers })
  }
})

test('栏目：上移下移，有内容的栏目不能删除', async ({ page, consoleErrors }) => {
  await openConsole(page, await staffSession(page.request, EDITOR), '/admin/categories')
  const tree = page.getByRole('tree')
  const node = (name: string) => tree.getByRole('treeitem').filter({ hasText: new RegExp(`^${name}`) })

  // 加入我们 and 联系我们 are the last two top-level categories: swap them, and back.
  await node('加入我们').click()
  await expect(page.getByRole('heading', { name: '编辑栏目「加入我们」' })).toBeVisible()
  const order = async () =>
    (await tree.getByRole('treeitem').allInnerTexts()).filter((text) => /^(加入|联系)我们/.test(text))
  expect(await order()).toEqual(['加入我们', '联系我们'])
  await page.getByRole('button', { name: '下移' }).click()
  await expect.poll(order).toEqual(['联系我们', '加入我们'])
  await page.getByRole('button', { name: '上移' }).click()
  await expect.poll(order).toEqual(['加入我们', '联系我们'])

  await node('公司新闻').click()
  // The selection goes through the URL: 删除 acts on 公司新闻 only once its form is shown.
  await expect(page.getByRole('heading', { name: '编辑栏目「公司新闻」' })).toBeVisible()
  await page.getByRole('button', { name: /^删\s?除$/ }).click()
  const confirm = await opened(page.locator('.ant-popconfirm').filter({ hasText: '确定删除「公司新闻」吗？' }))
  await confirm.getByRole('button', { name: /^确\s?认$/ }).click()
  await expect(page.getByText('该栏目下还有文章或新闻，请先移走或删除内容')).toBeVisible()
  await expect(node('公司新闻')).toBeVisible()
  // The refused deletion (409), which the browser logs.
  allowFailedLoads(consoleErrors, 409)
})

test('公开页面的脚本不含后台代码：后台页面、后台接口调用、富文本编辑器与图表库', () => {
  const client = path.resolve(import.meta.dirname, '../../build/client')
  const manifestFile = fs.readdirSync(path.join(client, 'assets')).find((name) => /^manifest-.+\.js$/.test(name))
  const manifest = JSON.parse(
    fs
      .readFileSync(path.join(client, 'assets', manifestFile!), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;?\s*$/, ''),
  ) as {
    entry: { module: string; imports: string[] }
    routes: Record<string, { module: string; imports?: string[] }>
  }
  const publicRoutes = Object.entries(manifest.routes).filter(([id]) => !id.startsWith('admin/'))
  expect(publicRoutes.length).toBeGreaterThan(20)
  const chunks = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const [, route] of publicRoutes) for (const file of [route.module, ...(route.imports ?? [])]) chunks.add(file)
  // Chart.js marks the objects it watches with the property `_chartjs`, which survives minifying.
  const adminCode = /tiptap|ProseMirror|rich-text-editor|\/api\/v1\/admin|_chartjs|daily-chart/
  const adminChunks = [...chunks].filter((file) => adminCode.test(fs.readFileSync(path.join(client, file), 'utf8')))
  expect(adminChunks).toEqual([])
  const adminModules = Object.entries(manifest.routes)
    .filter(([id]) => id.startsWith('admin/'))
    .map(([, route]) => route.module)
  expect(adminModules.length).toBeGreaterThan(10)
  expect(adminModules.filter((file) => chunks.has(file))).toEqual([])
  // The editor and the chart are built, and only the console reaches them.
  const assets = fs.readdirSync(path.join(client, 'assets'))
  for (const lazyChunk of ['rich-text-editor-', 'daily-chart-']) {
    const file = assets.find((name) => name.startsWith(lazyChunk))
    expect(file).toBeDefined()
    expect(fs.readFileSync(path.join(client, 'assets', file!), 'utf8')).toMatch(adminCode)
  }
})

test('编辑保存的脚本、事件属性与 javascript: 链接在公开新闻页上不会执行', async ({ page }) => {
  const title = `XSS 检查 ${Date.now()}`
  const headers = bearer(await staffSession(page.request, EDITOR))
  const saved = await page.request.post('/api/v1/admin/news', {
    headers,
    data: {
      tid: COMPANY_NEWS,
      title,
      description: '<img src="/favicon.ico" onerror="window.__xss=1">摘要',
      body: '<p>正文<img src="/favicon.ico" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">链接</a></p>',
    },
  })
  const { id } = ((await saved.json()) as { data: { id: number } }).data
  const href = `/newsCenter/newsCenterDetail?newsId=${id}`
  try {
    const html = await (await page.request.get(href)).text()
    const article = html.slice(html.indexOf(title))
    expect(article).toContain('正文')
    expect(article).not.toMatch(/onerror|javascript:|__xss=2/i)

    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(href)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await page.getByText('链接', { exact: true }).click()
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
  } finally {
    // Its pictures have no alt text on purpose: left in the news list, they would fail the
    // accessibility check of the layout test.
    await page.request.delete(`/api/v1/admin/news/${id}`, { headers })
  }
})
