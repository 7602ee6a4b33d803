// The test's view of the e2e server's database: what a person would receive by SMS or
// e-mail, and the captcha answers the server keeps to itself.
import path from 'node:path'
import type { Kysely } from 'kysely'
import { createDatabase } from '#server/db/database.ts'
import type { DB } from '#server/db/schema.ts'

let store: Kysely<DB> | undefined

export function serverStore(): Kysely<DB> {
  if (!store) {
    const url = process.env.E2E_DATABASE_URL || undefined
    const dataDir = process.env.E2E_DATA_DIR
    if (!url && !dataDir) throw new Error('E2E_DATA_DIR or E2E_DATABASE_URL must be set (tests/e2e/run.ts does it)')
    store = createDatabase({ url, sqliteFile: path.join(dataDir ?? '', 'app.db'), poolSize: 1 }).db
  }
  return store
}

/** The latest SMS code sent to a phone (the development SMS provider keeps messages). */
export async function latestSmsCode(phone: string): Promise<string> {
  const sms = await serverStore()
    .selectFrom('smsOutbox')
    .select('content')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const code = /(\d{6})/.exec(sms.content)?.[1]
  if (!code) throw new Error(`no code in "${sms.content}"`)
  return code
}

/** Where the newest slider challenge's hole is (x of the piece's left edge). */
export async function latestSliderAnswer(): Promise<number> {
  const row = await serverStore()
    .selectFrom('captchaChallenge')
    .select('answer')
    .where('kind', '=', 'slider')
    .orderBy('createTime', 'desc')
    .executeTakeFirstOrThrow()
  return Number(row.answer)
}
