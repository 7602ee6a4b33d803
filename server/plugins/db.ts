import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { Database, Dialect } from '../db/database.ts'
import type { DB } from '../db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>
    dialect: Dialect
    /** False until the database has been migrated (it may be away when the process starts). */
    databaseReady: () => boolean
  }
}

export interface DbPluginOptions {
  database: Database
  /**
   * Settles when the database is migrated and seeded. Until then the API answers 503 and
   * /readyz says not ready; absent, the database is ready from the start.
   */
  prepared?: Promise<void>
}

/** Makes the database available to every module and closes it when the app closes. */
export default fp<DbPluginOptions>(
  async (app, { database, prepared }) => {
    let ready = !prepared
    // A failed preparation is the starter's to report (server/boot.ts exits).
    prepared?.then(
      () => (ready = true),
      () => undefined,
    )
    app.decorate('db', database.db)
    app.decorate('dialect', database.dialect)
    app.decorate('databaseReady', () => ready)
    database.onConnectionLost((error) => {
      app.log.warn({ err: error }, 'database connection lost; the pool replaces it')
    })
    app.addHook('onClose', async () => {
      await database.db.destroy()
    })
  },
  { name: 'db' },
)
