// The PostgreSQL schemas of one test run. Each test file works in schemas of its own, named
// with the run's prefix, and none is dropped while the run goes on: Kysely's migrator looks
// through every schema of the database (pg_get_serial_sequence of each table), and a schema
// dropped by another file at that moment fails the migration with "schema … does not exist".
// The run's global teardown drops them all (tests/setup/global-database.ts).
import { randomBytes } from 'node:crypto'

/** Set once per run in the main process (vitest.config.ts), inherited by every test worker. */
export const TEST_RUN_ENV = 'TEST_SCHEMA_RUN'

export function runPrefix(): string {
  const run = process.env[TEST_RUN_ENV]
  if (!run) throw new Error(`${TEST_RUN_ENV} is set by vitest.config.ts`)
  return `t${run}_`
}

/** A new schema name of this run; `kind` says what it is for (test, outage, instances). */
export const newTestSchema = (kind: string) => `${runPrefix()}${kind}_${randomBytes(5).toString('hex')}`

export const newRunId = () => randomBytes(4).toString('hex')
