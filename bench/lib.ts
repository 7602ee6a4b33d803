// Helpers shared by the benchmark scripts: start the built app on a free port with a
// fresh database, and record a section of docs/benchmarks.md.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')
const BENCHMARKS_DOC = path.join(ROOT, 'docs/benchmarks.md')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface RunningServer {
  url: string
  stop: () => Promise<void>
}

const FULL_SERVER = 'server/index.ts'

/**
 * Starts `entry`, by default `server/index.ts` (the production build; an API-only entry
 * needs no build), and waits until /readyz answers.
 */
export async function startServer(extraEnv: Record<string, string> = {}, entry = FULL_SERVER): Promise<RunningServer> {
  if (entry === FULL_SERVER && !fs.existsSync(path.join(ROOT, 'build/server/index.js'))) {
    throw new Error('Run "npm run build" first.')
  }
  const port = await freePort()
  // Its own process group: npx does not pass SIGTERM on to the server, so stop() signals the group.
  // BENCH_CPU_PROFILE_DIR=dir writes the server's V8 CPU profile there when it stops
  // (open it in Chrome DevTools): where a scenario's time goes.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR
  const command = profileDir
    ? ['node', ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`, '--import', 'tsx', entry]]
    : ['npx', ['tsx', entry]]
  const child: ChildProcess = spawn(command[0] as string, command[1] as string[], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The server did not start.')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        process.kill(-(child.pid as number), 'SIGTERM')
      }),
  }
}

/**
 * A server that reads each request and drops it, answering `{}`: what a load generator is
 * timed against, so a benchmark shows the generator was not its bottleneck.
 */
export async function startDiscardingServer(): Promise<{ port: number; close: () => void }> {
  const sink = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => response.end('{}'))
  })
  sink.listen(0, '127.0.0.1')
  await once(sink, 'listening')
  return { port: (sink.address() as net.AddressInfo).port, close: () => sink.close() }
}

export function machineLine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
}

/** Replaces (or appends) the section between `<!-- bench:NAME -->` markers. */
export function recordSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`
  const end = `<!-- /bench:${name} -->`
  const block = `${start}\n${markdown.trim()}\n${end}`
  const current = fs.existsSync(BENCHMARKS_DOC) ? fs.readFileSync(BENCHMARKS_DOC, 'utf8') : '# Benchmarks\n'
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`)
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`
  fs.writeFileSync(BENCHMARKS_DOC, next)
}
