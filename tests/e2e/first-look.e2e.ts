// What a new visitor notices first, at a desktop's and a phone's width: 登录 and 注册 in
// words, the menu entry of the current page marked, and on a phone the plasmid list's first
// result in the top half of the screen with the filters in a 筛选 sheet.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }
// At one device pixel per CSS pixel: what is checked is measured in CSS pixels.
const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
}

async function pageAt(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...options, locale: 'zh-CN' })
  return context.newPage()
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' })

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: '打开菜单' }).click()
  return page.getByRole('navigation', { name: '菜单' })
}

test.describe('页头的登录与注册', () => {
  test('1440 px：未登录访客在页头看到“登录”“注册”两个文字链接', async ({ browser }) => {
    const page = await pageAt(browser, DESKTOP)
    await page.goto('/')
    const header = page.locator('header')
    await expect(header.getByRole('link', { name: '登录', exact: true })).toBeVisible()
    await expect(header.getByRole('link', { name: '注册', exact: true })).toBeVisible()
    await header.getByRole('link', { name: '注册', exact: true }).click()
    await expect(page).toHaveURL(/\/register$/)
    await page.context().close()
  })

  test('375 px：菜单抽屉顶部有“登录 | 注册”', async ({ browser }) => {
    const page = await pageAt(browser, PHONE)
    await page.goto('/aboutUs')
    const drawer = await openDrawer(page)
    await expect(drawer.getByRole('link', { name: '登录', exact: true })).toBeVisible()
    await drawer.getByRole('link', { name: '注册', exact: true }).click()
    await expect(page).toHaveURL(/\/register$/)
    await page.context().close()
  })

  test('登录后：1440 px 页头显示姓名与账户菜单，375 px 抽屉里也有', async ({ browser }) => {
    for (const options of [DESKTOP, PHONE]) {
      const page = await pageAt(browser, options)
      const login = await page.request.post('/api/v1/user/login', {
        data: { email: 'demo1@example.com', password: 'Demo@12345' },
        headers: { 'x-forwarded-for': `10.251.${options === DESKTOP ? 1 : 2}.1` },
      })
      const { token, user } = ((await login.json()) as { data: { info: { token: string; user: unknown } } }).data.info
      await page.context().addInitScript(
        ([storedToken, storedUser]) => {
          sessionStorage.setItem('token', storedToken as string)
          sessionStorage.setItem('user', JSON.stringify(storedUser))
        },
        [token, user],
      )
      await page.goto('/')
      if (options === DESKTOP) {
        const toggle = page.getByRole('button', { name: '用户菜单：王晓明' })
        await expect(toggle).toBeVisible()
        await expect(toggle).toContainText('王晓明')
        await toggle.click()
        await expect(page.getByRole('list', { name: '用户菜单' }).getByRole('link', { name: '我的订单' })).toBeVisible()
      } else {
        const drawer = await openDrawer(page)
        await expect(drawer.getByText('王晓明')).toBeVisible()
        await expect(drawer.getByRole('link', { name: '账户信息' })).toBeVisible()
      }
      await page.context().close()
    }
  })
})

