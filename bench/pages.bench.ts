// Speed budget of the cached public pages (ADR 014): /, a news detail, the plasmid list and a
// dynamicDetail page, each loaded by autocannon (50 connections, 20 s) on the production
// server, side by side with a bare Node server sending the very same bytes (the ceiling).
// Budget: each page at least 50 % of its ceiling's requests per second, p99 ≤ 50 ms, no errors.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import type { Recording, RecordedResponse } from './ceiling-server.ts'
import { ROOT, machineLine, recordSection, startServer } from './lib.ts'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const WARM_UP_SECONDS = 3
const BUDGET_SHARE = 0.5
const BUDGET_P99_MS = 50
/** What a browser sends: no cookie, no credentials (an anonymous visitor). */
const HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
}
/** Per-connection headers that the ceiling server writes for itself. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding'])

/** One GET as it comes over the wire: status, headers and the body still compressed. */
function fetchRaw(url: string): Promise<RecordedResponse & { bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          const headers: Record<string, string | string[]> = {}
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value
          }
          headers['content-length'] = String(body.length)
          resolve({ status: response.statusCode ?? 0, headers, body: body.toString('base64'), bytes: body.length })
        })
      })
      .on('error', reject)
  })
}

async function pagePaths(base: string): Promise<{ name: string; path: string }[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'))
    return `${url.pathname}${url.search}`
  })
  const first = (prefix: string) => {
    const found = paths.find((candidate) => candidate.startsWith(prefix))
    if (!found) throw new Error(`no ${prefix} page in the sitemap`)
    return found
  }
  return [
    { name: 'home', path: '/' },
    { name: 'news detail', path: first('/newsCenter/newsCenterDetail?') },
    { name: 'plasmid list', path: '/plasmidPlatform/plasmidPlatformList' },
    { name: 'dynamicDetail', path: first('/dynamicDetail?') },
  ]
}

async function startCeiling(recording: Recording): Promise<{ url: string; child: ChildProcess }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ceiling-')), 'recording.json')
  fs.writeFileSync(file, JSON.stringify(recording))
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/ceiling-server.ts'), file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()))
    child.once('exit', () => reject(new Error('the ceiling server stopped')))
  })
  return { url: `http://127.0.0.1:${port}`, child }
}

const load = (url: string, duration: number): Promise<Result> =>
  autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS })

const failures = (result: Result) => result.errors + result.timeouts + result.non2xx

interface Row {
  name: string
  path: string
  bytes: number
  encoding: string
  server: Result
  ceiling: Result
}

const server = await startServer()
let ceiling: { url: string; child: ChildProcess } | undefined
try {
  const pages = await pagePaths(server.url)
  const recording: Recording = {}
  const bytes = new Map<string, { bytes: number; encoding: string }>()
  for (const { path: pagePath } of pages) {
    // The first request renders the page (a miss); the second is what the cache sends.
    await fetchRaw(`${server.url}${pagePath}`)
    const { bytes: size, ...hit } = await fetchRaw(`${server.url}${pagePath}`)
    if (hit.status !== 200 || hit.headers['x-cache'] !== 'hit') {
      throw new Error(`${pagePath}: expected a cache hit, got ${hit.status} x-cache=${String(hit.headers['x-cache'])}`)
    }
    recording[pagePath] = hit
    bytes.set(pagePath, { bytes: size, encoding: String(hit.headers['content-encoding'] ?? 'identity') })
  }
  ceiling = await startCeiling(recording)

  const rows: Row[] = []
  for (const { name, path: pagePath } of pages) {
    const measure = async (base: string) => {
      await load(`${base}${pagePath}`, WARM_UP_SECONDS)
      return load(`${base}${pagePath}`, SECONDS)
    }
    const serverResult = await measure(server.url)
    const ceilingResult = await measure(ceiling.url)
    rows.push({ name, path: pagePath, ...bytes.get(pagePath)!, server: serverResult, ceiling: ceilingResult })
    console.log(
      `${name}: ${Math.round(serverResult.requests.average)} req/s (ceiling ${Math.round(ceilingResult.requests.average)}), p99 ${serverResult.latency.p99} ms`,
    )
  }

  const share = (row: Row) => row.server.requests.average / row.ceiling.requests.average
  const withinBudget = (row: Row) =>
    share(row) >= BUDGET_SHARE && row.server.latency.p99 <= BUDGET_P99_MS && failures(row.server) === 0
  const table = [
    '| page | path | bytes sent | server req/s | server p50 ms | server p99 ms | server errors | ceiling req/s | ceiling p99 ms | % of ceiling | within budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) =>
      [
        row.name,
        `\`${row.path}\``,
        `${row.bytes} (${row.encoding})`,
        Math.round(row.server.requests.average),
        row.server.latency.p50,
        row.server.latency.p99,
        failures(row.server),
        Math.round(row.ceiling.requests.average),
        row.ceiling.latency.p99,
        `${Math.round(share(row) * 100)} %`,
        withinBudget(row) ? 'yes' : '**no**',
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
  ].join('\n')
  const allWithin = rows.every(withinBudget)
  const [load1] = os.loadavg()
  recordSection(
    'pages',
    `## Cached public pages

Command: \`npm run bench -- pages\` (part of \`npm run bench\`; builds the app, then runs \`bench/pages.bench.ts\`).
Production server (\`server/index.ts\`, SQLite, seeded demo content, default \`PAGE_CACHE_MB\`, no Redis) in its own
process; the ceiling is \`bench/ceiling-server.ts\`, a bare Node HTTP server in its own process that answers with the
very status, headers and compressed bytes the server sent for the page (recorded from a cache hit). autocannon 8 in the
benchmark process, anonymous browser headers (\`accept-encoding: gzip, deflate, br, zstd\`, so brotli), ${CONNECTIONS}
connections, ${SECONDS} s per page and server after a ${WARM_UP_SECONDS} s warm-up, the server and its ceiling measured
one after the other for each page. Budget: at least ${BUDGET_SHARE * 100} % of the ceiling's requests per second,
p99 ≤ ${BUDGET_P99_MS} ms, no errors.
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; 1-minute load
average ${load1?.toFixed(1)} at the end (2 cores, shared with other work).
Within budget: ${allWithin ? 'yes' : '**no**'}.

${table}`,
  )
  console.log(table)
  process.exitCode = allWithin ? 0 : 1
} finally {
  ceiling?.child.kill('SIGTERM')
  await server.stop()
}
