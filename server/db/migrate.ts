import { type Kysely, Migrator } from 'kysely'
import { migrations } from './migrations/index.ts'
import type { DB } from './schema.ts'

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/** Applies every pending migration; throws (never just logs) when one fails. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new MigrationError(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
  return results.map((result) => result.migrationName)
}
