// The OpenAPI document (/api/docs/json) is valid for independent tools: it passes
// swagger-parser's validation (schema and every $ref resolvable) and openapi-typescript
// generates types from it, as a client generator would.
import SwaggerParser from '@apidevtools/swagger-parser'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let document: Record<string, unknown>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
})
afterAll(() => t?.close())

/** Every `$ref` in the document, once each. */
function refsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, found))
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item)
      else refsOf(item, found)
    }
  }
  return found
}

describe('OpenAPI 文档', () => {
  it('每个 $ref 都指向文档中的组件', () => {
    const schemas = (document.components as { schemas?: Record<string, unknown> }).schemas ?? {}
    const dangling = [...refsOf(document)].filter(
      (ref) => !ref.startsWith('#/components/schemas/') || !(ref.slice('#/components/schemas/'.length) in schemas),
    )
    expect(dangling).toEqual([])
  })

  it('通过 swagger-parser 的校验', async () => {
    // validate() dereferences the object it is given: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined()
  })

  it('下载文件的接口以文件的类型描述成功的响应，而不是 JSON', () => {
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>
    const success = (path: string, method: string) => paths[path]?.[method]?.responses['200']
    const file = (...types: string[]) => ({
      description: '文件（附件下载）',
      content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    })
    expect(success('/api/v1/order/sheet', 'get')).toEqual(file('application/pdf'))
    expect(success('/api/v1/user/exportMyData', 'post')).toEqual(file('application/zip'))
    expect(success('/api/v1/admin/orders/export.csv', 'get')).toEqual(file('text/csv'))
    expect(success('/api/v1/amplicon/importTemplate', 'get')).toEqual(
      file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'),
    )
    expect(success('/api/v1/uploads/{year}/{month}/{name}', 'get')).toEqual(file('application/octet-stream'))
  })

  it('openapi-typescript 能生成类型，递归的栏目树也在其中', async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never))
    expect(types).toContain('"/api/v1/category/allcate"')
    expect(types).toContain('"/api/v1/admin/categories"')
    expect(types).toMatch(/CategoryNode: \{/)
  })
})
