// A fresh, migrated database per test file: a new SQLite file, or a new PostgreSQL
// schema (dropped at the end of the run) when the suite runs with TEST_DIALECT=postgres.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { type Database, createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import type { DB } from '#server/db/schema.ts'
import { newTestSchema } from './test-schemas.ts'

export interface TestDatabase {
  database: Database
  /** DATABASE_URL to give the app, when it is PostgreSQL. */
  url: string | undefined
  /** A second, independent connection (pool) to the same database, as another process would have. */
  connectAgain: () => Database
  drop: () => Promise<void>
}

export const testDialect = () => (process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite')

export async function createTestDatabase(): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString('hex')
  if (testDialect() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL')
    const schema = newTestSchema('test')
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
    const database = createDatabase({ url, pgSchema: schema, poolSize: 4 })
    await migrateToLatest(database.db)
    return {
      database,
      url,
      connectAgain: () => createDatabase({ url, pgSchema: schema, poolSize: 4 }),
      // The schema itself goes at the end of the run (tests/setup/test-schemas.ts).
      drop: () => database.db.destroy(),
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-test-${suffix}-`))
  const sqliteFile = path.join(dir, 'test.db')
  const database = createDatabase({ sqliteFile })
  await migrateToLatest(database.db)
  return {
    database,
    url: undefined,
    connectAgain: () => createDatabase({ sqliteFile }),
    drop: async () => {
      await database.db.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** How many rows `table` holds now (a test's before-and-after count). */
export async function countRows(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}
