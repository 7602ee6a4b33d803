// Files stream through the app into the bucket and back out of it without being held whole in
// memory: a file larger than the memory budget goes up and comes down with the app (in a process
// of its own) growing by less than the budget, so a copy of the file anywhere in memory fails
// the test. `npm run bench` (bench/storage-streaming.bench.ts) measures the same for 1 GB.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type StreamingRig, startStreamingRig } from '#tests/fixtures/streaming-rig.ts'

const MB = 1024 * 1024
const BUDGET_MB = 100
/** Large enough that holding it (or most of it) would pass the budget on its own. */
const FILE_BYTES = 256 * MB

let rig: StreamingRig
beforeAll(async () => {
  rig = await startStreamingRig()
}, 60_000)
afterAll(async () => rig?.close())

it(
  `256 MB 流式上传到存储桶再经应用下载：逐字节相同，上传与下载时应用进程内存增长都 < ${BUDGET_MB} MB`,
  { timeout: 120_000 },
  async () => {
    const uploaded = await rig.upload(FILE_BYTES)
    expect(uploaded.status).toBe(200)
    expect(uploaded.stored).toEqual({ size: FILE_BYTES, checksum: uploaded.checksum })
    expect(uploaded.growthMb, 'MB of growth while uploading').toBeLessThan(BUDGET_MB)

    const downloaded = await rig.download(uploaded.key)
    expect({ status: downloaded.status, size: downloaded.size, checksum: downloaded.checksum }).toEqual({
      status: 200,
      size: FILE_BYTES,
      checksum: uploaded.checksum,
    })
    expect(downloaded.growthMb, 'MB of growth while downloading').toBeLessThan(BUDGET_MB)
  },
)
