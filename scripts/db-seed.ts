// `npm run db:seed`: migrate, then load the demo content (and, unless NODE_ENV is
// production, the demo accounts) into an empty database. Never touches existing data.
import { openDatabase } from '#server/db/open-database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { seedDatabase } from '#server/db/seed.ts'
import { parseEnv } from '#server/env.ts'

const env = parseEnv()
const database = openDatabase(env)
try {
  await migrateToLatest(database.db)
  const seeded = await seedDatabase(database.db, {
    demoAccounts: env.SEED_DEMO_ACCOUNTS === 'true',
    plasmids: { genbankDir: env.PLASMID_GENBANK_DIR },
  })
  console.log(seeded ? 'Demo content loaded.' : 'The database already has content; nothing was changed.')
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await database.db.destroy()
}
