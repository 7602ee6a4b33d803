// `npm run bench`: builds the web app, then runs every benchmark script in turn. Each
// prints its figures and records them in docs/benchmarks.md.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './lib.ts'

const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1

if (run('npx', ['react-router', 'build']) !== 0) process.exit(1)

const only = process.argv[2]
const scripts = fs
  .readdirSync(path.join(ROOT, 'bench'))
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
  .sort()

let failed = 0
for (const script of scripts) {
  console.log(`\n▶ ${script}`)
  if (run('npx', ['tsx', path.join('bench', script)]) !== 0) failed++
}
process.exit(failed > 0 ? 1 : 0)
