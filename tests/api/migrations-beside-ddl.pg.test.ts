// Several apps (or parallel test files) in one PostgreSQL database, one schema each: the
// migrations of one schema run while tables of another schema are created and dropped, and
// neither fail nor mistake the other schema's tables for their own.
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { newTestSchema } from '#tests/setup/test-schemas.ts'

const url = process.env.TEST_DATABASE_URL
if (!url) throw new Error('these tests run on PostgreSQL: set TEST_DATABASE_URL')

const admin = new pg.Client({ connectionString: url })
const neighbour = newTestSchema('neighbour')

beforeAll(async () => {
  await admin.connect()
  await admin.query(`create schema ${neighbour}`)
})
afterAll(() => admin.end())

/** Creates and drops tables with serial columns in the neighbouring schema until `done`. */
async function churn(table: string, done: () => boolean): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let rounds = 0
  try {
    for (; !done(); rounds += 1) {
      await client.query(`create table ${neighbour}.${table} (id serial primary key, a text, b int, c text)`)
      await client.query(`drop table ${neighbour}.${table}`)
    }
  } finally {
    await client.end()
  }
  return rounds
}

it("migrates fresh schemas while another schema's tables are dropped", { timeout: 60_000 }, async () => {
  let finished = false
  const churning = Promise.all([churn('first', () => finished), churn('second', () => finished)])
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const schema = newTestSchema('beside')
      await admin.query(`create schema ${schema}`)
      const database = createDatabase({ url, pgSchema: schema, poolSize: 2 })
      try {
        expect((await migrateToLatest(database.db)).length).toBeGreaterThan(10)
        // Run again: nothing pending, the bookkeeping found in its own schema.
        expect(await migrateToLatest(database.db)).toEqual([])
      } finally {
        await database.db.destroy()
      }
    }
  } finally {
    finished = true
  }
  expect((await churning).every((rounds) => rounds > 0)).toBe(true)
})
