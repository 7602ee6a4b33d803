// Vitest global setup: after the whole run, drops the PostgreSQL schemas its files made
// (tests/setup/test-schemas.ts says why not earlier).
import pg from 'pg'
import { runPrefix } from './test-schemas.ts'

export default function setup() {
  return async function teardown() {
    const url = process.env.TEST_DATABASE_URL
    if (!url) return
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ nspname: string }>(
        'select nspname from pg_namespace where starts_with(nspname, $1)',
        [runPrefix()],
      )
      for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`)
    } finally {
      await client.end()
    }
  }
}
