// One Kysely instance for the process: SQLite (better-sqlite3, WAL) when no
// DATABASE_URL is set, PostgreSQL (pg) when it is. Query code is the same for both.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
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
  const database = withStatementCache(sqlite)
  return { db: new Kysely<DB>({ dialect: new SqliteDialect({ database }), plugins }), dialect: 'sqlite' }
}

/** Distinct SQL texts kept prepared; the app has a few hundred (filter combinations included). */
const STATEMENT_CACHE_SIZE = 1000

/**
 * Kysely prepares every query anew; compiling the SQL is a tenth of a small request's CPU.
 * The same text reuses its prepared statement instead (least recently used ones are
 * dropped). Safe because better-sqlite3 runs a statement to completion synchronously and
 * nothing here streams rows; SQLite re-prepares a statement itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql)
      if (statement) {
        statements.delete(sql)
      } else {
        statement = sqlite.prepare(sql)
        if (statements.size >= size) statements.delete(statements.keys().next().value!)
      }
      statements.set(sql, statement)
      return statement
    },
  }
}
