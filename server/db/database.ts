// One Kysely instance for the process: SQLite (better-sqlite3, WAL) when no
// DATABASE_URL is set, PostgreSQL (pg) when it is. Query code is the same for both.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DB } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  dialect: Dialect
}

export interface DatabaseOptions {
  /** postgres:// URL; absent means SQLite. */
  url?: string | undefined
  /** SQLite file path (ignored for PostgreSQL). */
  sqliteFile?: string
  /** PostgreSQL schema to work in (tests use one schema per test file). */
  pgSchema?: string
  poolSize?: number
}

export function createDatabase(options: DatabaseOptions): Database {
  const plugins = [new CamelCasePlugin()]
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    })
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins }), dialect: 'postgres' }
  }
  const file = options.sqliteFile ?? ':memory:'
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return { db: new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }), plugins }), dialect: 'sqlite' }
}
