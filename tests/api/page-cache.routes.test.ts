// The page cache (ADR 014): public pages rendered for anonymous visitors are kept and served
// again byte for byte, per path, query and language, with a CSP that allows exactly their
// inline scripts; personal answers are never kept nor shared; every admin write to public
// content shows on the next request, on every instance sharing Redis.
import { randomBytes, randomInt } from 'node:crypto'
import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDatabase } from '#server/db/seed.ts'
import { HSTS } from '#server/plugins/security.ts'
import { staffToken } from '#tests/setup/admin-helpers.ts'
import { ADMIN_WRITES } from '#tests/setup/admin-writes.ts'
import { cspSources, inlineScriptSources } from '#tests/setup/csp.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { type WebBuild, loadWebBuild } from '#tests/setup/web-build.ts'

let web: WebBuild
let t: TestApp
let token: string

const withPages = (build: ServerBuild) => ({ ssr: { mode: 'production' as const, getBuild: async () => build } })
const pagesApp = (options: Parameters<typeof createTestApp>[0] = {}) =>
  createTestApp({ demoAccounts: true, web: withPages(web.build), ...options })

const get = (app: FastifyInstance, url: string, options: Omit<InjectOptions, 'url'> = {}) =>
  app.inject({ method: 'GET', url, ...options })
const marker = () => String(randomInt(10_000_000, 100_000_000))

const directives = (csp: string) =>
  new Map(csp.split(';').map((directive) => [directive.trim().split(/\s+/)[0], directive.trim()] as const))

beforeAll(async () => {
  web = await loadWebBuild()
  t = await pagesApp()
  token = await staffToken(t.app, 'admin')
}, 120_000)

afterAll(async () => {
  await t?.close()
  await web?.close()
})

