// Redirect targets taken from a request, through the real app and its pages: the language
// switch answers a 302 back to our own path only, and the login pages drop a `redirect` they
// would not follow, whatever dot segments, encodings or backslashes it hides behind. Also the
// console's answer to an unknown /admin path: a 404 of its own, not the public site's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'
import { type WebBuild, loadWebBuild } from '#tests/setup/web-build.ts'

let web: WebBuild
let t: TestApp

beforeAll(async () => {
  web = await loadWebBuild()
  t = await createTestApp({ web: { ssr: { mode: 'production', getBuild: async () => web.build } } })
}, 120_000)

afterAll(async () => {
  await t?.close()
  await web?.close()
})

const get = (url: string) => t.app.inject({ method: 'GET', url })

/** Targets that leave the site once resolved, as they appear in a query string. */
const OFF_SITE = [
  '/..//evil.example/phish',
  '/a/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '%2F%2E%2E%2F%2Fevil.example',
  '%2F%252e%252e%2F%2Fevil.example',
  '/%2E./%2Fevil.example',
  '%2F%5Cevil.example',
  '/..%5C%5Cevil.example',
  '%2F%2Fevil.example',
  '%2F%09%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2Fa%0D%0AX-Y:%201',
  'https%3A%2F%2Fevil.example',
]

describe('语言切换 /lang/*', () => {
  it.each(OFF_SITE)('redirect=%s 回到首页，而不是别的站点', async (target) => {
    const response = await get(`/lang/en?redirect=${target}`)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/')
    expect(response.headers['x-y']).toBeUndefined()
  })

  it('站内路径解析后原样跳回，语言写入 Cookie', async () => {
    const own = await get('/lang/en?redirect=%2FaboutUs%3Fx%3D1')
    expect(own.headers.location).toBe('/aboutUs?x=1')
    expect(String(own.headers['set-cookie'])).toMatch(/^lang=en;/)
    expect((await get('/lang/zh?redirect=/news/../aboutUs')).headers.location).toBe('/aboutUs')
  })
})

describe('客户登录页 /login', () => {
  it.each(OFF_SITE)('redirect=%s 被丢弃：跳到不带它的登录页', async (target) => {
    const response = await get(`/login?redirect=${target}`)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/login')
  })

  it('浏览器内导航（.data 请求）同样丢弃，并回到登录页本身而不是 .data 地址', async () => {
    const response = await get('/login.data?redirect=%2F..%2F%2Fevil.example')
    // A client navigation's redirect comes back as data for the router to follow.
    expect(response.statusCode).toBe(202)
    expect(response.body).toContain('"/login"')
    expect(response.body).not.toContain('evil.example')
    expect(response.body).not.toContain('/login.data')
  })

  it('站内的 redirect 保留，页面照常显示', async () => {
    for (const target of ['crispr', '%2Forder%2Fdetail%3Fid%3D3', '/a/../order']) {
      expect((await get(`/login?redirect=${target}`)).statusCode, target).toBe(200)
    }
  })
})

describe('员工登录页 /admin/login', () => {
  it.each([...OFF_SITE, '/admin/..//evil.example', '/admin/%2e%2e/%2e%2e//evil.example', '/admin/../aboutUs'])(
    'redirect=%s 被丢弃：跳到不带它的登录页',
    async (target) => {
      const response = await get(`/admin/login?redirect=${target}`)
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe('/admin/login')
    },
  )

  it('控制台内的 redirect 保留，页面照常显示', async () => {
    expect((await get('/admin/login?redirect=%2Fadmin%2Forders')).statusCode).toBe(200)
  })
})

describe('管理后台的未知路径', () => {
  it.each(['/admin/no-such-page', '/admin/news/1/extra', '/admin/crispr-jobs/1/x'])(
    '%s 答 404，由控制台的页面显示（不是网站的 404 页）',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain('管理后台加载中')
      expect(response.body).toContain('页面不存在 - 管理后台')
    },
  )

  it('控制台自己的页面照常答 200', async () => {
    for (const url of ['/admin', '/admin/news', '/admin/crispr-jobs/1']) {
      expect((await get(url)).statusCode, url).toBe(200)
    }
  })
})
