// Files on S3-compatible object storage (s3rver on loopback), on each database: two app
// instances with their own DATA_DIR share one bucket, so a file uploaded on one downloads on
// the other and nothing of it stays on the first one's disk; ownership is checked as before;
// large files are sent to a signed address that works until it expires; a storage outage
// refuses uploads with 503 and leaves the rest of the API working; a local install's files
// are copied into the bucket, twice without harm.
import { execFile } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EN_MESSAGES } from '#common/i18n/en-messages.ts'
import { createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { copyFiles } from '#server/lib/storage/copy-files.ts'
import { createLocalStorage } from '#server/lib/storage/local-storage.ts'
import { STORAGE_UNAVAILABLE_MESSAGE } from '#server/modules/uploads/received-file.ts'
import { PNG, multipart } from '#tests/factories/orders.ts'
import { loggedInCustomer, nextIp } from '#tests/setup/account-helpers.ts'
import { staffToken } from '#tests/setup/admin-helpers.ts'
import { type S3TestServer, startS3Server } from '#tests/setup/s3-server.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'
import { type TestDatabase, countRows, createTestDatabase } from '#tests/setup/test-database.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}
/** Files above this many bytes are answered with a signed address of the bucket. */
const SIGNED_ABOVE = 64 * 1024
const SIGNED_SECONDS = 120

let s3: S3TestServer
let testDatabase: TestDatabase
let a: TestApp
let b: TestApp
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-object-storage-'))
const dataDirOf = (name: string) => path.join(work, name)

beforeAll(async () => {
  s3 = await startS3Server()
  testDatabase = await createTestDatabase()
  const env = (name: string) => ({
    ...s3.env,
    DATA_DIR: dataDirOf(name),
    STORAGE_SIGNED_URL_MIN_BYTES: String(SIGNED_ABOVE),
    STORAGE_SIGNED_URL_SECONDS: String(SIGNED_SECONDS),
  })
  // A seeds the demo staff, who upload content images.
  a = await createTestApp({ database: testDatabase.database, seed: true, demoAccounts: true, env: env('a') })
  b = await createTestApp({ database: testDatabase.connectAgain(), env: env('b') })
})
afterAll(async () => {
  await a?.close()
  await b?.close()
  await testDatabase?.drop().catch(() => undefined)
  await s3?.close()
  fs.rmSync(work, { recursive: true, force: true })
})

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')
/** A PNG of `bytes` bytes: the signature, then random bytes. */
const pngOf = (bytes: number) => Buffer.concat([PNG, randomBytes(bytes - PNG.length)])

function upload(app: FastifyInstance, token: string, fileName: string, content: Buffer, language?: string) {
  const { payload, headers } = multipart(fileName, content)
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads/index',
    remoteAddress: nextIp(),
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
  })
}
const download = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })

/** Every file below a folder, recursively. */
const filesBelow = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : []
const uploadRows = () => countRows(a.app.db, 'uploadedFile')

describe('两个实例共用一个存储桶', () => {
  it('在 A 上传的证明文件在 B 逐字节下载回来，A 的磁盘上没有它；数据库记下键、大小、类型与校验和', async () => {
    const owner = await loggedInCustomer(a.app)
    const content = pngOf(40 * 1024)
    const response = await upload(a.app, owner.token, '细胞证明.png', content)
    expect(response.statusCode).toBe(200)
    const { url } = response.json().data[0]
    const storedName = url.replace('/api/v1/uploads/', '')

    const got = await download(b.app, url, owner.token)
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('image/png')
    expect(got.headers['content-length']).toBe(String(content.length))
    expect(got.headers['cache-control']).toBe('no-store')
    expect(got.rawPayload.equals(content)).toBe(true)

    expect(filesBelow(dataDirOf('a'))).toEqual([])
    expect(filesBelow(dataDirOf('b'))).toEqual([])
    const row = await b.app.db
      .selectFrom('uploadedFile')
      .select(['memberId', 'mimeType', 'size', 'checksum'])
      .where('storedName', '=', storedName)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ memberId: owner.id, mimeType: 'image/png', size: content.length, checksum: sha256(content) })
    expect(await a.app.storage.head(`uploads/${storedName}`)).toMatchObject({ size: content.length })
  })

  it('别的客户与未登录的访问者在任一实例都得到 404', async () => {
    const owner = await loggedInCustomer(a.app)
    const other = await loggedInCustomer(b.app)
    const { url } = (await upload(a.app, owner.token, 'proof.png', pngOf(1024))).json().data[0]
    for (const app of [a.app, b.app]) {
      for (const token of [other.token, undefined]) {
        const response = await download(app, url, token)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ code: 404, message: '文件不存在' })
      }
    }
  })

  it('员工在另一个实例上传的内容图片，任何访问者都能在 B 读到', async () => {
    const token = await staffToken(a.app, 'editor')
    const { payload, headers } = multipart('配图.png', PNG)
    const response = await a.app.inject({
      method: 'POST',
      url: '/api/v1/admin/images',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    })
    expect(response.statusCode).toBe(200)
    const served = await b.app.inject({ method: 'GET', url: response.json().data.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect(filesBelow(dataDirOf('a'))).toEqual([])
  })
})

