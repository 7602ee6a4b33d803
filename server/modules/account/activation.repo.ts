import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'

/** activation_token rows; using one is a conditional UPDATE, so a link works once even when clicked twice at once. */
export function createActivationRepo(db: Kysely<DB>) {
  return {
    async insert(row: { memberId: number; tokenHash: string; expiresAt: string; createTime: string }) {
      await db.insertInto('activationToken').values(row).execute()
    },

    findByHash(tokenHash: string) {
      return db
        .selectFrom('activationToken')
        .innerJoin('member', 'member.id', 'activationToken.memberId')
        .select([
          'activationToken.id',
          'activationToken.memberId',
          'activationToken.expiresAt',
          'activationToken.usedAt',
          'member.email',
        ])
        .where('activationToken.tokenHash', '=', tokenHash)
        .executeTakeFirst()
    },

    async markUsed(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('activationToken')
        .set({ usedAt: now })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** Every link of a member (a replaced registration's links stop working). */
    async deleteForMember(memberId: number): Promise<void> {
      await db.deleteFrom('activationToken').where('memberId', '=', memberId).execute()
    },

    /** Links that expired before `cutoff`, used or not; returns how many. */
    async deleteExpiredBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('activationToken').where('expiresAt', '<', cutoff).executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** When the newest link of a member was sent (resends are spaced out). */
    async latestCreateTime(memberId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('activationToken')
        .select('createTime')
        .where('memberId', '=', memberId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row?.createTime
    },
  }
}
