// `npm start`: build the web app when the sources are newer than the build, then
// serve it. Demo accounts are seeded for a local start (see README).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const buildEntry = path.join(root, 'build/server/index.js')
const SOURCES = ['web', 'common', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json']

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs)
}

const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0
const changedAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))))
if (changedAt > builtAt) {
  console.log('Building the web app…')
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
process.env.SEED_DEMO_ACCOUNTS ??= 'true'
await import('../server/index.ts')
