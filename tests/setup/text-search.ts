// Where a piece of text is stored anywhere in the database: every text column of every table
// of the app's schema, found by introspection, so a table added later is searched too.
import { sql } from 'kysely'
import { type AnyKysely, dialectOf } from '#server/db/dialect.ts'

async function textColumnsByTable(db: AnyKysely): Promise<Map<string, string[]>> {
  // PostgreSQL lists every schema's tables (other test runs' too): only the app's own count.
  const schema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined
  const columns = new Map<string, string[]>()
  for (const table of await db.introspection.getTables()) {
    if (schema !== undefined && table.schema !== schema) continue
    const text = table.columns.filter((column) => /text|char/i.test(column.dataType)).map((column) => column.name)
    if (text.length > 0) columns.set(table.name, text)
  }
  return columns
}

/** `table.column` of each text column holding `needle` (case-sensitive substring). */
export async function columnsHolding(db: AnyKysely, needle: string): Promise<string[]> {
  const pattern = `%${needle}%`
  const found: string[] = []
  for (const [table, columns] of await textColumnsByTable(db)) {
    // One query per table; the columns are told apart only when the table holds the text.
    const hits = await sql<{ column: string }>`${sql.join(
      columns.map(
        (column) =>
          sql`select ${sql.lit(column)} as ${sql.ref('column')} from ${sql.table(table)} where ${sql.ref(column)} like ${pattern}`,
      ),
      sql` union `,
    )}`.execute(db)
    found.push(...new Set(hits.rows.map((row) => `${table}.${row.column}`)))
  }
  return found
}
