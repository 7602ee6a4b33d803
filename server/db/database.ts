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
  /**
   * Hears of each PostgreSQL connection that died (database restart, failover, a backend
   * terminated by an administrator). The pool replaces it on the next query; without a
   * listener such an error would end the process.
   */
  onConnectionLost(listener: (error: Error) => void): void
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

/**
 * A query waits this long for a connection before failing, so that while the database is
 * unreachable requests answer 503 at once instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 5000

export function createDatabase(options: DatabaseOptions): Database {
  const plugins = [new CamelCasePlugin()]
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    })
    return {
      db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins }),
      dialect: 'postgres',
      onConnectionLost: reportLostConnections(pool),
    }
  }
  const file = options.sqliteFile ?? ':memory:'
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const database = withStatementCache(sqlite)
  return {
    db: new Kysely<DB>({ dialect: new SqliteDialect({ database }), plugins }),
    dialect: 'sqlite',
    // A file has no connection to lose.
    onConnectionLost: () => undefined,
  }
}

/**
 * pg reports a dead connection as an 'error' event: the pool's for an idle client, the
 * client's own for one that is checked out between two queries. Both are listened to, so
 * neither is unhandled; pg discards the client and the next query opens a new one.
 */
function reportLostConnections(pool: pg.Pool): Database['onConnectionLost'] {
  const listeners = new Set<(error: Error) => void>()
  // An idle client's error reaches both listeners: tell it once.
  const told = new WeakSet<Error>()
  const report = (error: Error) => {
    if (told.has(error)) return
    told.add(error)
    for (const listener of listeners) listener(error)
  }
  pool.on('error', report)
  pool.on('connect', (client) => client.on('error', report))
  return (listener) => listeners.add(listener)
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
