import { sql } from 'kysely'
import { type AnyKysely, dialectOf } from '../dialect.ts'

/**
 * A plasmid's price may have fen (at most two decimals, checked by the entry's schema).
 * PostgreSQL's integer column refuses them; SQLite's integer affinity keeps such a value as
 * it is, so only PostgreSQL changes. `double precision`, as the other decimal columns:
 * a two-decimal amount below ten million reads back exactly.
 */
export async function up(db: AnyKysely): Promise<void> {
  if (dialectOf(db) === 'sqlite') return
  await sql`alter table plasmid alter column price type double precision`.execute(db)
}

export async function down(db: AnyKysely): Promise<void> {
  if (dialectOf(db) === 'sqlite') return
  await sql`alter table plasmid alter column price type integer using round(price)::integer`.execute(db)
}
