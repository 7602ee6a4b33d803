// The test's view of the e2e server: what a person would receive by SMS (kept in the
// database) or e-mail (delivered over SMTP), and the captcha answers the server keeps to itself.
import fs from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { createDatabase } from '#server/db/database.ts'
import type { DB } from '#server/db/schema.ts'
import { readMail } from '#tests/setup/smtp-sink.ts'

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
 * The text of the newest e-mail to an address whose subject contains `subject`, as the SMTP
 * server of the run received it (tests/e2e/run.ts), once the outbox has it as sent. Waits a
 * little: some mails are sent in the background.
 */
export async function deliveredMailText(to: string, subject: string): Promise<string> {
  const folder = process.env.E2E_MAIL_DIR
  if (!folder) throw new Error('E2E_MAIL_DIR must be set (tests/e2e/run.ts does it)')
  let status: string | undefined
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mail = newestMail(folder, to, subject)
    if (mail) {
      // The outbox row is marked sent once the SMTP server has accepted the message.
      const row = await serverStore()
        .selectFrom('mailOutbox')
        .select('status')
        .where('toAddress', '=', to)
        .where('subject', '=', mail.subject)
        .orderBy('id', 'desc')
        .executeTakeFirst()
      status = row?.status
      if (status === 'sent') return mail.text ?? ''
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    status ? `mail "${subject}" to ${to} delivered, but its outbox row is ${status}` : `no mail "${subject}" to ${to}`,
  )
}

function newestMail(folder: string, to: string, subject: string) {
  for (const file of fs.readdirSync(folder).sort().reverse()) {
    const mail = readMail(fs.readFileSync(path.join(folder, file), 'utf8'))
    if (mail.to.includes(to) && mail.subject.includes(subject)) return mail
  }
  return undefined
}

/**
 * A new active customer, a copy of demo1 under another e-mail with the same password
 * (Demo@12345), no confirmed number and the same consents, for a test that must not disturb
 * the demo accounts.
 */
export async function copyOfDemoCustomer(email: string): Promise<void> {
  const { id: demoId, ...demo } = await serverStore()
    .selectFrom('member')
    .selectAll()
    .where('email', '=', 'demo1@example.com')
    .executeTakeFirstOrThrow()
  const { id } = await serverStore()
    .insertInto('member')
    .values({ ...demo, email, telVerified: 0 })
    .returning('id')
    .executeTakeFirstOrThrow()
  const consents = await serverStore()
    .selectFrom('memberConsent')
    .select(['kind', 'version', 'granted', 'ip', 'createTime'])
    .where('memberId', '=', demoId)
    .execute()
  if (consents.length > 0)
    await serverStore()
      .insertInto('memberConsent')
      .values(consents.map((consent) => ({ ...consent, memberId: id })))
      .execute()
}

/**
 * A failed CRISPR-Net job of the customer, with the reason as stored (a day old, so it
 * counts against neither the submission gap nor the daily limit).
 */
export async function insertFailedCrisprJob(email: string, failure: string): Promise<number> {
  const store = serverStore()
  const member = await store.selectFrom('member').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  const created = new Date(Date.now() - 25 * 60 * 60_000).toISOString()
  const row = await store
    .insertInto('crisprJob')
    .values({
      memberId: member.id,
      title: 'VEGFA site 2',
      email,
      pamType: 1,
      genome: 1,
      pairs: 'GACCCCCTCCACCCCGCCTCCGG,GACCCCCTCCACCCCGCCTCCGG',
      pairCount: 1,
      status: 2,
      failure,
      createTime: created,
      finishTime: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