test.describe('当前栏目', () => {
  const CASES = [
    { url: '/plasmidPlatformDetail?listId=1', section: '质粒平台' },
    { url: '/newsCenter/newsCenterDetail?newsId=1', section: '新闻中心' },
    { url: '/crispr-help', section: '基因编辑' },
    { url: '/talentRecruitmentDetail?key=1', section: '加入我们' },
    { url: '/', section: '首页' },
  ]

  test('1440 px：菜单把当前页面所在的栏目标为 aria-current="page"，且只标一个', async ({ browser }) => {
    const page = await pageAt(browser, DESKTOP)
    for (const { url, section } of CASES) {
      await page.goto(url)
      const current = mainNav(page).locator('.main-nav__link[aria-current="page"]')
      await expect(current, url).toHaveCount(1)
      await expect(current, url).toHaveText(section)
      // Marked visibly as well: a bar under the current entry only.
      const bars = await mainNav(page)
        .locator('.main-nav__link')
        .evaluateAll((links) => links.filter((link) => getComputedStyle(link, '::after').content !== 'none').length)
      expect(bars, url).toBe(1)
    }
    await page.context().close()
  })

  test('分类页同时标出当前的子栏目', async ({ browser }) => {
    const page = await pageAt(browser, DESKTOP)
    await page.goto('/dynamicIndex?id=10')
    await expect(mainNav(page).locator('.main-nav__link[aria-current="page"]')).toHaveText('基因编辑')
    await expect(mainNav(page).locator('.main-nav__dropdown a[aria-current="page"]')).toHaveText('细胞基因编辑')
    await page.context().close()
  })

  test('375 px：抽屉菜单同样标出当前栏目', async ({ browser }) => {
    const page = await pageAt(browser, PHONE)
    await page.goto('/plasmidPlatformDetail?listId=1')
    const drawer = await openDrawer(page)
    await expect(drawer.locator('.mobile-menu__link[aria-current="page"]')).toHaveText('质粒平台')
    await page.context().close()
  })

  test('不属于任何栏目的页面不标当前栏目', async ({ browser }) => {
    const page = await pageAt(browser, DESKTOP)
    await page.goto('/searchResult?keyword=CRISPR')
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0)
    await page.context().close()
  })
})

test.describe('手机上的质粒列表', () => {
  const LIST = '/plasmidPlatform/plasmidPlatformList'

  test('375 px：第一条结果在首屏上半部，筛选收进“筛选”按钮，结果数量只显示一次', async ({ browser }) => {
    const page = await pageAt(browser, PHONE)
    await page.goto(LIST)
    await page.waitForLoadState('networkidle')
    const firstRow = page.locator('table.plasmid-table tbody tr').first()
    const box = await firstRow.boundingBox()
    expect(box!.y + box!.height).toBeLessThan(812 / 2)
    await expect(page.getByLabel('宿主')).toBeHidden()
    await expect(page.getByText(/共找到 600 个质粒/)).toBeVisible()
    await expect(page.getByText(/共 600 条/)).toHaveCount(0)

    await page.getByRole('button', { name: '筛选', exact: true }).click()
    const host = page.getByLabel('宿主')
    await expect(host).toBeVisible()
    await host.selectOption('大肠杆菌')
    // In the sheet a choice waits for 查看结果.
    await expect(page).toHaveURL(new RegExp(`${LIST}$`))
    await page.getByRole('button', { name: '查看结果' }).click()
    await expect(page).toHaveURL(/host=/)
    await expect(page.getByRole('button', { name: '筛选（已选 1 项）' })).toBeVisible()
    await expect(page.locator('.plasmid-filters__count')).toHaveText('1')
    await expect(page.getByLabel('宿主')).toBeHidden()
    await expect(page.locator('table.plasmid-table tbody tr').first()).toContainText('大肠杆菌')
    await page.context().close()
  })

  test('375 px：Esc 或点遮罩关闭筛选面板', async ({ browser }) => {
    const page = await pageAt(browser, PHONE)
    await page.goto(LIST)
    await page.waitForLoadState('networkidle')
    const toggle = page.getByRole('button', { name: '筛选', exact: true })
    await toggle.click()
    await expect(page.getByRole('heading', { name: '筛选条件' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByLabel('宿主')).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await page.context().close()
  })

  test('1440 px：七个筛选项直接显示，改选即生效', async ({ browser }) => {
    const page = await pageAt(browser, DESKTOP)
    await page.goto(LIST)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: '筛选', exact: true })).toBeHidden()
    await page.getByLabel('宿主').selectOption('大肠杆菌')
    await expect(page).toHaveURL(/host=/)
    await page.context().close()
  })
})
