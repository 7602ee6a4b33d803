// Deleting a customer's account (PIPL Art. 47): every step of PERSONAL_DATA_STEPS erases its
// rows in one transaction, then the account's files are deleted from the storage, which a
// rollback could not bring back. The customer confirms with the password or an SMS login
// code; staff delete an account on a request that arrived by mail.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { type DeleteAccount, PRIVACY_MESSAGES } from '#common/schemas/privacy.ts'
import type { DB } from '#server/db/schema.ts'
import { atomically } from '#server/db/transaction.ts'
import { notFound, rejected } from '#server/errors.ts'
import { verifyPassword } from '#server/lib/password.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import type { SessionService } from '#server/modules/auth/session.service.ts'
import type { VerificationService } from '#server/modules/verification/verification.service.ts'
import { PERSONAL_DATA_STEPS } from './personal-data.ts'

export const DELETION_MESSAGES = {
  notFound: '客户不存在或已注销',
} as const

interface DeletionDeps {
  db: Kysely<DB>
  storage: Pick<FileStorage, 'delete'>
  sessions: Pick<SessionService, 'forgetMember'>
  verification: Pick<VerificationService, 'verify'>
  log: Pick<FastifyBaseLogger, 'warn'>
}

export function createAccountDeletion({ db, storage, sessions, verification, log }: DeletionDeps) {
  /** Erases the account's rows through `trx` (its own transaction when it is none); returns the files to delete. */
  async function eraseRecords(trx: Kysely<DB>, memberId: number): Promise<string[]> {
    return atomically(trx, async (work) => {
      const account = await work
        .selectFrom('member')
        .select(['id', 'email', 'tel', 'telVerified'])
        .where('id', '=', memberId)
        .where('deletedTime', 'is', null)
        .executeTakeFirst()
      if (!account) throw notFound(DELETION_MESSAGES.notFound)
      const keys: string[] = []
      for (const step of PERSONAL_DATA_STEPS) keys.push(...(await step.erase(work, account)))
      return keys
    })
  }

  /** Once the rows are gone: no instance trusts the sessions any more, and the files go too. */
  async function finish(memberId: number, keys: readonly string[]): Promise<void> {
    sessions.forgetMember(memberId)
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)))
    const failed = results.filter((result) => result.status === 'rejected')
    if (failed.length > 0) log.warn({ memberId, files: failed.length }, 'files of a deleted account not deleted')
  }

  /** Throws unless the caller proved to be the owner: the password, or an SMS login code to the confirmed phone. */
  async function confirmOwner(memberId: number, { password, smscode }: DeleteAccount): Promise<void> {
    const member = await db
      .selectFrom('member')
      .select(['passwordHash', 'tel', 'telVerified'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
    if (password) {
      if (!(await verifyPassword(member.passwordHash, password))) throw rejected(PRIVACY_MESSAGES.wrongPassword)
      return
    }
    if (!member.telVerified || !member.tel) throw rejected(PRIVACY_MESSAGES.noConfirmedPhone)
    await verification.verify({ purpose: 'sms_login', target: member.tel, code: smscode ?? '' })
  }

  return {
    /** The owner's own deletion. */
    async deleteOwn(memberId: number, confirmation: DeleteAccount): Promise<void> {
      await confirmOwner(memberId, confirmation)
      await finish(memberId, await eraseRecords(db, memberId))
    },

    eraseRecords,
    finish,
  }
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>

/** The app's deletion, for the customer's call and the console's. */
export const accountDeletionOf = (app: FastifyInstance) =>
  createAccountDeletion({
    db: app.db,
    storage: app.storage,
    sessions: app.sessions,
    verification: app.services.verification,
    log: app.log,
  })
