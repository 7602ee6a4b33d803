// The list benchmarks' shared frame: a fresh SQLite file or PostgreSQL schema, the load of
// one scenario at 20 connections after a warm-up, the machine's /healthz baseline, and the
// section of docs/benchmarks.md with its figures table (runListBench).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Options as LoadOptions, type Result as LoadResult } from 'autocannon'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import type { DB } from '#server/db/schema.ts'
import { machineLine, recordSection, startServer } from './lib.ts'

export const CONNECTIONS = 20
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/** JIT, statement caches and the database's buffer cache settle first. */
export const WARM_UP_SECONDS = 5
export const BUDGET_P99_MS = 30
export const BASELINE = '_baseline: GET /healthz (not in the budget)_'
/** Length of the /healthz load just before each scenario (its req/s are the row's baseline). */
export const ROW_BASELINE_SECONDS = 2
/** What a page's fetch() sends (Chromium): the answers are compressed as a visitor gets them. */
export const HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' }

export interface Scenario {
  name: string
  payload: Record<string, unknown>
}

export interface Figures {
  scenario: string
  /** /healthz req/s just before the scenario: the machine's speed at that moment. */
  baselineRps?: number
  total: number
  rps: number
  p50: number
  p99: number
  non2xx: number
}

export interface Target {
  dialect: 'SQLite' | 'PostgreSQL'
  /** Environment of the server process. */
  env: Record<string, string>
  /** Kysely options to seed the same database before the server starts. */
  database: Parameters<typeof createDatabase>[0]
  drop: () => Promise<void>
}

export function sqliteTarget(name: string): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${name}-`))
  return {
    dialect: 'SQLite',
    env: { DATA_DIR: dataDir },
    database: { sqliteFile: path.join(dataDir, 'app.db') },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}

export async function postgresTarget(baseUrl: string): Promise<Target> {
  const schema = `bench_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    dialect: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    database: { url: baseUrl, pgSchema: schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`drop schema ${schema} cascade`)
      await client.end()
    },
  }
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export async function benchTargets(name: string): Promise<Target[]> {
  const targets: Target[] = [sqliteTarget(name)]
  const pgUrl = process.env.TEST_DATABASE_URL
  if (pgUrl) targets.push(await postgresTarget(pgUrl))
  return targets
}

/** Warm-up, then `beforeMeasuring` if given, then the measured run, at the benchmark's concurrency. */
async function load<T>(options: LoadOptions, beforeMeasuring?: () => Promise<T>) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARM_UP_SECONDS })
  const before = await beforeMeasuring?.()
  return { result: await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS }), before }
}

const figuresOf = (scenario: string, total: number, result: LoadResult): Figures => ({
  scenario,
  total,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx + result.errors + result.timeouts,
})

/**
 * The scenarios against `url` (POST, JSON), preceded by the machine's baseline: the same
 * server answering /healthz (no database, a tiny body). It shows how fast the machine is
 * during this run, which on a shared machine varies by a factor of two or three within
 * minutes, so each scenario is also preceded by a short /healthz load of its own; neither is
 * part of the budget.
 */
export async function measureScenarios(options: {
  dialect: string
  serverUrl: string
  url: string
  headers: Record<string, string>
  scenarios: Scenario[]
}): Promise<{ baseline: Figures; figures: Figures[] }> {
  const { dialect, serverUrl, url, headers, scenarios } = options
  const healthz = { url: `${serverUrl}/healthz`, headers }
  const baseline = figuresOf(BASELINE, 0, (await load(healthz)).result)
  const speedNow = async () =>
    Math.round(
      (await autocannon({ ...healthz, connections: CONNECTIONS, duration: ROW_BASELINE_SECONDS })).requests.average,
    )
  const figures: Figures[] = []
  for (const { name, payload } of scenarios) {
    const body = JSON.stringify(payload)
    const check = await fetch(url, { method: 'POST', headers, body })
    const envelope = (await check.json()) as { code: number; data: { total: number } }
    if (envelope.code !== 200) throw new Error(`${name}: ${JSON.stringify(envelope)}`)
    const result = await load({ url, method: 'POST', headers, body }, speedNow)
    figures.push({ ...figuresOf(name, envelope.data.total, result.result), baselineRps: result.before })
    console.log(
      `${dialect} · ${name}: p99 ${result.result.latency.p99} ms, ${Math.round(result.result.requests.average)} req/s (/healthz ${result.before} req/s)`,
    )
  }
  return { baseline, figures }
}