describe('大文件转到有时限的签名地址', () => {
  afterEach(() => vi.useRealTimers())

  it('超过阈值的文件：302 到签名地址（不缓存），地址在有效期内下载得到原样的文件', async () => {
    const owner = await loggedInCustomer(a.app)
    const content = pngOf(SIGNED_ABOVE + 1)
    const { url } = (await upload(a.app, owner.token, 'large.png', content)).json().data[0]
    const response = await download(b.app, url, owner.token)
    expect(response.statusCode).toBe(302)
    expect(response.headers['cache-control']).toBe('no-store')
    const location = new URL(response.headers.location!)
    expect(location.origin).toBe(s3.endpoint)
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(SIGNED_SECONDS))

    const direct = await fetch(location)
    expect(direct.status).toBe(200)
    expect(direct.headers.get('content-type')).toBe('image/png')
    expect(direct.headers.get('content-disposition')).toBe('inline')
    expect(direct.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(await direct.arrayBuffer()).equals(content)).toBe(true)

    const other = await loggedInCustomer(b.app)
    expect((await download(b.app, url, other.token)).statusCode).toBe(404)
  })

  it('阈值及以下的文件仍经由应用发送', async () => {
    const owner = await loggedInCustomer(a.app)
    const content = pngOf(SIGNED_ABOVE)
    const { url } = (await upload(a.app, owner.token, 'edge.png', content)).json().data[0]
    const response = await download(b.app, url, owner.token)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(content)).toBe(true)
  })

  it('过期之后签名地址回答 403', async () => {
    const owner = await loggedInCustomer(a.app)
    const { url } = (await upload(a.app, owner.token, 'late.png', pngOf(SIGNED_ABOVE + 1))).json().data[0]
    // The address is signed as if it had been given out just past its validity ago.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() - (SIGNED_SECONDS + 5) * 1000)
    const response = await download(b.app, url, owner.token)
    vi.useRealTimers()
    expect(response.statusCode).toBe(302)
    const expired = await fetch(response.headers.location!)
    expect(expired.status).toBe(403)
    expect(await expired.text()).toContain('Request has expired')
  })
})

describe('存储不可达', () => {
  it('上传回答 503 与清楚的提示（英文界面为英文），不留下记录；下载回答 503；其他接口照常；存储恢复后照常上传', async () => {
    const owner = await loggedInCustomer(a.app)
    const { url } = (await upload(a.app, owner.token, 'before.png', pngOf(1024))).json().data[0]
    const rowsBefore = await uploadRows()
    await s3.stop()
    try {
      const refused = await upload(a.app, owner.token, '细胞证明.png', pngOf(2048))
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toMatchObject({ code: 503, message: STORAGE_UNAVAILABLE_MESSAGE })
      // Larger than one upload part: the bucket is asked before the whole file has arrived.
      const large = await upload(a.app, owner.token, 'large.png', pngOf(6 * 1024 * 1024))
      expect(large.statusCode).toBe(503)
      const inEnglish = await upload(a.app, owner.token, 'proof.png', pngOf(2048), 'en')
      expect(inEnglish.statusCode).toBe(503)
      expect(inEnglish.json().message).toBe(EN_MESSAGES[STORAGE_UNAVAILABLE_MESSAGE])
      expect(await uploadRows()).toBe(rowsBefore)

      const other = await a.app.inject({ method: 'POST', url: '/api/v1/category/allcate' })
      expect(other.statusCode).toBe(200)
      const profile = await b.app.inject({
        method: 'POST',
        url: '/api/v1/user/getMyinfo',
        headers: { authorization: `Bearer ${owner.token}` },
      })
      expect(profile.statusCode).toBe(200)
      expect(filesBelow(dataDirOf('a'))).toEqual([])

      const unreachable = await download(b.app, url, owner.token)
      expect(unreachable.statusCode).toBe(503)
      expect(unreachable.json()).toMatchObject({ code: 503, message: '服务暂时不可用，请稍后再试' })
    } finally {
      await s3.start()
    }
    const again = await upload(a.app, owner.token, '细胞证明.png', pngOf(2048))
    expect(again.statusCode).toBe(200)
    expect(await uploadRows()).toBe(rowsBefore + 1)
  })
})

