import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { categoryTarget } from '#common/category-routing.ts'
import type { CarouselAd, CategoryNode, NewsBrief } from '#common/schemas/cms.ts'
import { cspSources, inlineScriptSources } from '#tests/setup/csp.ts'

async function api<T>(page: Page, path: string, payload?: object): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data: payload ?? {} })
  return ((await response.json()) as { data: T }).data
}

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flatten(node.childs)])

test('首页服务端渲染轮播、菜单与新闻', async ({ page }) => {
  const [ads, news, tree] = await Promise.all([
    api<CarouselAd[]>(page, '/dsm/indexad', { id: 1 }),
    api<NewsBrief[]>(page, '/news/getIndexNews'),
    api<CategoryNode[]>(page, '/category/allcate'),
  ])

  // The HTML itself carries the content, before any script runs.
  const html = await (await page.request.get('/')).text()
  for (const ad of ads) expect(html).toContain(ad.name)
  for (const item of news) expect(html).toContain(item.title)
  for (const top of tree) expect(html).toContain(top.catname)

  await page.goto('/')
  const nav = page.getByRole('navigation', { name: '主导航' })
  await expect(nav.getByRole('link', { name: '首页', exact: true })).toBeVisible()
  await expect(page.locator('.carousel__slide.is-active')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: ads[0]!.name })).toBeVisible()
  await expect(page.getByRole('link', { name: news[0]!.title }).first()).toBeVisible()
  await expect(page).toHaveTitle(/\S/)
})

test('桌面轮播不自动播放，可手动切换', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const first = page.locator('.carousel__slide').first()
  await expect(first).toHaveClass(/is-active/)
  await page.waitForTimeout(5_600)
  await expect(first).toHaveClass(/is-active/)
  await page.getByRole('button', { name: '下一张' }).click()
  await expect(first).not.toHaveClass(/is-active/)
})

test('移动端轮播自动播放', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  const first = page.locator('.carousel__slide').first()
  await expect(first).toHaveClass(/is-active/)
  await expect(first).not.toHaveClass(/is-active/, { timeout: 8_000 })
})

test('每种栏目类型的菜单项都指向正确的地址', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const tree = await api<CategoryNode[]>(page, '/category/allcate')
  // The menu shows two levels: top-level items and their children.
  const menuItems = tree.flatMap((top) => [top, ...top.childs])
  const byType = new Map<number, CategoryNode>()
  for (const node of menuItems) if (!byType.has(node.type) && !/^https?:/.test(node.gourl)) byType.set(node.type, node)
  expect([...byType.keys()].sort((a, b) => a - b)).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 5, 6, 7, 8]))

  const nav = page.getByRole('navigation', { name: '主导航' })
  for (const [type, node] of byType) {
    await page.goto('/')
    const target = categoryTarget(node)
    const link = nav.getByRole('link', { name: node.catname, exact: true }).first()
    if (node.pid !== 0) {
      const parent = flatten(tree).find((candidate) => candidate.id === node.pid)!
      await nav.getByRole('link', { name: parent.catname, exact: true }).first().hover()
    }
    await expect(link, `type ${type}`).toHaveAttribute('href', target.href)
    if (target.external) {
      await expect(link).toHaveAttribute('target', '_blank')
      continue
    }
    await link.click()
    await expect(page, `type ${type}`).toHaveURL(target.href)
  }

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('站外链接栏目在新窗口打开', async ({ page }) => {
  const tree = await api<CategoryNode[]>(page, '/category/allcate')
  const external = flatten(tree).find((node) => /^https?:\/\//.test(node.gourl))!
  await page.goto('/')
  const link = page.getByRole('navigation', { name: '主导航' }).locator(`a[href="${external.gourl}"]`)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
})

test('375px 下移动菜单可打开、关闭，导航后自动关闭并回到顶部', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: '打开菜单' })
  const menu = page.locator('#mobile-menu')
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden()
  await expect(menu).toBeHidden()

  await toggle.click()
  await expect(menu).toBeVisible()
  await page.getByRole('button', { name: '关闭菜单' }).click()
  await expect(menu).toBeHidden()

  await page.evaluate(() => window.scrollTo(0, 600))
  await page.getByRole('button', { name: '打开菜单' }).click()
  await menu.getByRole('link', { name: '关于我们', exact: true }).click()
  await expect(page).toHaveURL(/\/aboutUs$/)
  await expect(menu).toBeHidden()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('页脚包含分子诊断栏目、备案链接与固定联系入口', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const id of [232, 280, 285]) await expect(footer.locator(`a[href="/dynamicIndex?id=${id}"]`)).toHaveCount(1)
  await expect(footer.locator('a[href="https://beian.miit.gov.cn/"]')).toHaveAttribute('target', '_blank')
  await expect(footer.getByRole('link', { name: '联系我们' }).last()).toBeVisible()
  await expect(footer.getByRole('link', { name: '电话咨询' })).toHaveAttribute('href', /^tel:/)
})

test('搜索框跳转到搜索结果地址', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await page.getByRole('searchbox', { name: '请输入产品名称或货号' }).fill('质粒')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/searchResult\?keyword=%E8%B4%A8%E7%B2%92$/)
})

test('EN 切换界面文字为英文，栏目使用英文名', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const tree = await api<CategoryNode[]>(page, '/category/allcate')
  await page.goto('/')
  await page.getByRole('link', { name: 'EN', exact: true }).click()
  const nav = page.getByRole('navigation', { name: '主导航' })
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: tree[0]!.encatname, exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: 'CN', exact: true })).toHaveAttribute('target', '_blank')
})

test('未知地址显示 404 页面', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page')
  // The browser reports the 404 document itself; that one is expected here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes('404')))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible()
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeAttached()
})

test('页面压缩传输，带哈希的资源长期缓存，内联脚本由 CSP 允许（缓存页用哈希，其他页用 nonce）', async ({ page }) => {
  const response = await page.request.get('/', { headers: { 'accept-encoding': 'gzip, br' } })
  expect(response.headers()['content-encoding']).toMatch(/gzip|br/)
  const html = await response.text()
  const scripts = cspSources(response.headers()['content-security-policy']!, 'script-src')
  expect(scripts.slice(1).sort()).toEqual(inlineScriptSources(html))

  const login = await page.request.get('/login')
  const nonce = /'nonce-([^']+)'/.exec(login.headers()['content-security-policy']!)?.[1]
  expect(nonce).toBeTruthy()
  for (const [, value] of (await login.text()).matchAll(/<script[^>]*\snonce="([^"]*)"/g)) expect(value).toBe(nonce)

  const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0]
  const cached = await page.request.get(asset)
  expect(cached.headers()['cache-control']).toContain('immutable')
})
