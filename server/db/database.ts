// One Kysely instance for the process: SQLite (better-sqlite3, WAL) when no
// DATABASE_URL is set, PostgreSQL (pg) when it is. Query code is the same for both.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
  type SqliteDatabase,
} from 'kysely'
import pg from 'pg'
import { PG_QUERY_READ_TIMEOUT } from './availability.ts'
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
  /**
   * PostgreSQL: a statement running longer, or waiting for a lock longer, is cancelled by the
   * server (0 or absent: no limit), and fails as an outage does (503).
   */
  statementTimeoutMs?: number
  lockTimeoutMs?: number
}

/**
 * A hung server (frozen, or a network that drops packets silently) cancels nothing: a query
 * without an answer this long after its statement time-out fails on the client instead.
 */
const HUNG_SERVER_MARGIN_MS = 1000

/**
 * A query waits this long for a connection before failing, so that while the database is
 * unreachable requests answer 503 at once instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 5000

/**
 * bigint columns (file sizes above 2 GB) and count(*) arrive as numbers, not as the strings pg
 * gives by default: every such value here stays far below 2^53, where numbers are exact.
 */
const numericBigints = ((oid: number, format?: 'text' | 'binary') =>
  oid === pg.types.builtins.INT8
    ? (value: string) => Number(value)
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser

export function createDatabase(options: DatabaseOptions): Database {
  const plugins = [new CamelCasePlugin()]
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      types: { getTypeParser: numericBigints },
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
      ...(options.statementTimeoutMs
        ? {
            statement_timeout: options.statementTimeoutMs,
            query_timeout: options.statementTimeoutMs + HUNG_SERVER_MARGIN_MS,
          }
        : {}),
      ...(options.lockTimeoutMs ? { lock_timeout: options.lockTimeoutMs } : {}),
    })
    return {
      db: new Kysely<DB>({ dialect: new PostgresDialect({ pool: discardingUnansweredClients(pool) }), plugins }),
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

/**
 * pg fails a query past its `query_timeout` but keeps the client, whose connection still waits
 * for that answer: every later query on it would wait too. Such a client is released as
 * broken, so the pool closes it and opens a new connection for the next query.
 */
function discardingUnansweredClients(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect()
      let unanswered: Error | undefined
      const query = async (sql: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(sql, [...parameters])
        } catch (error) {
          if (isQueryReadTimeout(error)) unanswered = error as Error
          throw error
        }
      }
      // Nothing streams rows (Kysely's cursor form of query), so the plain form is all there is.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(unanswered) }
    },
    end: () => pool.end(),
  }
}

const isQueryReadTimeout = (error: unknown) => error instanceof Error && error.message === PG_QUERY_READ_TIMEOUT

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
