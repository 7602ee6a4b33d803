// Read-only links to a job's result. The token is 32 random bytes (base64url) handed to the
// owner once; the table keeps only its SHA-256, so a copy of the database opens no result.
// One link per job: a new one replaces the old, deleting the row revokes it, and deleting
// the job (or the three-day purge) takes it along.
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'

export const newShareToken = () => randomBytes(32).toString('base64url')

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export function createCrisprShareRepo(db: Kysely<DB>) {
  return {
    async replace(jobId: number, token: string, now: string): Promise<void> {
      await db
        .insertInto('crisprShare')
        .values({ jobId, tokenHash: hashOf(token), createTime: now })
        .onConflict((conflict) => conflict.column('jobId').doUpdateSet({ tokenHash: hashOf(token), createTime: now }))
        .execute()
    },

    async revoke(jobId: number): Promise<void> {
      await db.deleteFrom('crisprShare').where('jobId', '=', jobId).execute()
    },

    async exists(jobId: number): Promise<boolean> {
      const row = await db.selectFrom('crisprShare').select('jobId').where('jobId', '=', jobId).executeTakeFirst()
      return row !== undefined
    },

    /** The job a live token opens, or undefined. */
    async jobOf(token: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('crisprShare')
        .select('jobId')
        .where('tokenHash', '=', hashOf(token))
        .executeTakeFirst()
      return row?.jobId
    },
  }
}
