import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

function multipart(fileName: string, content: Buffer) {
  const boundary = '----portal-test-boundary'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const upload = (fileName: string, content: Buffer, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/uploads/index', remoteAddress: ip, ...multipart(fileName, content) })

describe('uploads/index', () => {
  it('保存图片并返回 data[0].url，可以下载回来', async () => {
    const response = await upload('细胞证明.png', PNG, '10.5.0.1')
    expect(response.statusCode).toBe(200)
    const [file] = response.json().data
    expect(file).toMatchObject({ name: '细胞证明.png', size: PNG.length })
    expect(file.url).toMatch(/^\/api\/v1\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    const download = await t.app.inject({ method: 'GET', url: file.url })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('image/png')
    expect(download.headers['content-disposition']).toBe('inline')
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.rawPayload.equals(PNG)).toBe(true)
  })

  it('PDF 与 Word 文件只作为附件下载，类型取自检查过的格式', async () => {
    const pdf = Buffer.from('%PDF-1.7\n/JavaScript (app.alert(1))\n')
    const response = await upload('证明.pdf', pdf, '10.5.0.3')
    expect(response.statusCode).toBe(200)
    const download = await t.app.inject({ method: 'GET', url: response.json().data[0].url })
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe('attachment')
    expect(download.headers['x-content-type-options']).toBe('nosniff')
  })

  it('拒绝不允许的格式与伪装的文件', async () => {
    for (const [name, content] of [
      ['run.exe', PNG],
      ['fake.pdf', PNG],
    ] as const) {
      const response = await upload(name, content, '10.5.0.2')
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 201, message: '只能上传图片、PDF 或 Word 文件' })
    }
  })

  it('不存在或不合法的文件路径返回 404', async () => {
    for (const url of [
      '/api/v1/uploads/2026/11/00000000-0000-0000-0000-000000000000.png',
      '/api/v1/uploads/2026/11/..%2F..%2Fapp.db',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })
})
