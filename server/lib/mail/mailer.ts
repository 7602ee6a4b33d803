// Outgoing e-mail. Every mail is written to mail_outbox before delivery, so nothing
// a visitor triggered is lost when SMTP is down or not configured.
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { createTransport } from 'nodemailer'
import type { DB } from '#server/db/schema.ts'
import { createMailOutboxRepo } from './mail-outbox.repo.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** sent: accepted by the SMTP server · failed: kept for a retry · logged: no SMTP_URL. */
export interface MailOutcome {
  id: number
  status: 'sent' | 'failed' | 'logged'
}

export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>
  /** Delivers a mail of the outbox again (staff resend a failed one); undefined when there is no such mail. */
  resend(id: number): Promise<MailOutcome | undefined>
}

export interface MailerOptions {
  db: Kysely<DB>
  /** smtp:// or smtps:// URL; without it mails stay in the outbox with status 'logged'. */
  smtpUrl: string | undefined
  from: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
}

// nodemailer waits up to 2 minutes to connect by default; a visitor's request should
// not hang that long when the mail server is unreachable (the mail stays in the outbox).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }
const MAX_ERROR_LENGTH = 500

export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const outbox = createMailOutboxRepo(db)
  const transport = smtpUrl ? createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : undefined

  async function deliver(id: number, { to, subject, text, html = '' }: MailMessage): Promise<MailOutcome> {
    // Bodies may carry codes or activation links: only the recipient and subject are logged.
    if (!transport) {
      await outbox.markLogged(id)
      log.info({ mailId: id, to, subject }, 'mail kept in the outbox (SMTP_URL not set)')
      return { id, status: 'logged' }
    }
    try {
      await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) })
      await outbox.markSent(id)
      return { id, status: 'sent' }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await outbox.markFailed(id, reason.slice(0, MAX_ERROR_LENGTH))
      log.warn({ mailId: id, to, subject, reason }, 'mail delivery failed; kept in the outbox')
      return { id, status: 'failed' }
    }
  }

  return {
    async send(message) {
      return deliver(await outbox.insert({ ...message, html: message.html ?? '' }), message)
    },

    async resend(id) {
      const mail = await outbox.find(id)
      return mail && deliver(id, mail)
    },
  }
}