describe('公开页面缓存', () => {
  it('匿名访客第二次请求命中缓存，内容逐字节相同，压缩版本解压后也相同', async () => {
    const first = await get(t.app, '/aboutUs')
    const second = await get(t.app, '/aboutUs')
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-cache']).toBe('miss')
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(second.body).toBe(first.body)
    expect(first.body).toContain('</html>')

    const br = await get(t.app, '/aboutUs', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers).toMatchObject({ 'x-cache': 'hit', 'content-encoding': 'br', vary: 'accept-encoding' })
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body)
    const gzip = await get(t.app, '/aboutUs', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body)
  })

  it('语言与查询参数各有各的缓存', async () => {
    expect((await get(t.app, '/newsCenter?page=1')).headers['x-cache']).toBe('miss')
    const english = await get(t.app, '/newsCenter?page=1', { headers: { cookie: 'lang=en' } })
    expect(english.headers['x-cache']).toBe('miss')
    expect(english.body).toContain('<html lang="en"')
    const chinese = await get(t.app, '/newsCenter?page=1')
    expect(chinese.headers['x-cache']).toBe('hit')
    expect(chinese.body).toContain('<html lang="zh-CN"')
    expect((await get(t.app, '/newsCenter?page=1', { headers: { cookie: 'lang=en' } })).body).toBe(english.body)
    expect((await get(t.app, '/newsCenter?page=2')).headers['x-cache']).toBe('miss')
    expect((await get(t.app, '/newsCenter?page=1&utm_source=x')).headers['x-cache']).toBe('miss')
  })

  it('带凭据或其他 Cookie 的访客既不读也不写缓存', async () => {
    const credentials = [{ authorization: 'Bearer abc' }, { cookie: 'lang=zh; session=abc' }]
    for (const headers of credentials) {
      const page = await get(t.app, '/privacyPolicy', { headers })
      expect(page.statusCode).toBe(200)
      expect(page.headers['x-cache']).toBeUndefined()
    }
    // Nothing was kept for the anonymous visitor from those answers.
    expect((await get(t.app, '/privacyPolicy')).headers['x-cache']).toBe('miss')
    expect((await get(t.app, '/privacyPolicy')).headers['x-cache']).toBe('hit')
    for (const headers of credentials) {
      const page = await get(t.app, '/privacyPolicy', { headers })
      expect(page.headers['x-cache']).toBeUndefined()
      // Rendered for this request: its own nonce, not the cached page's hashes.
      expect(page.headers['content-security-policy']).toContain(`'nonce-`)
    }
  })

  it('因访客而异的页面（登录、搜索结果、账户、CRISPR 工具）从不缓存', async () => {
    for (const url of ['/login', '/searchResult?keyword=Cas9', '/account', '/crispr']) {
      for (let round = 0; round < 2; round += 1) {
        const page = await get(t.app, url)
        expect(page.statusCode, url).toBe(200)
        expect(page.headers['x-cache'], url).toBeUndefined()
      }
    }
  })

  it('不存在的页面（404）不缓存', async () => {
    const missing = await get(t.app, '/newsCenter/newsCenterDetail?id=99999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-cache']).toBeUndefined()
  })

  it('命中缓存的页面，CSP 恰好允许页面中的内联脚本（哈希），不含 nonce 和 unsafe-inline', async () => {
    await get(t.app, '/plasmidPlatform/plasmidPlatformList')
    const hit = await get(t.app, '/plasmidPlatform/plasmidPlatformList')
    expect(hit.headers['x-cache']).toBe('hit')
    const csp = String(hit.headers['content-security-policy'])
    const scriptSrc = cspSources(csp, 'script-src')
    const expected = inlineScriptSources(hit.body)
    expect(expected.length).toBeGreaterThan(2)
    expect(scriptSrc[0]).toBe("'self'")
    expect(scriptSrc.slice(1).sort()).toEqual(expected)
    expect(csp).not.toContain('nonce-')
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    // Every other directive is the one uncached pages get.
    const uncached = directives(String((await get(t.app, '/login')).headers['content-security-policy']))
    const cached = directives(csp)
    cached.delete('script-src')
    uncached.delete('script-src')
    expect(cached).toEqual(uncached)
  })

  it('命中缓存的页面带着与首次渲染相同的安全头，并像其他请求一样写一行访问日志', async () => {
    const lines: string[] = []
    const logged = await pagesApp({
      env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' },
      logStream: { write: (line) => lines.push(line) },
    })
    try {
      const miss = await get(logged.app, '/aboutUs?from=log')
      const hit = await get(logged.app, '/aboutUs?from=log', { headers: { 'x-request-id': 'access-log-hit' } })
      expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit'])
      const security = [
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
        'permissions-policy',
      ]
      for (const name of security) {
        if (miss.headers[name] !== undefined) expect(hit.headers[name], name).toBe(miss.headers[name])
      }
      expect(security.filter((name) => hit.headers[name] !== undefined).length).toBeGreaterThanOrEqual(8)
      expect(String(hit.headers['content-security-policy'])).toContain("frame-ancestors 'none'")

      // The page's own requests (rendering reads the API in-process) have lines of their own.
      const access = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg === 'request' && entry.url.startsWith('/aboutUs'))
      expect(access).toHaveLength(2)
      expect(access[1]).toMatchObject({
        level: 30,
        reqId: 'access-log-hit',
        method: 'GET',
        url: '/aboutUs?from=log',
        status: 200,
        bytes: Buffer.byteLength(hit.body),
        ip: '127.0.0.1',
      })
      expect(access[1].ms).toBeGreaterThanOrEqual(0)
      // One line per request: Fastify's own two lines are off.
      expect(lines.some((line) => line.includes('incoming request'))).toBe(false)

      // HSTS only on a hit that came over TLS (here through the trusted proxy).
      expect(hit.headers['strict-transport-security']).toBeUndefined()
      const overTls = await get(logged.app, '/aboutUs?from=log', { headers: { 'x-forwarded-proto': 'https' } })
      expect(overTls.headers['x-cache']).toBe('hit')
      expect(overTls.headers['strict-transport-security']).toBe(HSTS)
    } finally {
      await logged.close()
    }
  })

  it('网站内容的调用（栏目树、网站设置、首页的横幅、内容块与新闻）每个内容版本只读取一次，为已知访客渲染的页面共用，内容改动后下一次渲染即显示', async () => {
    const lines: string[] = []
    const logged = await pagesApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } })
    try {
      const apiReads = () =>
        lines
          .map((line) => JSON.parse(line))
          .filter((entry) => entry.msg === 'request' && entry.url.startsWith('/api/v1/'))
          .map((entry) => entry.url as string)
      // A visitor the server cannot tell is anonymous: each page is rendered for them.
      const visitor = { headers: { cookie: 'visitor=1' } }
      for (const url of ['/', '/', '/aboutUs', '/contactUs', '/login'])
        expect((await get(logged.app, url, visitor)).statusCode).toBe(200)
      const homeCalls = ['/api/v1/dsm/indexad', '/api/v1/article/guanyu', '/api/v1/article/tuijianfuwu']
      for (const url of [
        '/api/v1/category/allcate',
        '/api/v1/help/getWebseting',
        ...homeCalls,
        '/api/v1/news/getIndexNews',
      ])
        expect(
          apiReads().filter((read) => read === url),
          url,
        ).toHaveLength(1)

      const adminToken = await staffToken(logged.app, 'admin')
      const renamed = await ADMIN_WRITES.find(({ kind }) => kind === 'category')!.write(
        logged.app,
        adminToken,
        marker(),
      )
      const after = await get(logged.app, '/aboutUs', visitor)
      expect(after.body).toContain(renamed)
      expect(apiReads().filter((url) => url === '/api/v1/category/allcate')).toHaveLength(2)
      await get(logged.app, '/', visitor)
      for (const url of homeCalls)
        expect(
          apiReads().filter((read) => read === url),
          url,
        ).toHaveLength(2)
    } finally {
      await logged.close()
    }
  })

  it('HEAD 请求由缓存回答，只有头部', async () => {
    const page = await get(t.app, '/contactUs')
    const head = await t.app.inject({ method: 'HEAD', url: '/contactUs' })
    expect(head.statusCode).toBe(200)
    expect(head.headers['x-cache']).toBe('hit')
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(page.body)))
    expect(head.body).toBe('')
  })

  it('带请求体的 GET 照常渲染，不由缓存直接回答', async () => {
    await get(t.app, '/contactUs')
    expect((await get(t.app, '/contactUs')).headers['x-cache']).toBe('hit')
    const withBody = await get(t.app, '/contactUs', { payload: 'x=1', headers: { 'content-type': 'text/plain' } })
    expect(withBody.statusCode).toBe(200)
    expect(withBody.headers['x-cache']).toBeUndefined()
  })

  it('sitemap.xml 也被缓存，新增新闻后立即更新', async () => {
    const first = await get(t.app, '/sitemap.xml')
    expect(first.headers['x-cache']).toBe('miss')
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect((await get(t.app, '/sitemap.xml')).headers['x-cache']).toBe('hit')
    const news = ADMIN_WRITES.find(({ kind }) => kind === 'news')
    await news?.write(t.app, token, marker())
    const after = await get(t.app, '/sitemap.xml')
    expect(after.headers['x-cache']).toBe('miss')
    expect(after.body.split('<url>').length).toBe(first.body.split('<url>').length + 1)
  })

  it.each(ADMIN_WRITES.map((write) => [write.kind, write] as const))(
    '后台写入（%s）后，下一次请求重新渲染并显示改动',
    async (_kind, write) => {
      const url = await write.page(t.app, token)
      await get(t.app, url)
      expect((await get(t.app, url)).headers['x-cache']).toBe('hit')
      const text = await write.write(t.app, token, marker())
      const after = await get(t.app, url)
      expect(after.headers['x-cache']).toBe('miss')
      expect(after.body).toContain(text)
      // An empty src would have the browser fetch the page again (a banner saved without an image).
      expect(after.body).not.toMatch(/\ssrc=""/)
    },
  )

  it('写入后同时到达的请求共用一次渲染：一个 miss，其余命中同一页面', async () => {
    await get(t.app, '/aboutUs')
    await ADMIN_WRITES.find(({ kind }) => kind === 'settings')!.write(t.app, token, marker())
    const pages = await Promise.all(Array.from({ length: 6 }, () => get(t.app, '/aboutUs')))
    expect(pages.map((page) => page.headers['x-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss'])
    expect(new Set(pages.map((page) => page.body)).size).toBe(1)
  })

  it('同时到达的不可缓存请求各自渲染、正常回答', async () => {
    const pages = await Promise.all(Array.from({ length: 3 }, () => get(t.app, '/login')))
    for (const page of pages) {
      expect(page.statusCode).toBe(200)
      expect(page.headers['x-cache']).toBeUndefined()
    }
  })

  it('客户端导航的数据请求（.data）按页面的地址回答，从不缓存', async () => {
    for (let round = 0; round < 2; round += 1) {
      const school = await get(t.app, '/recruitment/school.data')
      expect(school.statusCode).toBe(200)
      expect(school.headers['x-cache']).toBeUndefined()
      expect(school.body).toContain('"routes/recruitment-school"')
    }
    // Past the last page: the redirect leads to the page, not to its data address.
    const pastLast = await get(t.app, '/newsCenter.data?page=999')
    expect(pastLast.body).toMatch(/"redirect","\/newsCenter\?page=\d+"/)
  })

  it('公开的质粒列表接口与页面一同缓存：同样的查询命中，其他查询、语言与登录的客户各自回答，目录改动后重新查询', async () => {
    const list = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/plasmid/list', payload, headers })
    const query = { page: 1, size: 5 }
    const first = await list(query)
    const again = await list(query)
    expect([first.statusCode, first.headers['x-cache'], again.headers['x-cache']]).toEqual([200, 'miss', 'hit'])
    expect(again.body).toBe(first.body)
    // Still the API's answer: its strict policy and security headers, not a page's.
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(again.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    expect(again.headers['x-content-type-options']).toBe('nosniff')
    const br = await list(query, { 'accept-encoding': 'br' })
    expect(br.headers).toMatchObject({ 'x-cache': 'hit', 'content-encoding': 'br' })
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body)

    expect((await list({ page: 2, size: 5 })).headers['x-cache']).toBe('miss')
    const english = await list(query, { 'accept-language': 'en' })
    expect(english.headers['x-cache']).toBe('miss')
    expect(english.json().message).not.toBe(first.json().message)
    const customer = await list(query, { authorization: 'Bearer abc' })
    expect(customer.statusCode).toBe(200)
    expect(customer.headers['x-cache']).toBeUndefined()

    const [shown] = first.json().data.data as { name: string }[]
    const byName = { ...query, name: shown!.name }
    expect((await list(byName)).headers['x-cache']).toBe('miss')
    expect((await list(byName)).headers['x-cache']).toBe('hit')
    const renamed = await ADMIN_WRITES.find(({ kind }) => kind === 'plasmid')!.write(t.app, token, marker())
    const after = await list({ ...query, name: renamed })
    expect(after.headers['x-cache']).toBe('miss')
    expect(after.json().data.total).toBe(1)
    expect((await list(byName)).headers['x-cache']).toBe('miss')
  })

  it('后台的读取不会清空缓存', async () => {
    await get(t.app, '/aboutUs')
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/news?page=1&size=1',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(read.statusCode).toBe(200)
    expect((await get(t.app, '/aboutUs')).headers['x-cache']).toBe('hit')
  })
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A request over a real connection, as a browser or a proxy in front sends it. */
function send(
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** Headers that differ from one answer of a page to the next. */
const PER_REQUEST = new Set([
  'date',
  'x-request-id',
  'x-cache',
  'strict-transport-security',
  'connection',
  'keep-alive',
])
const lasting = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)))

