// The API's shared behaviour: envelope, unknown paths, parameter styles, validation,
// probes, OpenAPI, security headers and request ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('API envelope', () => {
  it('未知接口返回 404 信封', async () => {
    const { status, body } = await post(t.app, '/api/v1/nothing/here')
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 404, message: '接口不存在', data: null, error: 'NOT_FOUND' })
  })

  it('GET 未知接口也返回信封', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 404 })
  })

  it.each(['/api/v1', '/api/v1/'])('接口前缀本身 %s 也返回 404 信封', async (url) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.json()).toMatchObject({ code: 404, message: '接口不存在', data: null, error: 'NOT_FOUND' })
    }
  })

  it('路径不是合法的 UTF-8：400 信封，不带框架的错误代码', async () => {
    const url = '/api/v1/jobs/%ED%A0%80'
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 201,
      message: '请求地址无效',
      data: null,
      error: 'VALIDATION_FAILED',
      requestId: expect.any(String),
    })
  })

  it('参数校验失败返回 201 与每个字段的错误', async () => {
    const { status, body } = await post(t.app, '/api/v1/dsm/indexad?id=abc')
    expect(status).toBe(400)
    expect(body.code).toBe(201)
    expect(body.message).toBeTruthy()
    expect(body).toMatchObject({ error: 'VALIDATION_FAILED', fieldErrors: { id: body.message } })
  })

  it('已有接口用了不支持的方法：405，Allow 列出支持的方法', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'TRACE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/category/allcate' })
      expect(response.statusCode, method).toBe(405)
      expect(response.headers.allow, method).toBe('POST')
      expect(response.json(), method).toMatchObject({
        code: 405,
        error: 'METHOD_NOT_ALLOWED',
        message: '不支持该请求方法',
      })
    }
    const unknown = await t.app.inject({ method: 'TRACE', url: '/api/v1/nothing/here' })
    expect(unknown.statusCode).toBe(404)
  })

  it('参数中含 NUL 字符：400 与明确提示，而不是 500', async () => {
    const inBody = await post(t.app, '/api/v1/article/show', { id: 1, note: 'a\u0000b' })
    expect(inBody.status).toBe(400)
    expect(inBody.body).toMatchObject({ code: 201, message: '提交的内容包含无效字符', error: 'VALIDATION_FAILED' })
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/v1/article/search?keywords=a%00b' })
    expect(inQuery.statusCode).toBe(400)
    expect(inQuery.json()).toMatchObject({ message: '提交的内容包含无效字符' })
  })

  it('超出范围的页码：400 与提示，而不是 500', async () => {
    for (const page of ['99999999999999999999', '10001', '1.5', '-1']) {
      const { status, body } = await post(t.app, '/api/v1/news/index', { page, size: 5 })
      expect(status, page).toBe(400)
      expect(body.message, page).toBe('页码无效')
    }
    expect((await post(t.app, '/api/v1/news/index', { page: 10000, size: 5 })).body.data.data).toEqual([])
  })

  it('接受查询串、JSON 与表单三种参数形式', async () => {
    const asQuery = await post(t.app, '/api/v1/dsm/indexad?id=1')
    const asJson = await post(t.app, '/api/v1/dsm/indexad', { id: 1 })
    const asForm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dsm/indexad',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=1',
    })
    expect(asQuery.body.code).toBe(200)
    expect(asJson.body.data).toEqual(asQuery.body.data)
    expect(asForm.json().data).toEqual(asQuery.body.data)
  })

  it('格式错误的 JSON 返回 400 信封而不是 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dsm/indexad',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 201, error: 'VALIDATION_FAILED' })
  })

  it('每个响应带 request id，并沿用合法的传入 id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/allcate',
      headers: { 'x-request-id': 'trace-12345678' },
    })
    expect(response.headers['x-request-id']).toBe('trace-12345678')
    const fresh = await t.app.inject({ method: 'POST', url: '/api/v1/category/allcate' })
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('设置安全响应头与 CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'")
  })

  it('每个响应都带 Permissions-Policy，关闭站点用不到的浏览器能力', async () => {
    for (const url of ['/healthz', '/api/v1/category/allcate']) {
      const response = await t.app.inject({ method: url === '/healthz' ? 'GET' : 'POST', url })
      const policy = String(response.headers['permissions-policy'])
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect(policy, url).toContain(feature)
      }
    }
  })

  it('HSTS 只发给经 TLS 到达的请求：不信任代理时，X-Forwarded-Proto 不算数', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/api/v1/category/allcate' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/allcate',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(claimed.headers['strict-transport-security']).toBeUndefined()

    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } })
    try {
      for (const url of ['/healthz', '/api/v1/category/allcate']) {
        const method = url === '/healthz' ? 'GET' : 'POST'
        const overTls = await proxied.app.inject({ method, url, headers: { 'x-forwarded-proto': 'https' } })
        expect(overTls.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains')
        const overHttp = await proxied.app.inject({ method, url, headers: { 'x-forwarded-proto': 'http' } })
        expect(overHttp.headers['strict-transport-security'], url).toBeUndefined()
      }
    } finally {
      await proxied.close()
    }
  })

  it('不允许任何页面嵌入本站：frame-ancestors none 与 X-Frame-Options DENY，不发送 Referer', async () => {
    for (const url of ['/healthz', '/api/v1/category/allcate']) {
      const response = await t.app.inject({ method: url === '/healthz' ? 'GET' : 'POST', url })
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'")
      expect(response.headers['x-frame-options'], url).toBe('DENY')
      expect(response.headers['referrer-policy'], url).toBe('no-referrer')
    }
  })

  it('JSON 接口使用不含 nonce 的严格 CSP', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/category/allcate' })
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('probes and docs', () => {
  it('/healthz 与 /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok' })
  })

  it('OpenAPI 文档列出接口，/api/docs 可浏览', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths['/api/v1/category/allcate']).toBeDefined()
    expect(doc.paths['/api/v1/dsm/indexad'].post.requestBody).toBeDefined()
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.body).toContain('swagger')
  })
})
