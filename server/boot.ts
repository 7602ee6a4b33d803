// Start-up shared by the production server and the development server: database,
// migrations, first-start seed, listening and graceful shutdown.
import type { FastifyInstance } from 'fastify'
import { type AppOptions, buildApp } from './app.ts'
import type { Database } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { openDatabase } from './db/open-database.ts'
import { retryWhileUnavailable } from './db/prepare.ts'
import { seedDatabase } from './db/seed.ts'
import { type Env, parseEnv, startupWarnings } from './env.ts'

export async function boot(web: (env: Env) => Promise<Pick<AppOptions, 'web' | 'beforeWeb' | 'devServer'>>) {
  const env = parseEnv()
  const database = openDatabase(env)
  let markPrepared = () => {}
  const databasePrepared = new Promise<void>((resolve) => (markPrepared = resolve))

  const app = await buildApp({ env, database, databasePrepared, ...(await web(env)) })
  for (const warning of startupWarnings(env, process.env)) app.log.warn(warning)
  closeGracefully(app, env.SHUTDOWN_GRACE_SECONDS)
  await app.listen({ host: env.HOST, port: env.PORT })

  // The database may be away at start (a restart, a failover): the instance listens anyway,
  // answers 503 and says not ready on /readyz until it has migrated and seeded.
  retryWhileUnavailable('preparing the database', () => prepareDatabase(env, database), app.log).then(
    markPrepared,
    (error: unknown) => {
      app.log.fatal({ err: error }, 'preparing the database failed')
      process.exit(1)
    },
  )
  return app
}

async function prepareDatabase(env: Env, database: Database) {
  await migrateToLatest(database.db)
  if (env.SEED_ON_START) {
    await seedDatabase(database.db, {
      demoAccounts: env.SEED_DEMO_ACCOUNTS === 'true',
      plasmids: { genbankDir: env.PLASMID_GENBANK_DIR },
    })
  }
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database.
 * A signal often comes twice (to the process group, and relayed by npm or a supervisor):
 * the handlers stay installed, so a repeat is ignored instead of killing the process
 * (Node's default) in the middle of the grace period.
 */
function closeGracefully(app: FastifyInstance, graceSeconds: number) {
  let closing = false
  // Answers finished during shutdown close their keep-alive connection, so the server
  // does not wait for idle clients until the grace period runs out.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.info({ signal }, 'already shutting down')
      return
    }
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting')
      process.exit(1)
    }, graceSeconds * 1000)
    timer.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
