import { type Kysely, Migrator, sql } from 'kysely'
import { dialectOf } from './dialect.ts'
import { migrations } from './migrations/index.ts'
import type { DB } from './schema.ts'

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/** The app's migrations, kept in the database's current schema. */
export async function createMigrator(db: Kysely<DB>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(await bookkeepingSchema(db)),
  })
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

/**
 * Kysely looks for its bookkeeping tables by name in every schema it can see, so in a
 * PostgreSQL database with several schemas (parallel test files, one schema each) it finds
 * another schema's tables, skips creating its own and fails. Naming the current schema keeps
 * each schema's migrations to itself.
 */
async function bookkeepingSchema(db: Kysely<DB>): Promise<{ migrationTableSchema?: string }> {
  if (dialectOf(db) === 'sqlite') return {}
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {}
}
