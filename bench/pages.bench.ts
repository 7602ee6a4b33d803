// Speed budget of the cached public pages (ADR 014): /, a news detail, the plasmid list and a
// dynamicDetail page, each loaded by wrk on the production server (default logging), side by
// side with a bare Node server sending the very same bytes (the ceiling); and the plasmid
// list's API call beside a bare Fastify route sending the same JSON bytes. wrk's own limit, against
// a server answering `ok`, is measured in the same run to show the generator sets none of it.
// Budget: each page at least 50 % of its ceiling's requests per second, the API call 30 %,
// p99 ≤ 10 ms, no errors.
import os from 'node:os'
import { parseEnv } from '#server/env.ts'
import { PLASMID_LIST_PATH, listPayload, readListState } from '#web/features/plasmid/list-query.ts'
import { type Ceiling, type RecordRequest, recordResponse, startCeiling } from './ceiling.ts'
import type { RecordedResponse } from './ceiling-server.ts'
import { machineLine, recordSection, startServer } from './lib.ts'
import { WRK_CONNECTIONS, WRK_THREADS, type WrkLoad, type WrkResult, ensureWrk, runWrk } from './wrk.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 12)
const WARM_UP_SECONDS = 3
const PAGE_SHARE = 0.5
const API_SHARE = 0.3
const BUDGET_P99_MS = 10
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36'
/** What a browser sends for a page: no cookie, no credentials (an anonymous visitor). */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': USER_AGENT,
}
/** What the browser's API client (web/lib/api.client.ts) sends for a JSON call. */
const API_HEADERS = {
  accept: 'application/json',
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': USER_AGENT,
}

interface Target {
  name: string
  request: RecordRequest
  ceiling: 'bare Node' | 'bare Fastify'
  share: number
}

async function pageTargets(base: string): Promise<Target[]> {
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
  const page = (name: string, url: string): Target => ({
    name,
    request: { method: 'GET', url, headers: PAGE_HEADERS },
    ceiling: 'bare Node',
    share: PAGE_SHARE,
  })
  return [
    page('home', '/'),
    page('news detail', first('/newsCenter/newsCenterDetail?')),
    page('plasmid list', PLASMID_LIST_PATH),
    page('dynamicDetail', first('/dynamicDetail?')),
  ]
}

/** The call the plasmid list page makes for its first page with no filter and no search. */
const API_TARGET: Target = {
  name: 'plasmid list API',
  request: {
    method: 'POST',
    url: '/api/v1/plasmid/list',
    headers: API_HEADERS,
    body: JSON.stringify(listPayload(readListState(new URLSearchParams()))),
  },
  ceiling: 'bare Fastify',
  share: API_SHARE,
}

/** A page's first request renders it (a miss); the second is what the cache sends. */
async function recordTarget(base: string, { request }: Target): Promise<RecordedResponse> {
  await recordResponse(base, request)
  const answer = await recordResponse(base, request)
  const cacheMissed = request.method === 'GET' && answer.headers['x-cache'] !== 'hit'
  if (answer.status !== 200 || cacheMissed) {
    throw new Error(`${request.url}: expected a 200${cacheMissed ? ' from the cache' : ''}, got ${answer.status}`)
  }
  return answer
}

async function measure(
  base: string,
  { method, url, headers, body }: RecordRequest,
  connections?: number,
): Promise<WrkResult> {
  const load: WrkLoad = { url: `${base}${url}`, method, headers, body, connections, seconds: WARM_UP_SECONDS }
  await runWrk(load)
  return runWrk({ ...load, seconds: SECONDS })
}

/** Rounds of the server and its ceiling taking turns, each SECONDS / ROUNDS long (whole seconds for wrk). */
const ROUNDS = 4

/**
 * The server and its ceiling loaded in turns, a few seconds each, so that what else the
 * machine does at the time (on this shared two-core machine, a bare server's rate swings by
 * half from one minute to the next) weighs on both alike: each side's rate is its requests
 * over its seconds in all rounds, its latencies those of its median round.
 */
async function measureSideBySide(
  serverBase: string,
  ceilingBase: string,
  { method, url, headers, body }: RecordRequest,
): Promise<[WrkResult, WrkResult]> {
  const load = (base: string, seconds: number): WrkLoad => ({ url: `${base}${url}`, method, headers, body, seconds })
  await runWrk(load(serverBase, WARM_UP_SECONDS))
  await runWrk(load(ceilingBase, WARM_UP_SECONDS))
  const rounds: [WrkResult[], WrkResult[]] = [[], []]
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds[0].push(await runWrk(load(serverBase, SECONDS / ROUNDS)))
    rounds[1].push(await runWrk(load(ceilingBase, SECONDS / ROUNDS)))
  }
  return [combined(rounds[0]), combined(rounds[1])]
}

