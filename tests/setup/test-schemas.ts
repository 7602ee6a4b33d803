// The PostgreSQL schemas of one test run. Each test file works in schemas of its own, named
// with the run's prefix; the run's global teardown drops them all at once
// (tests/setup/global-database.ts), so no file needs to clean up after a failure.
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
