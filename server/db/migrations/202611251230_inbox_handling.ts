import type { AnyKysely } from '../dialect.ts'
import { textDefault } from '../dialect.ts'

const INBOX_TABLES = ['booking', 'contact_message', 'inquiry'] as const

/** Who handled a visitor's booking, message or inquiry, when, and the staff's note. */
export async function up(db: AnyKysely): Promise<void> {
  for (const table of INBOX_TABLES) {
    await db.schema.alterTable(table).addColumn('note', 'text', textDefault).execute()
    await db.schema.alterTable(table).addColumn('handled_by', 'text', textDefault).execute()
    await db.schema.alterTable(table).addColumn('handled_time', 'text').execute()
  }
}

export async function down(db: AnyKysely): Promise<void> {
  for (const table of INBOX_TABLES) {
    for (const column of ['handled_time', 'handled_by', 'note']) {
      await db.schema.alterTable(table).dropColumn(column).execute()
    }
  }
}
