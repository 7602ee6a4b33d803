// What search engines fetch: robots.txt, the sitemap, and the pages it lists rendered on the
// server (the reason the public site is rendered there), their canonical links and
// structured data, and the favicon.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { serverHtml } from './page-helpers.ts'

test('网站地图中的网址返回 200 与服务端渲染的 HTML（质粒页抽查）', async ({ request }) => {
  test.setTimeout(180_000)
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1]
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/)

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'))
    return url.pathname + url.search
  })
  expect(paths.length).toBeGreaterThan(600)

  const failures: string[] = []
  const visited = pagesToRender(paths)
  for (let start = 0; start < visited.length; start += 8) {
    await Promise.all(
      visited.slice(start, start + 8).map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 })
        const html = response.status() === 200 ? await response.text() : ''
        const rendered = html.includes('<h1') && response.headers()['content-type']?.startsWith('text/html')
        if (!rendered) failures.push(`${path}: ${response.status()}`)
      }),
    )
  }
  expect(failures).toEqual([])
})

/**
 * Every listed page except most plasmid pages: those are hundreds of pages of one template,
 * each made by the catalogue's generator (whose records its own tests check), so every tenth
 * of them, the first and the last stand for the rest.
 */
function pagesToRender(paths: string[]): string[] {
  const plasmids = paths.filter((path) => path.startsWith('/plasmidPlatformDetail?'))
  const sampled = new Set(plasmids.filter((_, index) => index % 10 === 0 || index === plasmids.length - 1))
  expect(plasmids.length).toBeGreaterThan(500)
  return paths.filter((path) => !path.startsWith('/plasmidPlatformDetail?') || sampled.has(path))
}

test('/favicon.ico 是图标文件', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  const bytes = await response.body()
  // ICO header: reserved 0, type 1 (icon), then the number of images.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)
})

/** The page's server HTML: its canonical link and its JSON-LD blocks. */
async function headOf(request: APIRequestContext, path: string) {
  const html = await serverHtml(request, path)
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
  const structured = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
  return { canonical, structured }
}

test('公开页面带规范地址：公开域名加选择内容的参数，去掉跟踪参数', async ({ request }) => {
  const home = await headOf(request, '/')
  const origin = new URL(home.canonical!).origin
  expect(home.canonical).toBe(`${origin}/`)
  expect((await headOf(request, '/plasmidPlatformDetail?listId=1&utm_source=wechat')).canonical).toBe(
    `${origin}/plasmidPlatformDetail?listId=1`,
  )
  expect((await headOf(request, '/newsCenter?page=1')).canonical).toBe(`${origin}/newsCenter`)
})

test('结构化数据：首页为机构，质粒为带价格的产品，新闻为新闻文章', async ({ request }) => {
  const [organization] = (await headOf(request, '/')).structured
  expect(organization).toMatchObject({ '@type': 'Organization', name: expect.any(String) })

  const plasmid = await headOf(request, '/plasmidPlatformDetail?listId=1')
  expect(plasmid.structured).toEqual([
    expect.objectContaining({
      '@type': 'Product',
      name: 'pUC19',
      url: plasmid.canonical,
      offers: expect.objectContaining({
        '@type': 'Offer',
        priceCurrency: 'CNY',
        price: expect.stringMatching(/^\d+\.\d{2}$/),
      }),
    }),
  ])

  const news = await headOf(request, '/newsCenter/newsCenterDetail?newsId=1')
  expect(news.structured).toEqual([
    expect.objectContaining({
      '@type': 'NewsArticle',
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      mainEntityOfPage: news.canonical,
    }),
  ])
})
