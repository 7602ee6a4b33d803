// `npm test`: every check CI runs, phase by phase, with each phase's duration at the end.
// The static checks are single-threaded and the build mostly so: the four run at once, which
// keeps both of the machine's cores busy where two at a time left one waiting on the slower
// of the pair. The web app is built once, for the process and browser tests. Every phase runs
// even after a failure (but the browser tests need the build), so one run shows all that is wrong.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

interface Phase {
  name: string
  command: string[]
}

interface Outcome {
  name: string
  ok: boolean
  seconds: number
}

/**
 * Runs one phase. A phase run beside another keeps its output until it ends, so the two
 * logs do not interleave line by line.
 */
function run({ name, command }: Phase, buffered: boolean): Promise<Outcome> {
  const started = performance.now()
  const [program, ...args] = command as [string, ...string[]]
  const child = spawn(program, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      if (buffered) process.stdout.write(Buffer.concat(output))
      resolve({ name, ok, seconds: (performance.now() - started) / 1000 })
    }
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      finish(false)
    })
    child.once('exit', (code) => finish(code === 0))
  })
}

const npx = (...args: string[]) => ['npx', '--no-install', ...args]
const outcomes: Outcome[] = []

// Built once, before the tests: the process tests serve it as the browser tests do.
console.log('▶ static checks and web build: lint ‖ format ‖ types ‖ build')
const [lint, format, types, build] = await Promise.all([
  run({ name: 'lint', command: npx('eslint', '.', '--max-warnings', '0') }, true),
  run({ name: 'format', command: npx('prettier', '--check', '.', '--log-level', 'warn') }, true),
  run({ name: 'types', command: ['npm', 'run', '--silent', 'typecheck'] }, true),
  run({ name: 'build', command: npx('react-router', 'build') }, true),
])
outcomes.push(lint, format, types, build)

console.log('▶ unit and API tests')
outcomes.push(await run({ name: 'unit + API', command: npx('vitest', 'run') }, false))

if (build.ok) outcomes.push(await run({ name: 'browser tests', command: ['npx', 'tsx', 'tests/e2e/run.ts'] }, false))

const width = Math.max(...outcomes.map(({ name }) => name.length))
console.log('\nphase durations:')
for (const { name, ok, seconds } of outcomes) {
  console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${ok ? 'ok' : 'FAILED'}`)
}
console.log(`  ${'in all'.padEnd(width)}  ${(performance.now() / 1000).toFixed(0).padStart(5)} s`)
process.exit(outcomes.every(({ ok }) => ok) ? 0 : 1)
