// The web app's production build (`react-router build` into build/), which `npm run serve`
// needs: rebuilt only when its sources are newer than the build.
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

/** Builds the web app when the sources changed since the last build; throws when the build fails. */
export function buildWebIfStale(): void {
  const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0
  const changedAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))))
  if (changedAt <= builtAt) return
  console.log('Building the web app…')
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`)
}