describe.each([
  ['内容版本在本进程', {}],
  ['内容版本在 Redis', { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }],
])('服务器在 Fastify 之前回答缓存的页面（%s）', (_where, redisEnv) => {
  it('命中由服务器直接写出：与经过 Fastify 的命中同样的头和内容，请求编号、TLS 与客户地址按受信代理读取，写一行访问日志', async () => {
    const lines: string[] = []
    /** Requests for the page that reached Fastify's hooks. */
    const seen: string[] = []
    const served = await pagesApp({
      env: { LOG_LEVEL: 'info', TRUST_PROXY: '1', PAGE_CACHE_NAMESPACE: `test:first:${marker()}:`, ...redisEnv },
      logStream: { write: (line) => lines.push(line) },
      beforeWeb: async (app) => {
        app.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/aboutUs')) seen.push(request.method)
        })
      },
    })
    try {
      await served.app.listen({ host: '127.0.0.1', port: 0 })
      const { port } = served.app.server.address() as AddressInfo
      const url = '/aboutUs?from=first'
      const miss = await send(port, url)
      expect([miss.status, miss.headers['x-cache'], seen.length]).toEqual([200, 'miss', 1])

      const proxied = { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'first-answer-1' }
      const hit = await send(port, url, { headers: proxied })
      expect([hit.status, hit.headers['x-cache'], hit.headers['x-request-id']]).toEqual([200, 'hit', 'first-answer-1'])
      expect(seen).toHaveLength(1)
      expect(hit.body.equals(miss.body)).toBe(true)
      // The same answer as a hit through Fastify's route, header for header.
      const routed = await served.app.inject({ method: 'GET', url })
      expect(routed.headers['x-cache']).toBe('hit')
      expect(seen).toHaveLength(2)
      expect(lasting(hit.headers)).toEqual(lasting(routed.headers as IncomingHttpHeaders))
      expect(String(hit.headers['content-security-policy'])).toMatch(/script-src [^;]*'sha256-/)
      expect(hit.headers['strict-transport-security']).toBeUndefined()

      const brotli = await send(port, url, { headers: { 'accept-encoding': 'gzip, br' } })
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(brotli.body).equals(miss.body)).toBe(true)

      const overTls = await send(port, url, { headers: { 'x-forwarded-proto': 'https' } })
      expect([overTls.headers['x-cache'], overTls.headers['strict-transport-security']]).toEqual(['hit', HSTS])

      const head = await send(port, url, { method: 'HEAD' })
      expect([head.headers['x-cache'], head.headers['content-length'], head.body.length]).toEqual([
        'hit',
        String(miss.body.length),
        0,
      ])
      expect(seen).toHaveLength(2)

      const access = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg === 'request' && entry.url === url)
      expect(access.find((entry) => entry.reqId === 'first-answer-1')).toMatchObject({
        level: 30,
        method: 'GET',
        status: 200,
        bytes: miss.body.length,
        ip: '203.0.113.9',
      })
      expect(access.filter((entry) => entry.method === 'HEAD')).toHaveLength(1)
      // Every request has its line: the miss, the four hits here and the one through the route.
      expect(access).toHaveLength(6)

      // Left to Fastify: a visitor who may be known, and a GET that carries a body.
      const known = await send(port, url, { headers: { cookie: 'visitor=1' } })
      expect([known.status, known.headers['x-cache']]).toEqual([200, undefined])
      const withBody = await send(port, url, {
        body: 'x=1',
        headers: { 'content-type': 'text/plain', 'content-length': '3' },
      })
      expect([withBody.status, withBody.headers['x-cache']]).toEqual([200, undefined])
      expect(seen).toHaveLength(4)
    } finally {
      await served.close()
    }
  })
})

