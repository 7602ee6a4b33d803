// The database the configuration names, for the server and the scripts alike. Kept apart from
// server/boot.ts so that a script opening the database does not load the whole app.
import path from 'node:path'
import type { Env } from '#server/env.ts'
import { type Database, createDatabase } from './database.ts'

export function openDatabase(env: Env): Database {
  return createDatabase({
    url: env.DATABASE_URL,
    sqliteFile: path.join(env.DATA_DIR, 'app.db'),
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_SECONDS * 1000,
  })
}
