// The real server as a child process (migrations, seed, listening, signals), for tests of
// what a process does: shutdown, outages, restarts. By default without the web build
// (tests/fixtures/api-server.ts); the browser tests start server/index.ts, the shutdown
// tests the `npm run serve` command itself.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { TEST_REDIS_COMMAND_TIMEOUT_MS } from './redis-timeout.ts'
import { freePort } from './smtp-sink.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface ServerProcess {
  child: ChildProcess
  port: number
  url: (pathname: string) => string
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>
  alive: () => boolean
}

export async function startServerProcess(
  env: Record<string, string>,
  entry = 'tests/fixtures/api-server.ts',
): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: serverEnv(port, env),
    stdio: 'ignore',
  })
  return serverProcess(child, port)
}

/**
 * `npm run serve` (the web build must exist: scripts/web-build.ts) as its own process group,
 * as a terminal or a container runtime starts it: `child` is npm, `child.pid` the group's id.
 */
export async function startServeCommand(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: ROOT,
    env: serverEnv(port, env),
    stdio: 'ignore',
    detached: true,
  })
  return serverProcess(child, port)
}

/** True while any process of the group `pgid` exists. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

function serverEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    REDIS_COMMAND_TIMEOUT_MS: TEST_REDIS_COMMAND_TIMEOUT_MS,
    ...env,
  }
}

function serverProcess(child: ChildProcess, port: number): ServerProcess {
  let exitCode: number | null | undefined
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code
      resolve(code)
    }),
  )
  return {
    child,
    port,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    exited,
    alive: () => exitCode === undefined,
  }
}

/** The status of a GET, or 0 when nothing answers. */
export async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/** Waits until `check` holds, polling; returns how long it took. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<number> {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (await check()) return Date.now() - start
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

export const waitUntilReady = (server: ServerProcess, timeoutMs?: number) =>
  waitFor('/readyz to answer 200', async () => (await statusOf(server.url('/readyz'))) === 200, timeoutMs)
