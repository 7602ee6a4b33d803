import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PNG, upload } from '#tests/factories/orders.ts'
import { loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let owner: { id: number; token: string }
let other: { id: number; token: string }
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  owner = await loggedInCustomer(t.app)
  other = await loggedInCustomer(t.app)
})
afterAll(() => t.close())

const download = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })

describe('uploads/index', () => {
  it('保存图片并返回 data[0].url，上传者可以下载回来', async () => {
    const response = await upload(t.app, owner.token, '细胞证明.png', PNG)
    expect(response.statusCode).toBe(200)
    const [file] = response.json().data
    expect(file).toMatchObject({ name: '细胞证明.png', size: PNG.length })
    expect(file.url).toMatch(/^\/api\/v1\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    const stored = await t.app.db
      .selectFrom('uploadedFile')
      .select(['memberId', 'originalName', 'mimeType', 'size'])
      .where('storedName', '=', file.url.replace('/api/v1/uploads/', ''))
      .executeTakeFirst()
    expect(stored).toEqual({
      memberId: owner.id,
      originalName: '细胞证明.png',
      mimeType: 'image/png',
      size: PNG.length,
    })

    const got = await download(file.url, owner.token)
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('image/png')
    expect(got.headers['content-disposition']).toBe('inline')
    expect(got.headers['x-content-type-options']).toBe('nosniff')
    expect(got.rawPayload.equals(PNG)).toBe(true)
  })

  it('别的客户和未登录的访问者下载时文件不存在（404）', async () => {
    const { url } = (await upload(t.app, owner.token, 'proof.png', PNG)).json().data[0]
    for (const token of [other.token, undefined, 'not-a-session']) {
      const response = await download(url, token)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 404, message: '文件不存在' })
    }
  })

  it('未登录不能上传（401），也不保存任何文件', async () => {
    const before = await t.app.db
      .selectFrom('uploadedFile')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    const response = await upload(t.app, undefined, 'proof.png', PNG)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 401, message: '请先登录' })
    const after = await t.app.db
      .selectFrom('uploadedFile')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('PDF 与 Word 文件只作为附件下载，类型取自检查过的格式', async () => {
    const pdf = Buffer.from('%PDF-1.7\n/JavaScript (app.alert(1))\n')
    const response = await upload(t.app, owner.token, '证明.pdf', pdf)
    expect(response.statusCode).toBe(200)
    const got = await download(response.json().data[0].url, owner.token)
    expect(got.headers['content-type']).toBe('application/pdf')
    expect(got.headers['content-disposition']).toBe('attachment')
    expect(got.headers['x-content-type-options']).toBe('nosniff')
  })

  it('拒绝不允许的格式与伪装的文件', async () => {
    for (const [name, content] of [
      ['run.exe', PNG],
      ['fake.pdf', PNG],
    ] as const) {
      const response = await upload(t.app, owner.token, name, content)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 201, message: '只能上传图片、PDF 或 Word 文件' })
    }
  })

  it('不存在或不合法的文件路径返回 404', async () => {
    for (const url of [
      '/api/v1/uploads/2026/11/00000000-0000-0000-0000-000000000000.png',
      '/api/v1/uploads/2026/11/..%2F..%2Fapp.db',
    ]) {
      expect((await download(url, owner.token)).statusCode).toBe(404)
    }
  })
})
