// The few places where SQLite and PostgreSQL differ. Everything else is shared.
import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  SqliteAdapter,
  sql,
} from 'kysely'
import type { Dialect } from './database.ts'

// Migrations receive an untyped Kysely; they are written against the schema builder.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKysely = Kysely<any>

export function dialectOf(db: AnyKysely): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres'
}

/** An auto-increment integer primary key that also accepts explicit ids. */
export function withIdColumn<T extends string>(db: AnyKysely, table: CreateTableBuilder<T>) {
  return dialectOf(db) === 'sqlite'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
}

/** Text with an empty default: content fields are never null, so pages need no null checks. */
export const textDefault = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('')
export const intDefault =
  (value = 0) =>
  (col: ColumnDefinitionBuilder) =>
    col.notNull().defaultTo(value)

/**
 * After inserting explicit ids, move PostgreSQL's identity sequence past them so the
 * next generated id does not collide. SQLite's AUTOINCREMENT already does this.
 */
export async function syncIdSequence(db: AnyKysely, table: string): Promise<void> {
  if (dialectOf(db) === 'sqlite') return
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  )
}

export const nowIso = () => new Date().toISOString()

/** Any constant: serialises concurrent CREATE EXTENSION of one database (parallel test schemas). */
const PG_TRGM_LOCK = 7_317_001

/**
 * Creates pg_trgm if it is missing and returns the schema of its GIN operator class, or
 * undefined when the extension is unavailable (a managed database that does not offer it, a
 * user who may not create it): callers then skip their trigram indexes and the same ILIKE
 * queries run unindexed. It goes to `public`, not the current schema: tests migrate one
 * throw-away schema each, and dropping that schema must not drop an extension the whole
 * database shares. A failed CREATE aborts the surrounding migration transaction, hence the
 * savepoint.
 */
export async function ensurePgTrgm(db: AnyKysely): Promise<string | undefined> {
  await sql`select pg_advisory_xact_lock(${PG_TRGM_LOCK})`.execute(db)
  if (db.isTransaction) await sql`savepoint create_pg_trgm`.execute(db)
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db)
    if (db.isTransaction) await sql`release savepoint create_pg_trgm`.execute(db)
  } catch {
    if (db.isTransaction) await sql`rollback to savepoint create_pg_trgm`.execute(db)
  }
  const { rows } = await sql<{ nspname: string }>`
    select n.nspname from pg_opclass c
    join pg_namespace n on n.oid = c.opcnamespace
    join pg_am m on m.oid = c.opcmethod
    where c.opcname = 'gin_trgm_ops' and m.amname = 'gin'
  `.execute(db)
  return rows[0]?.nspname
}

/** A LIKE pattern matching the text anywhere, its own % _ \ taken literally (with escape '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * `column` (a column name, or an expression such as a concatenation) contains `term`, ignoring
 * ASCII case (SQLite's LIKE already does; PostgreSQL needs ILIKE), with the term's own % _ \
 * taken literally.
 */
export function textContains(db: AnyKysely, column: string | RawBuilder<string>, term: string): RawBuilder<SqlBool> {
  const like = sql.raw(dialectOf(db) === 'sqlite' ? 'like' : 'ilike')
  const target = typeof column === 'string' ? sql.ref(column) : column
  return sql<SqlBool>`${target} ${like} ${containsPattern(term)} escape '\\'`
}
