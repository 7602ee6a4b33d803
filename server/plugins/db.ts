import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { Database, Dialect } from '../db/database.ts'
import type { DB } from '../db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>
    dialect: Dialect
  }
}

/** Makes the database available to every module and closes it when the app closes. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db)
    app.decorate('dialect', database.dialect)
    app.addHook('onClose', async () => {
      await database.db.destroy()
    })
  },
  { name: 'db' },
)