function combined(rounds: WrkResult[]): WrkResult {
  const byRate = [...rounds].sort((a, b) => a.rps - b.rps)
  const median = byRate[Math.floor(byRate.length / 2)]!
  const sum = (pick: (result: WrkResult) => number) => rounds.reduce((total, result) => total + pick(result), 0)
  const requests = sum((result) => result.requests)
  return {
    ...median,
    requests,
    rps: requests / sum((result) => result.requests / result.rps),
    statusErrors: sum((result) => result.statusErrors),
    socketErrors: sum((result) => result.socketErrors),
  }
}

/**
 * A cookie the site never sets: the server cannot tell the visitor is anonymous, so it renders
 * the page for them as it does a customer's own pages.
 */
const UNKNOWN_VISITOR = { cookie: 'visitor=bench' }

interface RenderRow {
  target: Target
  result: WrkResult
}

/** One request at a time: the time of an answer is what rendering the page costs. */
function renderTable(rows: RenderRow[]): string {
  return [
    '| page | path | ms per render (1 connection) | renders/s | p99 ms |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map(
      ({ target, result }) =>
        `| ${target.name} | \`${target.request.url}\` | ${ms(1000 / result.rps)} | ${perSecond(result)} | ${ms(result.p99Ms)} |`,
    ),
  ].join('\n')
}

interface Row {
  target: Target
  bytes: number
  encoding: string
  server: WrkResult
  ceiling: WrkResult
}

const ratio = (row: Row) => row.server.rps / row.ceiling.rps
const errors = (result: WrkResult) => result.statusErrors + result.socketErrors
const withinBudget = (row: Row) =>
  ratio(row) >= row.target.share && row.server.p99Ms <= BUDGET_P99_MS && errors(row.server) === 0
const ms = (value: number) => value.toFixed(2)
const perSecond = (result: WrkResult) => Math.round(result.rps).toLocaleString('en')
const loadLine = (load: number[]) => load.map((value) => value.toFixed(2)).join(' / ')

function table(rows: Row[]): string {
  return [
    '| call | path | bytes sent | server req/s | server p50 ms | server p99 ms | errors: server / ceiling | ceiling | ceiling req/s | ceiling p50 ms | ceiling p99 ms | % of ceiling (budget) | within budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => {
      const { target, server, ceiling } = row
      const cells = [
        target.name,
        `\`${target.request.method} ${target.request.url}\``,
        `${row.bytes} (${row.encoding})`,
        perSecond(server),
        ms(server.p50Ms),
        ms(server.p99Ms),
        `${errors(server)} / ${errors(ceiling)}`,
        target.ceiling,
        perSecond(ceiling),
        ms(ceiling.p50Ms),
        ms(ceiling.p99Ms),
        `${Math.round(ratio(row) * 100)} % (≥ ${target.share * 100} %)`,
        withinBudget(row) ? 'yes' : '**no**',
      ]
      return `| ${cells.join(' | ')} |`
    }),
  ].join('\n')
}

