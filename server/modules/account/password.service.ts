// Forgotten password (spec §2 /forgetPwd, §7 sendEmailCode, resetPwd): a six-digit code
// by e-mail (10 minutes, single use, five tries, 60 s between codes: the verification
// service), then a new password that ends every open session.
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { ResetPassword } from '#common/schemas/auth.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { rejected } from '#server/errors.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import { hashPassword } from '#server/lib/password.ts'
import type { SessionService } from '#server/modules/auth/session.service.ts'
import type { VerificationService } from '#server/modules/verification/verification.service.ts'
import { resetCodeMail } from './account-mail.ts'
import { refuseDeactivated } from './account-status.ts'
import { createMemberRepo } from './member.repo.ts'

export const PASSWORD_MESSAGES = {
  codeSent: '验证码已发送到您的邮箱，请查收',
  changed: '修改成功!!!',
  wrongCode: '验证码错误',
} as const

interface PasswordDeps {
  db: Kysely<DB>
  mailer: Mailer
  verification: Pick<VerificationService, 'issue' | 'verify'>
  sessions: Pick<SessionService, 'revokeAll'>
  log: Pick<FastifyBaseLogger, 'warn'>
}

export function createPasswordService({ db, mailer, verification, sessions, log }: PasswordDeps) {
  const members = createMemberRepo(db)

  return {
    /**
     * Mails a reset code. A code is issued whether or not the e-mail has an account
     * (only an account's is mailed), so the answer, the 60 s resend refusal and the
     * time taken are the same for both: the reply does not tell who has an account.
     * Only an account staff deactivated is told so: a new password would not let it in.
     */
    async sendResetCode(email: string): Promise<string> {
      const member = await members.findByEmail(email)
      refuseDeactivated(member)
      const issued = await verification.issue({ purpose: 'email_reset', target: email })
      if (member) {
        // Not awaited: SMTP takes time only for real accounts. The outbox keeps the mail.
        mailer.send(resetCodeMail(email, issued.code, issued.ttlMinutes)).catch((error: unknown) => {
          log.warn({ err: error }, 'password reset mail not stored')
        })
      }
      return PASSWORD_MESSAGES.codeSent
    },

    async resetPassword({ email, code, password }: ResetPassword): Promise<void> {
      const member = await members.findByEmail(email)
      refuseDeactivated(member)
      await verification.verify({ purpose: 'email_reset', target: email, code })
      // Codes for e-mails without an account are never sent, so none can be right.
      if (!member) throw rejected(PASSWORD_MESSAGES.wrongCode)
      const passwordHash = await hashPassword(password)
      if (member.activateTime) {
        await members.update(member.id, { passwordHash })
      } else {
        // The code proves the mailbox, as the activation link would: the account is activated,
        // and it starts afresh for the mailbox's owner. Whoever registered it may not have
        // been that owner, so the number they entered is dropped: it is no credential here.
        await members.update(member.id, {
          passwordHash,
          isActive: 1,
          activateTime: nowIso(),
          tel: '',
          telVerified: 0,
        })
      }
      // Every session ends, the caller's included: whoever knew the old password is out.
      await sessions.revokeAll(member.id)
    },
  }
}

export type PasswordService = ReturnType<typeof createPasswordService>
