// One suite, run against each driver: the local directory and an S3 bucket (s3rver on
// loopback) answer every call of the interface the same way.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#server/env.ts'
import { type S3TestServer, startS3Server } from '#tests/setup/s3-server.ts'
import { createStorage } from './create-storage.ts'
import { ChecksumMismatchError, type FileStorage, StorageUnavailableError } from './storage.ts'

let s3: S3TestServer
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'))
const drivers: Record<'local' | 's3', FileStorage | undefined> = { local: undefined, s3: undefined }
beforeAll(async () => {
  s3 = await startS3Server()
  drivers.local = createStorage(parseEnv({ DATA_DIR: dataDir }))
  drivers.s3 = createStorage(parseEnv({ ...s3.env, DATA_DIR: dataDir }))
})
afterAll(async () => {
  await Promise.all(Object.values(drivers).map((driver) => driver?.close()))
  await s3.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
/** A body that arrives in several chunks, as an upload does. */
const chunked = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)))
/** A body that fails after its first bytes (a client gone, an upload over its limit). */
function failingAfter(first: Buffer, error: Error) {
  return Readable.from(
    (async function* () {
      yield first
      throw error
    })(),
  )
}
const keysOf = async (storage: FileStorage, prefix: string) => {
  const keys: string[] = []
  for await (const object of storage.list(prefix)) keys.push(object.key)
  return keys.sort()
}

