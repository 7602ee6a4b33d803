import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

const ORIGIN = 'https://www.langene.example'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true, env: { PUBLIC_URL: `${ORIGIN}/` } })
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))

describe('/robots.txt', () => {
  it('纯文本，禁止抓取客户中心与接口，指向本站的网站地图', async () => {
    const response = await get('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toContain('Disallow: /account')
    expect(response.body).toContain('Disallow: /api/')
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})

describe('/sitemap.xml', () => {
  it('列出数据库中的每条新闻、招聘、产品与质粒，带修改日期，不含客户页面', async () => {
    const response = await get('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    const urls = locs(response.body)
    expect(urls.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true)
    expect(new Set(urls).size).toBe(urls.length)

    const [news, jobs, plasmids] = await Promise.all([
      t.app.db.selectFrom('news').select('id').execute(),
      t.app.db.selectFrom('job').select('id').execute(),
      t.app.db.selectFrom('plasmid').select('id').execute(),
    ])
    expect(plasmids.length).toBeGreaterThan(100)
    for (const { id } of news) expect(urls).toContain(`${ORIGIN}/newsCenter/newsCenterDetail?newsId=${id}`)
    for (const { id } of jobs) expect(urls).toContain(`${ORIGIN}/talentRecruitmentDetail?key=${id}`)
    expect(urls.filter((url) => url.includes('/plasmidPlatformDetail?listId='))).toHaveLength(plasmids.length)
    expect(urls).toContain(`${ORIGIN}/`)
    expect(urls.some((url) => url.includes('/productDetail?id='))).toBe(true)
    expect(urls.some((url) => url.includes('/dynamicDetail?id='))).toBe(true)
    expect(urls.filter((url) => /\/(account|order|login|admin|api)/.test(url))).toEqual([])
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  it('后台发布新闻后，下一次请求的地图就包含它（地图被缓存，写入使其失效）', async () => {
    await get('/sitemap.xml')
    expect((await get('/sitemap.xml')).headers['x-cache']).toBe('hit')
    const token = await staffToken(t.app, 'editor')
    const [latest] = (await adminCall(t.app, token, 'GET', '/api/v1/admin/news?page=1&size=1')).body.data.data
    const created = await adminCall(t.app, token, 'POST', '/api/v1/admin/news', {
      tid: latest.tid,
      title: '新发布的新闻',
      body: '<p>正文</p>',
      litpic: '',
    })
    const response = await get('/sitemap.xml')
    expect(response.headers['x-cache']).toBe('miss')
    expect(locs(response.body)).toContain(`${ORIGIN}/newsCenter/newsCenterDetail?newsId=${created.body.data.id}`)
  })

  it('网址少于五万条时没有分文件', async () => {
    for (const url of ['/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-x.xml']) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
  })
})
