// Memory budget of file storage: a 1 GB file streamed through the app into an S3-protocol
// bucket (s3rver on loopback) and back out through the public images route, with the app's
// RSS growing by less than 100 MB during each transfer. The generator (bytes made and hashed
// as they are sent) is first timed against a trivial server that discards them, so a slow
// generator would show.
import http from 'node:http'
import { once } from 'node:events'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { createHash } from 'node:crypto'
import { startStreamingRig } from '#tests/fixtures/streaming-rig.ts'
import { machineLine, recordSection, startDiscardingServer } from './lib.ts'

const MB = 1024 * 1024
const FILE_BYTES = 1024 * MB
const BUDGET_MB = 100

/** Seconds to generate, hash and send FILE_BYTES to a server that reads and drops them. */
async function generatorSeconds(): Promise<number> {
  const sink = await startDiscardingServer()
  const started = performance.now()
  const request = http.request({ port: sink.port, method: 'PUT', path: '/' })
  const answered = once(request, 'response')
  const hash = createHash('sha256')
  await pipeline(
    Readable.from(
      (function* () {
        for (let offset = 0, n = 0; offset < FILE_BYTES; offset += MB, n += 1) {
          const chunk = Buffer.alloc(MB, n % 251)
          chunk.writeUInt32BE(n, 0)
          hash.update(chunk)
          yield chunk
        }
      })(),
    ),
    request,
  )
  await answered
  sink.close()
  return (performance.now() - started) / 1000
}

const generator = await generatorSeconds()
const rig = await startStreamingRig()
try {
  const upload = await rig.upload(FILE_BYTES)
  const download = await rig.download(upload.key)
  const identical = upload.stored?.checksum === upload.checksum && download.checksum === upload.checksum
  const within = identical && upload.growthMb < BUDGET_MB && download.growthMb < BUDGET_MB
  const row = (name: string, seconds: number, growth: string) =>
    `| ${name} | ${seconds.toFixed(1)} | ${(FILE_BYTES / MB / seconds).toFixed(0)} | ${growth} |`
  const markdown = `
## File storage streaming (memory)

Command: \`npx tsx bench/storage-streaming.bench.ts\` (part of \`npm run bench\`).
A 1 GB file, generated while sent, is uploaded through the app (its own process,
\`tests/fixtures/storage-server.ts\`: the production app with a streaming PUT that has no 10 MB
limit) into a bucket of s3rver on loopback, then downloaded through \`/images/uploads/…\`. The
app's RSS is sampled every 5 ms; growth is measured from a collected heap before each transfer.
Budget: growth < ${BUDGET_MB} MB for each transfer, bytes identical. The CI test
(\`server/lib/storage/streaming-memory.test.ts\`) checks the same with 256 MB.
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Within budget: ${within ? 'yes' : 'NO'}.

| transfer | seconds | MB/s | app RSS growth MB |
| --- | ---: | ---: | ---: |
${row('_generator alone, to a server that drops the bytes (not in the budget)_', generator, '–')}
${row('upload into the bucket', upload.seconds, upload.growthMb.toFixed(0))}
${row('download from the bucket', download.seconds, download.growthMb.toFixed(0))}
`
  console.log(markdown)
  recordSection('storage-streaming', markdown)
  if (!within) process.exitCode = 1
} finally {
  await rig.close()
}
