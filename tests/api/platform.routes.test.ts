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

  it('参数校验失败返回 201 与每个字段的错误', async () => {
    const { status, body } = await post(t.app, '/api/v1/dsm/indexad?id=abc')
    expect(status).toBe(400)
    expect(body.code).toBe(201)
    expect(body.message).toBeTruthy()
    expect(body).toMatchObject({ error: 'VALIDATION_FAILED', fieldErrors: { id: body.message } })
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
