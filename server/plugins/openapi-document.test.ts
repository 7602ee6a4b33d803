// The OpenAPI document (/api/docs/json) is valid for independent tools: it passes
// swagger-parser's validation (schema and every $ref resolvable) and openapi-typescript
// generates types from it, as a client generator would.
import SwaggerParser from '@apidevtools/swagger-parser'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maskUrl } from '#server/lib/logger.ts'
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

  it('路径中带链接密钥（{token}）的接口：访问日志不记下密钥', () => {
    const withToken = Object.keys(document.paths as object).filter((path) => path.includes('{token}'))
    expect(withToken.length).toBeGreaterThanOrEqual(2)
    for (const path of withToken) {
      expect(maskUrl(path.replace('{token}', 'SecretOfTheLink')), path).not.toContain('SecretOfTheLink')
    }
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

  it('接收文件的接口以 multipart/form-data 描述请求体：二进制的 file 与各自规则的文字字段', () => {
    type Form = { properties: Record<string, Record<string, unknown>>; required: string[] }
    const paths = document.paths as Record<
      string,
      Record<string, { requestBody?: { required?: boolean; content: Record<string, { schema: Form }> } }>
    >
    const formOf = (path: string) => {
      const body = paths[path]?.post?.requestBody
      expect(body?.required, path).toBe(true)
      expect(Object.keys(body?.content ?? {}), path).toEqual(['multipart/form-data'])
      return body!.content['multipart/form-data']!.schema
    }
    const fields: Record<string, string[]> = {
      '/api/v1/amplicon/importYangben': ['oid', 'dryRun', 'file'],
      '/api/v1/guide/importYangben': ['oid', 'dryRun', 'file'],
      '/api/v1/admin/orders/{id}/deliverables': ['note', 'sampleId', 'file'],
      '/api/v1/admin/orders/{id}/messages/file': ['body', 'file'],
      '/api/v1/admin/fapiao-requests/{id}/pdf': ['file'],
      '/api/v1/uploads/index': ['file'],
      '/api/v1/admin/images': ['file'],
    }
    for (const [path, names] of Object.entries(fields)) {
      const form = formOf(path)
      expect(Object.keys(form.properties), path).toEqual(names)
      expect(form.required, path).toEqual(['file'])
      expect(form.properties.file, path).toMatchObject({ type: 'string', format: 'binary' })
    }
    const sampleImport = formOf('/api/v1/guide/importYangben').properties
    expect(sampleImport.oid).toMatchObject({ type: 'integer', minimum: 0, exclusiveMinimum: true })
    expect(sampleImport.dryRun).toMatchObject({ type: 'string', enum: ['0', '1'] })
    expect(sampleImport.file!.description).toBe('可接受 .xlsx、.csv；文件不能超过 2 MB')
    const deliverable = formOf('/api/v1/admin/orders/{id}/deliverables').properties
    expect(deliverable.note).toMatchObject({ type: 'string', maxLength: 500 })
    expect(deliverable.sampleId).toMatchObject({ type: 'integer', minimum: 0, exclusiveMinimum: true })
    expect(formOf('/api/v1/admin/fapiao-requests/{id}/pdf').properties.file!.description).toBe(
      '可接受 .pdf；文件不能超过 10 MB',
    )
  })

  it('openapi-typescript 能生成类型，递归的栏目树也在其中', async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never))
    expect(types).toContain('"/api/v1/category/allcate"')
    expect(types).toContain('"/api/v1/admin/categories"')
    expect(types).toMatch(/CategoryNode: \{/)
  })
})
