// wrk as the load generator of the page benchmark: written in C with one event loop per thread,
// it sends far more requests per second than autocannon can from Node on this machine, so
// the servers it measures, not the generator, set the figures. bench/wrk-report.lua prints its
// summary as one line of JSON.
import { execFile, spawnSync } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

export const WRK_THREADS = 1
export const WRK_CONNECTIONS = 50
const REPORT_SCRIPT = path.join(import.meta.dirname, 'wrk-report.lua')
const REPORT_PREFIX = 'wrk-report '

/** `wrk -v` prints e.g. "wrk debian/4.1.0-3+b2 [epoll] Copyright …" (and exits with 1). */
function installedVersion(): string | undefined {
  const { error, stdout } = spawnSync('wrk', ['-v'], { encoding: 'utf8' })
  return error ? undefined : /^wrk (\S+)/.exec(stdout)?.[1]
}

/** The version of wrk, installed with apt-get first when it is missing and this runs as root. */
export function ensureWrk(): string {
  if (!installedVersion() && process.getuid?.() === 0) {
    spawnSync('apt-get', ['install', '-y', 'wrk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  const version = installedVersion()
  if (!version) {
    throw new Error(
      'wrk is not installed: run "sudo apt-get install -y wrk" (Debian, Ubuntu) or build it from https://github.com/wg/wrk, then run the benchmark again.',
    )
  }
  return version
}

export interface WrkLoad {
  url: string
  headers: Record<string, string>
  method?: 'GET' | 'POST'
  body?: string
  seconds: number
  /** Open connections, each sending its next request when the last is answered. */
  connections?: number
}

export interface WrkResult {
  requests: number
  rps: number
  p50Ms: number
  p99Ms: number
  /** Answers with a status of 400 or more. */
  statusErrors: number
  /** Connect, read and write errors and timeouts. */
  socketErrors: number
}

interface Report {
  durationUs: number
  requests: number
  connectErrors: number
  readErrors: number
  writeErrors: number
  timeouts: number
  statusErrors: number
  p50Us: number
  p99Us: number
}

export async function runWrk({
  url,
  headers,
  method = 'GET',
  body = '',
  seconds,
  connections = WRK_CONNECTIONS,
}: WrkLoad): Promise<WrkResult> {
  const args = [
    `-t${WRK_THREADS}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-s',
    REPORT_SCRIPT,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ]
  const { stdout } = await promisify(execFile)('wrk', args, {
    env: { ...process.env, WRK_METHOD: method, WRK_BODY: body },
  })
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(REPORT_PREFIX))
  if (!line) throw new Error(`wrk printed no report for ${url}:\n${stdout}`)
  const report = JSON.parse(line.slice(REPORT_PREFIX.length)) as Report
  return {
    requests: report.requests,
    rps: report.requests / (report.durationUs / 1e6),
    p50Ms: report.p50Us / 1000,
    p99Ms: report.p99Us / 1000,
    statusErrors: report.statusErrors,
    socketErrors: report.connectErrors + report.readErrors + report.writeErrors + report.timeouts,
  }
}
