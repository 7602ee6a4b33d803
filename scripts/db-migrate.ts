// `npm run db:migrate`: apply pending migrations; exits non-zero when one fails.
import { openDatabase } from '#server/db/open-database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { parseEnv } from '#server/env.ts'

const database = openDatabase(parseEnv())
try {
  const applied = await migrateToLatest(database.db)
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date.')
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await database.db.destroy()
}
