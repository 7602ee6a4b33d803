import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'

/** member_session rows, found by the token's hash. */
export function createSessionRepo(db: Kysely<DB>) {
  return {
    async insert(row: {
      memberId: number
      tokenHash: string
      remember: number
      expiresAt: string
      createTime: string
    }) {
      await db.insertInto('memberSession').values(row).execute()
    },

    /** The session's member and expiry, when the session has not expired and the account is active. */
    findActive(tokenHash: string, now: string) {
      return db
        .selectFrom('memberSession')
        .innerJoin('member', 'member.id', 'memberSession.memberId')
        .select(['member.id', 'member.email', 'memberSession.expiresAt'])
        .where('memberSession.tokenHash', '=', tokenHash)
        .where('memberSession.expiresAt', '>', now)
        .where('member.isActive', '=', 1)
        .executeTakeFirst()
    },

    async deleteByHash(tokenHash: string) {
      await db.deleteFrom('memberSession').where('tokenHash', '=', tokenHash).execute()
    },

    async deleteAllOf(memberId: number) {
      await db.deleteFrom('memberSession').where('memberId', '=', memberId).execute()
    },

    async deleteExpiredOf(memberId: number, now: string) {
      await db.deleteFrom('memberSession').where('memberId', '=', memberId).where('expiresAt', '<=', now).execute()
    },

    /** Every member's expired sessions (housekeeping); returns how many. */
    async deleteExpired(now: string): Promise<number> {
      const result = await db.deleteFrom('memberSession').where('expiresAt', '<=', now).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type SessionRepo = ReturnType<typeof createSessionRepo>