function section(options: {
  wrkVersion: string
  limit: WrkResult
  rows: Row[]
  renders: RenderRow[]
  loadBefore: number[]
}): string {
  const { wrkVersion, limit, rows, renders, loadBefore } = options
  const highestCeiling = Math.max(...rows.map((row) => row.ceiling.rps))
  return `## Cached public pages

Command: \`npm run bench -- pages\` (part of \`npm run bench\`; builds the app, then runs \`bench/pages.bench.ts\`).
Production server (\`server/index.ts\`, SQLite, seeded demo content, default \`PAGE_CACHE_MB\`, no Redis, default
logging: \`LOG_LEVEL\` ${parseEnv({}).LOG_LEVEL}, its standard output going to /dev/null) in its own process. The ceiling of a page is
\`bench/ceiling-server.ts node\`, a bare Node HTTP server in its own process that answers with the very status,
headers and compressed bytes the server sent for the page (recorded from a cache hit); the ceiling of the plasmid list
call (\`POST /api/v1/plasmid/list\` with the list page's default payload, kept with the pages: the same for every anonymous visitor)
is \`bench/ceiling-server.ts fastify\`, a bare Fastify route (no plugins, no logger) in its own process sending the
same compressed JSON bytes. Load generator: wrk ${wrkVersion} (\`wrk -t${WRK_THREADS} -c${WRK_CONNECTIONS} --latency\`,
summary printed as JSON by \`bench/wrk-report.lua\`), threads: ${WRK_THREADS}, connections: ${WRK_CONNECTIONS}, ${SECONDS} s per
call and side after a ${WARM_UP_SECONDS} s warm-up, anonymous browser headers (\`accept-encoding: gzip, deflate, br, zstd\`,
so brotli; no cookie). The server and its ceiling take turns, ${ROUNDS} rounds of ${SECONDS / ROUNDS} s each, so that
the machine's swings weigh on both: a side's rate is its requests over its seconds in all rounds, its latencies those
of its median round. wrk, the servers and the
ceilings share the machine's cores; nothing is pinned (pinning the server to one core and wrk to the other was tried:
the server lost more than its ceiling, and the ceiling swung as much). Errors are answers with a status of 400 or
more, and socket errors (connect, read, write, timeout).
Generator's limit in this run: wrk against \`bench/ceiling-server.ts ok\` (a bare Node server answering \`ok\`) reached
${perSecond(limit)} req/s (p50 ${ms(limit.p50Ms)} ms, p99 ${ms(limit.p99Ms)} ms); the highest ceiling below is
${Math.round((highestCeiling / limit.rps) * 100)} % of it.
Budget: each page at least ${PAGE_SHARE * 100} % of its ceiling's requests per second, the API call ${API_SHARE * 100} %,
p99 ≤ ${BUDGET_P99_MS} ms, no errors.
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Load average
(1 / 5 / 15 min) ${loadLine(loadBefore)} before and ${loadLine(os.loadavg())} after the run (${os.cpus().length} cores, shared with other work).
Within budget: ${rows.every(withinBudget) ? 'yes' : '**no**'}.

${table(rows)}

Uncached pages, rendered for each request (a cookie the site does not know, so the visitor could be a customer):
one connection, ${SECONDS} s per page after a ${WARM_UP_SECONDS} s warm-up; the time per render includes the page's
in-process API calls and the response's compression.

${renderTable(renders)}`
}

const wrkVersion = ensureWrk()
const loadBefore = os.loadavg()
// The default of the env schema, not the quieter level the other benchmarks use: a visitor's
// request is served with the logging a deployment has.
const server = await startServer({ LOG_LEVEL: parseEnv({}).LOG_LEVEL })
const ceilings: Ceiling[] = []
try {
  const targets = [...(await pageTargets(server.url)), API_TARGET]
  const recorded = new Map<Target, RecordedResponse>()
  for (const target of targets) recorded.set(target, await recordTarget(server.url, target))
  const ceilingOf = (kind: Target['ceiling']) =>
    [...recorded].filter(([target]) => target.ceiling === kind).map(([, answer]) => answer)
  const start = async (...args: Parameters<typeof startCeiling>) => {
    const ceiling = await startCeiling(...args)
    ceilings.push(ceiling)
    return ceiling
  }
  const okCeiling = await start('ok')
  const nodeCeiling = await start('node', ceilingOf('bare Node'))
  const fastifyCeiling = await start('fastify', ceilingOf('bare Fastify'))

  const limit = await measure(okCeiling.url, { method: 'GET', url: '/', headers: PAGE_HEADERS })
  console.log(`wrk's limit (bare Node answering ok): ${perSecond(limit)} req/s, p99 ${ms(limit.p99Ms)} ms`)
  const rows: Row[] = []
  for (const target of targets) {
    const answer = recorded.get(target)!
    const [serverResult, ceilingResult] = await measureSideBySide(
      server.url,
      (target.ceiling === 'bare Node' ? nodeCeiling : fastifyCeiling).url,
      target.request,
    )
    if (ceilingResult.statusErrors > 0)
      throw new Error(`${target.name}: the ceiling's recording does not fit the request`)
    rows.push({
      target,
      bytes: Number(answer.headers['content-length']),
      encoding: String(answer.headers['content-encoding'] ?? 'identity'),
      server: serverResult,
      ceiling: ceilingResult,
    })
    console.log(
      `${target.name}: ${perSecond(serverResult)} req/s (ceiling ${perSecond(ceilingResult)}), p99 ${ms(serverResult.p99Ms)} ms`,
    )
  }
  const renders: RenderRow[] = []
  for (const target of targets.filter(({ ceiling }) => ceiling === 'bare Node')) {
    const request = { ...target.request, headers: { ...target.request.headers, ...UNKNOWN_VISITOR } }
    const result = await measure(server.url, request, 1)
    renders.push({ target, result })
    console.log(`${target.name} uncached: ${ms(1000 / result.rps)} ms per render`)
  }
  const markdown = section({ wrkVersion, limit, rows, renders, loadBefore })
  recordSection('pages', markdown)
  console.log(markdown)
  process.exitCode = rows.every(withinBudget) ? 0 : 1
} finally {
  for (const ceiling of ceilings) ceiling.stop()
  await server.stop()
}