describe('缓存的开关与容量', () => {
  it('PAGE_CACHE_MB=0 关闭缓存', async () => {
    const off = await pagesApp({ env: { PAGE_CACHE_MB: '0' } })
    try {
      for (let round = 0; round < 2; round += 1) {
        const page = await get(off.app, '/')
        expect(page.statusCode).toBe(200)
        expect(page.headers['x-cache']).toBeUndefined()
      }
    } finally {
      await off.close()
    }
  })

  it('超出容量的页面不保留', async () => {
    const tiny = await pagesApp({ env: { PAGE_CACHE_MB: '0.001' } })
    try {
      expect((await get(tiny.app, '/')).headers['x-cache']).toBe('miss')
      expect((await get(tiny.app, '/')).headers['x-cache']).toBe('miss')
    } finally {
      await tiny.close()
    }
  })

  it('设置了 Cookie 的页面不缓存，Cookie 照常发出', async () => {
    const entry = web.build.entry.module
    const settingCookie: ServerBuild = {
      ...web.build,
      entry: {
        module: {
          ...entry,
          default: (request, status, headers, ...rest) => {
            headers.append('set-cookie', 'seen=1; Path=/')
            return entry.default(request, status, headers, ...rest)
          },
        },
      },
    }
    const app = await createTestApp({ web: withPages(settingCookie) })
    try {
      for (let round = 0; round < 2; round += 1) {
        const page = await get(app.app, '/aboutUs')
        expect(page.statusCode).toBe(200)
        expect(page.headers['set-cookie']).toEqual(['seen=1; Path=/'])
        expect(page.headers['x-cache']).toBeUndefined()
      }
    } finally {
      await app.close()
    }
  })
})

