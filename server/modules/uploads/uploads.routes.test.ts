import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_UPLOAD_BYTES, UPLOAD_SIZE_MESSAGE } from '#common/schemas/uploads.ts'
import { PNG, upload } from '#tests/factories/orders.ts'
import { loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'
import { countRows } from '#tests/setup/test-database.ts'
import { UPLOAD_NAME_MAX } from './received-file.ts'
import { UPLOADS_FOLDER } from './send-upload.ts'

let t: TestApp
let owner: { id: number; token: string }
let other: { id: number; token: string }
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  owner = await loggedInCustomer(t.app)
  other = await loggedInCustomer(t.app)
})
afterAll(() => t.close())

const uploadsRoot = path.join('data/test', UPLOADS_FOLDER)
/** How many files are below the uploads folder, so a test sees whether one was left behind. */
const storedUploads = () =>
  fs.existsSync(uploadsRoot)
    ? fs.readdirSync(uploadsRoot, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0

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
    const before = await countRows(t.app.db, 'uploadedFile')
    const response = await upload(t.app, undefined, 'proof.png', PNG)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 401, message: '请先登录' })
    expect(await countRows(t.app.db, 'uploadedFile')).toBe(before)
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

  it.each([1, 5, 15, 16, 17])('%i 字节的小文件逐字节保存', async (size) => {
    const tiny = Buffer.from('%PDF-1.4 a very small file').subarray(0, size)
    const response = await upload(t.app, owner.token, 'tiny.pdf', tiny)
    if (size < 5) {
      // Too short to carry the PDF signature: refused as a disguised file, not stored empty.
      expect(response.statusCode).toBe(400)
      return
    }
    expect(response.statusCode).toBe(200)
    expect(response.json().data[0].size).toBe(size)
    const got = await download(response.json().data[0].url, owner.token)
    expect(got.rawPayload.equals(tiny)).toBe(true)
  })

  it('正好 10 MB 的文件可以上传；多一个字节被拒绝，不留下文件与记录', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES - PNG.length, 7)])
    const accepted = await upload(t.app, owner.token, 'exact.png', exact)
    expect(accepted.statusCode).toBe(200)
    const got = await download(accepted.json().data[0].url, owner.token)
    expect(got.rawPayload.equals(exact)).toBe(true)

    const rowsBefore = (await t.app.db.selectFrom('uploadedFile').select('id').execute()).length
    const filesBefore = storedUploads()
    const refused = await upload(t.app, owner.token, 'over.png', Buffer.concat([exact, Buffer.from([7])]))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: 201,
      message: UPLOAD_SIZE_MESSAGE,
      fieldErrors: { file: UPLOAD_SIZE_MESSAGE },
    })
    expect((await t.app.db.selectFrom('uploadedFile').select('id').execute()).length).toBe(rowsBefore)
    expect(storedUploads()).toBe(filesBefore)
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

  it('保存的文件名去掉控制字符与改变文字方向的标记，过长的名字截短并保留扩展名', async () => {
    const storedName = async (url: string) =>
      (
        await t.app.db
          .selectFrom('uploadedFile')
          .select('originalName')
          .where('storedName', '=', url.replace('/api/v1/uploads/', ''))
          .executeTakeFirstOrThrow()
      ).originalName
    for (const [sent, kept] of [
      ['a\u0000b\u0007c.png', 'abc.png'],
      ['invoice\u202egnp.png', 'invoicegnp.png'],
      ['\u200e\u200f\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069证明.png', '证明.png'],
      [`${'长'.repeat(300)}.png`, `${'长'.repeat(UPLOAD_NAME_MAX - 4)}.png`],
    ]) {
      const response = await upload(t.app, owner.token, sent!, PNG)
      expect(response.statusCode, JSON.stringify(sent)).toBe(200)
      const [file] = response.json().data
      expect(file.name).toBe(kept)
      expect(await storedName(file.url)).toBe(kept)
    }
  })

  it('文件类型按清理后的名字（员工看到的名字）判断', async () => {
    const accepted = await upload(t.app, owner.token, 'proof.pn\u0000g', PNG)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data[0]).toMatchObject({ name: 'proof.png', url: expect.stringMatching(/\.png$/) })
    const refused = await upload(t.app, owner.token, 'photo.png\u202e.exe', PNG)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 201, message: '只能上传图片、PDF 或 Word 文件' })
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

describe('存储空间已满或只读', () => {
  const createWriteStream = fs.createWriteStream
  afterEach(() => vi.restoreAllMocks())

  const storedRows = async () => (await t.app.db.selectFrom('uploadedFile').select('id').execute()).length

  /** The file system's answer when it cannot take a file, as Node reports it. */
  const refusal = (code: string) => Object.assign(new Error(`${code}: refused by the file system`), { code })

  it('磁盘写满（写到一半）：503 与清楚的提示，不留半个文件，不记录文件；空间恢复后照常上传', async () => {
    const [filesBefore, rowsBefore] = [storedUploads(), await storedRows()]
    // The disk takes the first bytes, then fails the write.
    let halfWritten = ''
    vi.spyOn(fs, 'createWriteStream').mockImplementationOnce((target) => {
      halfWritten = target as string
      const real = createWriteStream(target as string)
      const failing = new Writable({
        write(chunk: Buffer, _encoding, done) {
          real.end(chunk.subarray(0, 4), () => done(refusal('ENOSPC')))
        },
      })
      return failing as fs.WriteStream
    })
    const refused = await upload(t.app, owner.token, '细胞证明.png', PNG)
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toMatchObject({ code: 503, message: '文件暂时无法保存，请稍后再试或联系我们' })
    expect(halfWritten).not.toBe('')
    expect(fs.existsSync(halfWritten)).toBe(false)
    expect(storedUploads()).toBe(filesBefore)
    expect(await storedRows()).toBe(rowsBefore)

    const again = await upload(t.app, owner.token, '细胞证明.png', PNG)
    expect(again.statusCode).toBe(200)
    expect(storedUploads()).toBe(filesBefore + 1)
  })

  it('只读的上传目录：503 与同样的提示，其他接口不受影响', async () => {
    vi.spyOn(fs.promises, 'mkdir').mockRejectedValueOnce(refusal('EROFS'))
    const refused = await upload(t.app, owner.token, 'report.pdf', Buffer.from('%PDF-1.7\n'))
    expect(refused.statusCode).toBe(503)
    expect(refused.json().message).toBe('文件暂时无法保存，请稍后再试或联系我们')
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/category/allcate' })
    expect(other.statusCode).toBe(200)
  })
})
