// Staff upload content pictures: real images only, served back to everyone at the public
// images' path; customers and the operator role cannot upload.
import { describe, expect, it } from 'vitest'
import { PNG, multipart } from '#tests/factories/orders.ts'
import { loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { staffTestApp, staffToken } from '#tests/setup/admin-helpers.ts'

const staff = staffTestApp('editor')

function uploadImage(token: string | undefined, fileName: string, content: Buffer) {
  const { payload, headers } = multipart(fileName, content)
  return staff.app.inject({
    method: 'POST',
    url: '/api/v1/admin/images',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
}

const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1')

describe('POST /api/v1/admin/images', () => {
  it('保存真实的图片，返回公开地址，任何访问者都能读取，并记入操作日志', async () => {
    const response = await uploadImage(staff.token, '新闻配图.png', PNG)
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({ name: '新闻配图.png', size: PNG.length })
    expect(data.url).toMatch(/^\/images\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)

    const served = await staff.app.inject({ method: 'GET', url: data.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(PNG)).toBe(true)

    const audit = await staff.app.db
      .selectFrom('auditLog')
      .select(['action', 'staffEmail', 'summary'])
      .where('targetType', '=', 'images')
      .executeTakeFirstOrThrow()
    expect(audit).toEqual({ action: 'create', staffEmail: 'editor@example.com', summary: '上传图片「新闻配图.png」' })
  })

  it('接受 GIF；管理员也能上传', async () => {
    const admin = await staffToken(staff.app, 'admin')
    const response = await uploadImage(admin, 'anim.gif', GIF)
    expect(response.statusCode).toBe(200)
    const served = await staff.app.inject({ method: 'GET', url: response.json().data.url })
    expect(served.headers['content-type']).toBe('image/gif')
  })

  it('拒绝改名为 .png 的非图片文件、SVG 与 PDF', async () => {
    for (const [name, content] of [
      ['evil.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['doc.pdf', Buffer.from('%PDF-1.7\n')],
    ] as const) {
      const response = await uploadImage(staff.token, name, content)
      expect(response.statusCode, name).toBe(400)
      expect(response.json(), name).toMatchObject({
        code: 201,
        message: '只能上传 JPG、PNG、WebP 或 GIF 图片',
        fieldErrors: { file: '只能上传 JPG、PNG、WebP 或 GIF 图片' },
      })
    }
  })

  it('超过 5 MB 的图片被拒绝', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const response = await uploadImage(staff.token, 'big.png', big)
    expect(response.json()).toMatchObject({ code: 201, message: '图片不能超过 5 MB' })
  })

  it('没有文件时给出提示', async () => {
    const response = await staff.app.inject({
      method: 'POST',
      url: '/api/v1/admin/images',
      headers: { authorization: `Bearer ${staff.token}` },
      payload: {},
    })
    expect(response.json()).toMatchObject({ code: 201, message: '请选择要上传的文件' })
  })

  it('客户的令牌、未登录与运营角色都不能上传', async () => {
    const customer = await loggedInCustomer(staff.app)
    expect((await uploadImage(customer.token, 'a.png', PNG)).statusCode).toBe(401)
    expect((await uploadImage(undefined, 'a.png', PNG)).statusCode).toBe(401)
    const operator = await staffToken(staff.app, 'operator')
    expect((await uploadImage(operator, 'a.png', PNG)).statusCode).toBe(403)
  })

  it('不存在或不合规的图片地址回答 404', async () => {
    for (const url of [
      '/images/uploads/2026/11/00000000-0000-0000-0000-000000000000.png',
      '/images/uploads/2026/11/..%2F..%2Fapp.db',
      '/images/uploads/2026/11/00000000-0000-0000-0000-000000000000.svg',
    ]) {
      expect((await staff.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })
})
