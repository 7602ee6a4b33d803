import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'

export type LoginMethod = 'password' | 'sms'

/** member_login rows: when and from which address a customer logged in, nothing else. */
export function createLoginRecordRepo(db: Kysely<DB>) {
  return {
    async insert(memberId: number, method: LoginMethod, ip: string, createTime: string): Promise<void> {
      await db.insertInto('memberLogin').values({ memberId, method, ip, createTime }).execute()
    },

    async deleteOlderThan(time: string): Promise<number> {
      const result = await db.deleteFrom('memberLogin').where('createTime', '<', time).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
