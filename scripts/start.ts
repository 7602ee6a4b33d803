// `npm start`: build the web app when the sources are newer than the build, then
// serve it. Demo accounts are seeded for a local start (see README).
import { buildWebIfStale } from './web-build.ts'

try {
  buildWebIfStale()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

process.env.NODE_ENV ??= 'production'
process.env.SEED_DEMO_ACCOUNTS ??= 'true'
await import('../server/index.ts')
