// What search engines fetch: robots.txt, the sitemap, and every page it lists rendered on the
// server (the reason the public site is rendered there), plus the favicon.
import { expect, test } from './fixtures.ts'

test('网站地图中的每个网址都返回 200 与服务端渲染的 HTML', async ({ request }) => {
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
  for (let start = 0; start < paths.length; start += 8) {
    await Promise.all(
      paths.slice(start, start + 8).map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 })
        const html = response.status() === 200 ? await response.text() : ''
        const rendered = html.includes('<h1') && response.headers()['content-type']?.startsWith('text/html')
        if (!rendered) failures.push(`${path}: ${response.status()}`)
      }),
    )
  }
  expect(failures).toEqual([])
})

test('/favicon.ico 是图标文件', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  const bytes = await response.body()
  // ICO header: reserved 0, type 1 (icon), then the number of images.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)
})