describe('本地安装的文件迁入存储桶', () => {
  /** A local install's files: an upload recorded without a checksum and a content image. */
  function localInstall(dataDir: string) {
    const upload = { storedName: `2025/06/${randomUUID()}.png`, content: pngOf(5000) }
    const image = { key: `images/2025/06/${randomUUID()}.png`, content: pngOf(3000) }
    for (const [key, content] of [
      [`uploads/${upload.storedName}`, upload.content],
      [image.key, image.content],
    ] as const) {
      fs.mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true })
      fs.writeFileSync(path.join(dataDir, key), content)
    }
    return { upload, image }
  }

  it('复制每个文件并核对校验和，记下上传的校验和；再运行一次只跳过；迁移后的文件在 B 下载得到', async () => {
    const owner = await loggedInCustomer(a.app)
    const dataDir = dataDirOf('local-install')
    const { upload, image } = localInstall(dataDir)
    await a.app.db
      .insertInto('uploadedFile')
      .values({
        memberId: owner.id,
        storedName: upload.storedName,
        originalName: '旧证明.png',
        mimeType: 'image/png',
        size: upload.content.length,
        createTime: new Date().toISOString(),
      })
      .execute()
    const from = createLocalStorage(dataDir)
    const keys = [`uploads/${upload.storedName}`, image.key].sort()

    const first = await copyFiles({ from, to: a.app.storage, db: a.app.db })
    expect([first.copied.sort(), first.skipped, [...first.failed]]).toEqual([keys, [], []])
    const row = await a.app.db
      .selectFrom('uploadedFile')
      .select('checksum')
      .where('storedName', '=', upload.storedName)
      .executeTakeFirstOrThrow()
    expect(row.checksum).toBe(sha256(upload.content))
    expect(await a.app.storage.head(image.key)).toEqual({ size: image.content.length, checksum: sha256(image.content) })

    const second = await copyFiles({ from, to: a.app.storage, db: a.app.db })
    expect([second.copied, second.skipped.sort(), [...second.failed]]).toEqual([[], keys, []])

    const got = await download(b.app, `/api/v1/uploads/${upload.storedName}`, owner.token)
    expect(got.rawPayload.equals(upload.content)).toBe(true)
  })

  it('本地文件与记录的校验和不符：不复制，报告失败', async () => {
    const owner = await loggedInCustomer(a.app)
    const dataDir = dataDirOf('damaged-install')
    const { upload } = localInstall(dataDir)
    await a.app.db
      .insertInto('uploadedFile')
      .values({
        memberId: owner.id,
        storedName: upload.storedName,
        mimeType: 'image/png',
        size: upload.content.length,
        checksum: sha256(Buffer.from('what was uploaded')),
        createTime: new Date().toISOString(),
      })
      .execute()
    const report = await copyFiles({ from: createLocalStorage(dataDir), to: a.app.storage, db: a.app.db })
    expect([...report.failed.keys()]).toEqual([`uploads/${upload.storedName}`])
    expect(await a.app.storage.head(`uploads/${upload.storedName}`)).toBeUndefined()
  })

  // Two runs of a script, each starting Node with TypeScript: more than the default 20 s on a busy machine.
  it('npm run storage:migrate 复制一个 SQLite 安装的文件，第二次运行全部跳过', { timeout: 60_000 }, async () => {
    const dataDir = dataDirOf('script-install')
    const { upload, image } = localInstall(dataDir)
    const database = createDatabase({ sqliteFile: path.join(dataDir, 'app.db') })
    await migrateToLatest(database.db)
    await database.db.destroy()
    const env = { ...process.env, ...s3.env, STORAGE: 'local', DATA_DIR: dataDir, DATABASE_URL: '' }
    // The command `npm run storage:migrate` runs, without npm's own start-up.
    const script = /tsx (\S+)/.exec(packageJson.scripts['storage:migrate'] ?? '')?.[1] ?? 'missing script'
    const migrate = () => run(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env })

    const first = await migrate()
    expect(first.stdout).toContain('2 copied, 0 already in the bucket, 0 failed')
    const second = await migrate()
    expect(second.stdout).toContain('0 copied, 2 already in the bucket, 0 failed')
    const copy = await a.app.storage.get(image.key)
    expect(copy?.size).toBe(image.content.length)
    copy?.body.resume()
    expect(await a.app.storage.head(`uploads/${upload.storedName}`)).toMatchObject({ checksum: sha256(upload.content) })
  })
})
