// Where a piece of text is stored anywhere in the database: every text column of every table,
// found by introspection, so a table added later is searched too.
import { sql } from 'kysely'
import type { AnyKysely } from '#server/db/dialect.ts'

/** `table.column` of each text column holding `needle` (case-sensitive substring). */
export async function columnsHolding(db: AnyKysely, needle: string): Promise<string[]> {
  const found: string[] = []
  for (const table of await db.introspection.getTables()) {
    for (const column of table.columns) {
      if (!/text|char/i.test(column.dataType)) continue
      const row = await sql<{ hits: number | string }>`select count(*) as hits from ${sql.table(table.name)}
        where ${sql.ref(column.name)} like ${`%${needle}%`}`.execute(db)
      if (Number(row.rows[0]?.hits) > 0) found.push(`${table.name}.${column.name}`)
    }
  }
  return found
}
