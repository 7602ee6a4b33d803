// A 1 GB file streamed into the bucket through the app and back out of it, with the app (in
// a process of its own) growing by less than 100 MB: files are never held whole in memory.
import { type ChildProcess, fork } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type S3TestServer, startS3Server } from '#tests/setup/s3-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const GB = 1024 ** 3
const CHUNK = 1024 * 1024
const MB = 1024 * 1024

let s3: S3TestServer
let server: ChildProcess
let port: number
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-streaming-'))

function ask<T>(type: string): Promise<T> {
  const answer = new Promise<T>((resolve) => {
    const listen = (message: { type: string } & T) => {
      if (message.type !== type) return
      server.off('message', listen)
      resolve(message)
    }
    server.on('message', listen)
  })
  server.send({ type })
  return answer
}

beforeAll(async () => {
  s3 = await startS3Server()
  server = fork(path.join(ROOT, 'tests/fixtures/storage-server.ts'), {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      ...s3.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      CRISPR_WORKER: 'off',
      SEED_ON_START: 'false',
      // Streamed through the app, not redirected to the bucket.
      STORAGE_SIGNED_URL_MIN_BYTES: String(2 * GB),
      REQUEST_BODY_TIMEOUT_SECONDS: '600',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  ;({ port } = await new Promise<{ port: number }>((resolve) => server.once('message', resolve)))
}, 60_000)
afterAll(async () => {
  if (server?.connected) {
    server.send({ type: 'close' })
    await once(server, 'exit')
  }
  await s3?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** `bytes` bytes made as they are sent, each MiB numbered so parts out of order would show. */
function generated(bytes: number): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0, n = 0; offset < bytes; offset += CHUNK, n += 1) {
        const chunk = Buffer.alloc(Math.min(CHUNK, bytes - offset), n % 251)
        chunk.writeUInt32BE(n, 0)
        yield chunk
      }
    })(),
  )
}

/** PUTs `body` to the fixture's streaming upload; resolves with the stored size and checksum. */
async function put(key: string, body: Readable, sent = createHash('sha256')) {
  const request = http.request({
    port,
    method: 'PUT',
    path: `/fixture/objects/${key}`,
    headers: { 'content-type': 'application/octet-stream' },
  })
  const response = once(request, 'response') as Promise<[http.IncomingMessage]>
  await pipeline(
    body,
    async function* (chunks) {
      for await (const chunk of chunks) {
        sent.update(chunk as Buffer)
        yield chunk
      }
    },
    request,
  )
  const [answer] = await response
  let text = ''
  for await (const chunk of answer) text += chunk
  return {
    status: answer.statusCode,
    stored: JSON.parse(text) as { size: number; checksum: string },
    sent: sent.digest('hex'),
  }
}

/** GETs an image path through the app, hashing what arrives. */
async function download(url: string) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`)
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of response.body!) {
    hash.update(chunk)
    size += chunk.length
  }
  return { status: response.status, size, checksum: hash.digest('hex') }
}

/** How far the app's RSS rose above its level after a collection while `transfer` ran, in MB. */
async function growthDuring(transfer: () => Promise<void>): Promise<number> {
  const { rss: baseline } = await ask<{ rss: number }>('baseline')
  await transfer()
  const { rss: peak } = await ask<{ rss: number }>('peak')
  return (peak - baseline) / MB
}

// Each transfer is measured from a collected heap: the network buffers one transfer leaves to
// the garbage collector are not memory the next one holds.
it(
  '1 GB 流式上传到存储桶再经应用下载：逐字节相同，上传与下载时应用进程内存增长都 < 100 MB',
  { timeout: 180_000 },
  async () => {
    // Everything loaded and every connection open before the measure starts.
    const warmUp = `images/2026/11/${randomUUID()}.png`
    expect((await put(warmUp, generated(CHUNK))).status).toBe(200)
    expect((await download(`/images/uploads/${warmUp.slice('images/'.length)}`)).size).toBe(CHUNK)

    const key = `images/2026/11/${randomUUID()}.png`
    let sent = ''
    const uploadGrowth = await growthDuring(async () => {
      const uploaded = await put(key, generated(GB))
      expect(uploaded.status).toBe(200)
      expect(uploaded.stored).toEqual({ size: GB, checksum: uploaded.sent })
      sent = uploaded.sent
    })
    expect(uploadGrowth, 'MB of growth while uploading').toBeLessThan(100)

    const downloadGrowth = await growthDuring(async () => {
      const downloaded = await download(`/images/uploads/${key.slice('images/'.length)}`)
      expect(downloaded).toEqual({ status: 200, size: GB, checksum: sent })
    })
    expect(downloadGrowth, 'MB of growth while downloading').toBeLessThan(100)
  },
)
