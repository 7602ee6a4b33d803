// The few places where SQLite and PostgreSQL differ. Everything else is shared.
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, SqliteAdapter, sql } from 'kysely'
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