describe('多实例共享 Redis', () => {
  it('实例 A 的后台写入让实例 B 的缓存页面失效', async () => {
    const shared = await createTestDatabase()
    await seedDatabase(shared.database.db, { demoAccounts: true, plasmids: {} })
    const env = {
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      PAGE_CACHE_NAMESPACE: `test:page-cache:${randomBytes(6).toString('hex')}:`,
    }
    const a = await pagesApp({ env, database: shared.connectAgain() })
    const b = await pagesApp({ env, database: shared.connectAgain() })
    try {
      const settings = ADMIN_WRITES.find(({ kind }) => kind === 'settings')
      for (const app of [a.app, b.app]) {
        await get(app, '/')
        expect((await get(app, '/')).headers['x-cache']).toBe('hit')
      }
      const tel = await settings!.write(a.app, await staffToken(a.app, 'admin'), marker())
      for (const app of [b.app, a.app]) {
        const page = await get(app, '/')
        expect(page.headers['x-cache']).toBe('miss')
        expect(page.body).toContain(tel)
      }
      expect((await get(b.app, '/')).headers['x-cache']).toBe('hit')
    } finally {
      await b.close()
      await a.close()
      await shared.drop()
    }
  })

  it('Redis 不可用时页面照常渲染，不经缓存；后台写入照常成功', async () => {
    const down = await pagesApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })
    try {
      for (let round = 0; round < 2; round += 1) {
        const page = await get(down.app, '/')
        expect(page.statusCode).toBe(200)
        expect(page.headers['x-cache']).toBeUndefined()
      }
      const settings = ADMIN_WRITES.find(({ kind }) => kind === 'settings')
      const tel = await settings!.write(down.app, await staffToken(down.app, 'admin'), marker())
      expect((await get(down.app, '/')).body).toContain(tel)
    } finally {
      await down.close()
    }
  })
})
