import { expect, test } from '@playwright/test'
import type { NewsBrief, NewsDetail, Page } from '#common/schemas/cms.ts'
import { api, expectInHtml, serverHtml } from './page-helpers.ts'

const NEWS_PAGE_SIZE = 5

test('新闻列表在服务端 HTML 中，可翻到第 2 页并进入详情', async ({ page }) => {
  const [first, second] = await Promise.all([
    api<Page<NewsBrief>>(page, '/news/index', { page: 1, size: NEWS_PAGE_SIZE }),
    api<Page<NewsBrief>>(page, '/news/index', { page: 2, size: NEWS_PAGE_SIZE }),
  ])
  expect(first.total).toBeGreaterThan(NEWS_PAGE_SIZE)

  const html = await serverHtml(page.request, '/newsCenter')
  expectInHtml(html, [...first.data.map((item) => item.title), `共 ${first.total} 条`])

  await page.goto('/newsCenter')
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText(/首页\s*\/?\s*新闻中心/)
  await expect(page.getByRole('article')).toHaveCount(NEWS_PAGE_SIZE)
  const badge = page.getByRole('article').first().locator('time')
  await expect(badge).toHaveAttribute('datetime', first.data[0]!.create_time)
  await expect(badge).toHaveText(/^\d{2}\d{4}-\d{2}$/)

  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click()
  await expect(page).toHaveURL(/[?&]page=2\b/)
  const target = second.data[0]!
  await expect(page.getByRole('heading', { name: target.title })).toBeVisible()
  await expect(page.getByRole('heading', { name: first.data[0]!.title })).toHaveCount(0)

  await page.getByRole('link', { name: `了解更多：${target.title}` }).click()
  await expect(page).toHaveURL(`/newsCenter/newsCenterDetail?newsId=${target.id}`)
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: '面包屑' })
  await expect(crumbs.getByRole('link', { name: '新闻中心' })).toHaveAttribute('href', '/newsCenter')
  await expect(crumbs).toContainText(target.title)
  await expect(page).toHaveTitle(new RegExp(`^${target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
})

test('频道标签按栏目筛选新闻', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/newsCenter')
  const tabs = page.getByRole('navigation', { name: '新闻频道' })
  await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page')

  await tabs.getByRole('link', { name: '公司新闻' }).click()
  await expect(page).toHaveURL(/\/newsCenter\?type=7&id=\d+$/)
  const channelId = Number(new URL(page.url()).searchParams.get('id'))
  const channel = await api<Page<NewsBrief>>(page, '/news/index', { tid: channelId, page: 1, size: NEWS_PAGE_SIZE })
  await expect(tabs.getByRole('link', { name: '公司新闻' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('article')).toHaveCount(channel.data.length)
  for (const item of channel.data) await expect(page.getByRole('heading', { name: item.title })).toBeVisible()
})

test('新闻详情在服务端 HTML 中，含上一篇与下一篇', async ({ page }) => {
  const second = (await api<Page<NewsBrief>>(page, '/news/index', { page: 2, size: 1 })).data[0]!
  const detail = await api<NewsDetail>(page, '/news/read', { id: second.id })
  expect(detail.prev ?? detail.next).toBeTruthy()

  const html = await serverHtml(page.request, `/newsCenter/newsCenterDetail?newsId=${detail.id}`)
  expectInHtml(html, [detail.title, detail.body.match(/<p>([^<]{10,40})/)![1]!])

  await page.goto(`/newsCenter/newsCenterDetail?newsId=${detail.id}`)
  const pager = page.getByRole('navigation', { name: '上一篇与下一篇' })
  for (const neighbour of [detail.prev, detail.next]) {
    if (neighbour) {
      await expect(pager.getByRole('link', { name: neighbour.title })).toHaveAttribute(
        'href',
        `/newsCenter/newsCenterDetail?newsId=${neighbour.id}`,
      )
    }
  }
  await pager.getByRole('link', { name: '返回列表' }).click()
  await expect(page).toHaveURL('/newsCenter')
})

test('不存在或无效的新闻 id 显示 404 页面', async ({ page }) => {
  for (const query of ['newsId=99999999', 'newsId=abc', '']) {
    const response = await page.goto(`/newsCenter/newsCenterDetail?${query}`)
    expect(response?.status(), query).toBe(404)
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible()
  }
})
