import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'

/**
 * verification_code rows. Tries and consumption are conditional UPDATEs whose affected
 * row count decides, so two concurrent requests cannot both use the same try or code.
 */
export function createVerificationRepo(db: Kysely<DB>) {
  return {
    async insert(row: { purpose: string; target: string; codeHash: string; expiresAt: string; createTime: string }) {
      const inserted = await db.insertInto('verificationCode').values(row).returning('id').executeTakeFirstOrThrow()
      return inserted.id
    },

    /** The newest code for this target and purpose: issuing a new code supersedes older ones. */
    findLatest(purpose: string, target: string) {
      return db
        .selectFrom('verificationCode')
        .select(['id', 'codeHash', 'attempts', 'expiresAt', 'consumedAt', 'createTime'])
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    },

    /** Counts one try, unless the code is used, expired or out of tries. */
    async takeTry(id: number, now: string, maxTries: number): Promise<boolean> {
      const result = await db
        .updateTable('verificationCode')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .where('attempts', '<', maxTries)
        .where('expiresAt', '>', now)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    async consume(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('verificationCode')
        .set({ consumedAt: now })
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    async remove(id: number) {
      await db.deleteFrom('verificationCode').where('id', '=', id).execute()
    },

    async deleteExpiredBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('verificationCode').where('expiresAt', '<', cutoff).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type VerificationRepo = ReturnType<typeof createVerificationRepo>
