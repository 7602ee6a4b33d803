import { type DatabaseIntrospector, type Kysely, Migrator, type TableMetadata, sql } from 'kysely'
import { dialectOf } from './dialect.ts'
import { migrations } from './migrations/index.ts'
import type { DB } from './schema.ts'

export class MigrationError extends Error {
  override name = 'MigrationError'
}

const provider = { getMigrations: async () => migrations }

/** The app's migrations, kept in the database's current schema. */
export async function createMigrator(db: Kysely<DB>): Promise<Migrator> {
  if (dialectOf(db) === 'sqlite') return new Migrator({ db, provider })
  const schema = await currentSchema(db)
  if (!schema) return new Migrator({ db, provider })
  return new Migrator({ db: seeingOnly(db, schema), provider, migrationTableSchema: schema })
}

/** Applies every pending migration; throws (never just logs) when one fails. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = await createMigrator(db)
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new MigrationError(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
  return results.map((result) => result.migrationName)
}

/** The schema the app's tables go to; none when no schema of the search path exists. */
async function currentSchema(db: Kysely<DB>): Promise<string | null> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema ?? null
}

/**
 * The database as the migrator should see it: only the tables of the app's own schema.
 * Kysely's introspector lists the tables of every schema it can see, by a query that fails
 * ('relation … does not exist') when another schema's table is dropped while it runs, and
 * the migrator then finds another schema's bookkeeping tables and skips creating its own. A
 * PostgreSQL database shared by several apps (or by parallel test files, one schema each)
 * has both. Kysely's methods read private fields, so they are bound to the real instance.
 */
function seeingOnly(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => [{ name: schema }],
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db)
      return rows.map((row): TableMetadata => ({ name: row.name, schema, isView: false, columns: [] }))
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  }
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
