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

/** The answer of the newest registration captcha image (the page shows it, the server keeps the text). */
export async function latestCaptchaAnswer(): Promise<string> {
  const row = await serverStore()
    .selectFrom('captchaChallenge')
    .select('answer')
    .where('kind', '=', 'image')
    .orderBy('createTime', 'desc')
    .executeTakeFirstOrThrow()
  return row.answer
}

/**
 * The text of the newest e-mail to an address whose subject matches, as the outbox keeps
 * it (the e2e server has no SMTP). Waits a little: some mails are written in the background.
 */
export async function latestMailText(to: string, subject: string): Promise<string> {
  for (let waited = 0; waited < 5_000; waited += 100) {
    const mail = await serverStore()
      .selectFrom('mailOutbox')
      .select('textBody')
      .where('toAddress', '=', to)
      .where('subject', 'like', `%${subject}%`)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    if (mail) return mail.textBody
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail "${subject}" to ${to}`)
}