describe.each(['local', 's3'] as const)('%s 存储', (kind) => {
  const storage = () => drivers[kind]!
  let n = 0
  /** A key of its own for each test, so tests of one driver never see each other's objects. */
  const fresh = (name = 'file.txt') => `${kind}-test/${++n}/${name}`

  it('从流写入，返回大小与 SHA-256；读回来逐字节相同，head 给出大小', async () => {
    const key = fresh()
    const stored = await storage().put(key, chunked('你好，', 'object ', 'storage'), { contentType: 'text/plain' })
    expect(stored).toEqual({
      size: Buffer.byteLength('你好，object storage'),
      checksum: sha256('你好，object storage'),
    })
    const object = await storage().get(key)
    expect(object?.size).toBe(stored.size)
    expect(await text(object!.body)).toBe('你好，object storage')
    expect((await storage().head(key))?.size).toBe(stored.size)
  })

  it('分片上传：重发的分片替换原有的，合并后逐字节相同；完成前键下没有对象', async () => {
    const key = fresh('parts.bin')
    // S3's smallest part but for the last is 5 MiB.
    const first = Buffer.alloc(5 * 1024 * 1024, 'a')
    const second = Buffer.from('the last part')
    const uploadId = await storage().startParts(key, 'application/octet-stream')
    await storage().putPart(key, uploadId, 1, Readable.from([Buffer.alloc(first.length, 'x')]), first.length)
    const tags = [
      { partNumber: 2, ...(await storage().putPart(key, uploadId, 2, Readable.from([second]), second.length)) },
      { partNumber: 1, ...(await storage().putPart(key, uploadId, 1, Readable.from([first]), first.length)) },
    ]
    expect(await storage().head(key)).toBeUndefined()
    const whole = Buffer.concat([first, second])
    expect(await storage().completeParts(key, uploadId, tags)).toEqual({ size: whole.length, checksum: sha256(whole) })
    const object = await storage().get(key)
    expect(sha256(Buffer.concat(await object!.body.toArray()))).toBe(sha256(whole))
  })

  it('空文件也能写入与读回', async () => {
    const key = fresh('empty.bin')
    expect(await storage().put(key, Readable.from([]), { contentType: 'application/octet-stream' })).toEqual({
      size: 0,
      checksum: sha256(''),
    })
    expect(await text((await storage().get(key))!.body)).toBe('')
  })

  it('不存在的对象：get 与 head 回答 undefined，删除也不报错', async () => {
    const key = fresh('missing.txt')
    expect(await storage().get(key)).toBeUndefined()
    expect(await storage().head(key)).toBeUndefined()
    await expect(storage().delete(key)).resolves.toBeUndefined()
  })

  it('删除后对象不再存在；同一键再写入则覆盖', async () => {
    const key = fresh()
    await storage().put(key, chunked('first'), { contentType: 'text/plain' })
    await storage().put(key, chunked('second'), { contentType: 'text/plain' })
    expect(await text((await storage().get(key))!.body)).toBe('second')
    await storage().delete(key)
    expect(await storage().head(key)).toBeUndefined()
  })

  it('按前缀列出：只有前缀下的对象（含子目录），前缀可止于名字中间', async () => {
    const base = `${kind}-list/${++n}`
    for (const key of [
      `${base}/a/1.txt`,
      `${base}/a/2.txt`,
      `${base}/a/deep/3.txt`,
      `${base}/ab.txt`,
      `${base}/b/4.txt`,
    ]) {
      await storage().put(key, chunked(key), { contentType: 'text/plain' })
    }
    expect(await keysOf(storage(), `${base}/a/`)).toEqual([
      `${base}/a/1.txt`,
      `${base}/a/2.txt`,
      `${base}/a/deep/3.txt`,
    ])
    expect(await keysOf(storage(), `${base}/a`)).toEqual([
      `${base}/a/1.txt`,
      `${base}/a/2.txt`,
      `${base}/a/deep/3.txt`,
      `${base}/ab.txt`,
    ])
    expect(await keysOf(storage(), `${base}/none/`)).toEqual([])
    const sizes = new Map<string, number>()
    for await (const object of storage().list(`${base}/b/`)) sizes.set(object.key, object.size)
    expect(sizes).toEqual(new Map([[`${base}/b/4.txt`, `${base}/b/4.txt`.length]]))
  })

  it.each([
    ['在第一块之后', 4],
    ['在分块上传的第一块（5 MB）之后', 6 * 1024 * 1024],
  ])('来源的流%s出错：put 以来源的错误失败，不留下任何对象', async (_when, bytes) => {
    const key = fresh()
    const cause = new Error('client went away')
    await expect(
      storage().put(key, failingAfter(Buffer.alloc(bytes, 1), cause), { contentType: 'text/plain' }),
    ).rejects.toBe(cause)
    expect(await storage().head(key)).toBeUndefined()
    expect(await keysOf(storage(), key)).toEqual([])
  })

  it('给出校验和时，内容不符则失败且不留下对象；相符则写入', async () => {
    const key = fresh()
    const wrong = sha256('something else')
    await expect(
      storage().put(key, chunked('content'), { contentType: 'text/plain', expectedChecksum: wrong }),
    ).rejects.toBeInstanceOf(ChecksumMismatchError)
    expect(await storage().head(key)).toBeUndefined()
    const right = sha256('content')
    expect(
      await storage().put(key, chunked('content'), { contentType: 'text/plain', expectedChecksum: right }),
    ).toEqual({
      size: 7,
      checksum: right,
    })
  })

  it('拒绝会越出目录或指向别的键的键', async () => {
    for (const key of ['../app.db', 'uploads/../../etc/passwd', '/etc/passwd', 'a//b', 'a/./b', '', '.partial/x']) {
      await expect(storage().put(key, chunked('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
        'invalid storage key',
      )
      await expect(storage().get(key), key).rejects.toThrow('invalid storage key')
    }
  })
})

describe('local 存储', () => {
  it('对象就是 DATA_DIR 下键所指的文件（原有的安装无需搬动）；没有签名地址', async () => {
    await drivers.local!.put('uploads/2026/11/kept.png', chunked('png'), { contentType: 'image/png' })
    expect(fs.readFileSync(path.join(dataDir, 'uploads', '2026', '11', 'kept.png'), 'utf8')).toBe('png')
    expect(
      await drivers.local!.signedUrl('uploads/2026/11/kept.png', {
        expiresInSeconds: 60,
        contentType: 'image/png',
        contentDisposition: 'inline',
      }),
    ).toBeUndefined()
  })
})

describe('s3 存储', () => {
  it('记录给出的校验和，head 与 get 读得到', async () => {
    const checksum = sha256('recorded')
    await drivers.s3!.put('s3-only/recorded.txt', chunked('recorded'), {
      contentType: 'text/plain',
      expectedChecksum: checksum,
    })
    expect(await drivers.s3!.head('s3-only/recorded.txt')).toEqual({ size: 8, checksum })
    expect((await drivers.s3!.get('s3-only/recorded.txt'))?.checksum).toBe(checksum)
  })

  it('签名地址在有效期内可直接下载（带指定的类型与 Content-Disposition），过期后 403', async () => {
    await drivers.s3!.put('s3-only/report.pdf', chunked('%PDF-1.7'), { contentType: 'application/pdf' })
    const options = { expiresInSeconds: 60, contentType: 'application/pdf', contentDisposition: 'attachment' }
    const url = await drivers.s3!.signedUrl('s3-only/report.pdf', options)
    const response = await fetch(url!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment')
    expect(await response.text()).toBe('%PDF-1.7')

    const expired = await drivers.s3!.signedUrl('s3-only/report.pdf', { ...options, expiresInSeconds: 1 })
    // Signed a minute ago in its own words: the same address, past its expiry.
    const past = new URL(expired!)
    expect(past.searchParams.get('X-Amz-Expires')).toBe('1')
    past.searchParams.set('X-Amz-Date', new Date(Date.now() - 60_000).toISOString().replace(/[-:]|\.\d{3}/g, ''))
    const refused = await fetch(past)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('Request has expired')
  })

  it('服务不可达：每个调用以 StorageUnavailableError 失败', async () => {
    const away = createStorage(parseEnv({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', DATA_DIR: dataDir }))
    try {
      await expect(away.put('x/y.txt', chunked('y'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
        StorageUnavailableError,
      )
      await expect(away.get('x/y.txt')).rejects.toBeInstanceOf(StorageUnavailableError)
      await expect(away.head('x/y.txt')).rejects.toBeInstanceOf(StorageUnavailableError)
      await expect(away.delete('x/y.txt')).rejects.toBeInstanceOf(StorageUnavailableError)
      await expect(keysOf(away, 'x/')).rejects.toBeInstanceOf(StorageUnavailableError)
    } finally {
      await away.close()
    }
  })
})

// s3rver answers AbortMultipartUpload with 405 (it does not implement it); AWS, OSS, COS and MinIO do.
describe('local 存储的分片上传', () => {
  it('放弃的分片上传不留下任何文件', async () => {
    const storage = () => drivers.local!
    const second = Buffer.from('a part')
    const abandoned = 'local-parts/abandoned.bin'
    const other = await storage().startParts(abandoned, 'application/octet-stream')
    await storage().putPart(abandoned, other, 1, Readable.from([second]), second.length)
    const parts = path.join(dataDir, '.parts', other)
    expect(fs.readdirSync(parts)).toEqual(['1'])
    await storage().abortParts(abandoned, other)
    expect(fs.existsSync(parts)).toBe(false)
    expect(await storage().head(abandoned)).toBeUndefined()
    expect(await keysOf(storage(), 'local-parts/')).toEqual([])
  })
})