export interface DialectResult {
  dialect: string
  baseline: Figures
  figures: Figures[]
}

export const withinBudget = (f: Figures) => f.p99 < BUDGET_P99_MS && f.non2xx === 0
export const allWithinBudget = (results: DialectResult[]) => results.every(({ figures }) => figures.every(withinBudget))

/** The figures as a markdown table: one row per scenario, four columns per dialect. */
export function figuresTable(results: DialectResult[], scenarios: Scenario[]): string {
  const header = `| scenario | matches | ${results.map((r) => `${r.dialect} /healthz req/s before | ${r.dialect} req/s | ${r.dialect} p50 ms | ${r.dialect} p99 ms`).join(' | ')} |`
  const rule = `| --- | ---: | ${results.map(() => '---: | ---: | ---: | ---:').join(' | ')} |`
  const baselineRow = `| ${BASELINE} | – | ${results.map(({ baseline: b }) => `– | ${b.rps} | ${b.p50} | ${b.p99}`).join(' | ')} |`
  const rows = scenarios.map(({ name }, index) => {
    const cells = results.map(({ figures }) => {
      const f = figures[index]!
      return `${f.baselineRps} | ${f.rps} | ${f.p50} | ${withinBudget(f) ? f.p99 : `**${f.p99}**`}`
    })
    return `| ${name} | ${results[0]!.figures[index]!.total} | ${cells.join(' | ')} |`
  })
  return [header, rule, baselineRow, ...rows].join('\n')
}

export interface ListBench {
  /** The section of docs/benchmarks.md, e.g. 'order-list'. */
  section: string
  title: string
  scenarios: Scenario[]
  /** Fills the freshly migrated database of a target before the server starts. */
  seed: (db: Kysely<DB>, target: Target) => Promise<void>
  /** The server entry (default: the production server with the web build). */
  entry?: string
  /** The measured call on the running server, e.g. after logging in. */
  request: (serverUrl: string) => Promise<{ path: string; headers: Record<string, string> }>
  /** The command line and what is measured, before the run's common facts and the table. */
  describe: (dialects: string) => string
}

async function seedTarget(bench: ListBench, target: Target): Promise<void> {
  const { db } = createDatabase(target.database)
  try {
    await migrateToLatest(db)
    await bench.seed(db, target)
  } finally {
    await db.destroy()
  }
}

/** Seeds the target, starts the server on it and measures every scenario. */
async function measureTarget(bench: ListBench, target: Target): Promise<DialectResult> {
  await seedTarget(bench, target)
  const server = await startServer({ ...target.env, SEED_ON_START: 'false' }, bench.entry)
  try {
    const { path: callPath, headers } = await bench.request(server.url)
    const measured = await measureScenarios({
      dialect: target.dialect,
      serverUrl: server.url,
      url: `${server.url}${callPath}`,
      headers,
      scenarios: bench.scenarios,
    })
    return { dialect: target.dialect, ...measured }
  } finally {
    await server.stop()
    await target.drop()
  }
}

/**
 * A list benchmark from start to end: each database in turn, then its section of
 * docs/benchmarks.md with the run's circumstances, and a failing exit code when a scenario
 * is over the budget.
 */
export async function runListBench(bench: ListBench): Promise<void> {
  const loadBefore = os.loadavg()[0]!
  const results: DialectResult[] = []
  for (const target of await benchTargets(bench.section)) results.push(await measureTarget(bench, target))
  const allWithin = allWithinBudget(results)
  const busyMachine = results.some(({ baseline }) => baseline.p99 >= BUDGET_P99_MS)
  const markdown = `## ${bench.title}

${bench.describe(results.map((r) => r.dialect).join(' and '))}
The machine is shared: other work running at the same time shows up in p99 first (1-minute load average
${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after the run, on ${os.cpus().length} cores).
Machine: ${machineLine()}. Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
The first row is the machine's baseline at the start; the /healthz column is the same load for
${ROW_BASELINE_SECONDS} s right before each scenario's measured run, so a slow moment of the machine shows in its row.
Within budget: ${allWithin ? 'yes' : '**no**'}.${busyMachine ? ' The baseline alone (/healthz, no database) is over the budget: the machine was too busy during this run to judge it; run again on a quiet machine.' : ''}

${figuresTable(results, bench.scenarios)}`
  console.log(markdown)
  recordSection(bench.section, markdown)
  if (!allWithin) process.exitCode = 1
}
