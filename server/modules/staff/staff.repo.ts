import type { Kysely } from 'kysely'
import type { StaffRole } from '#common/schemas/admin-auth.ts'
import type { DB } from '#server/db/schema.ts'

const STAFF_COLUMNS = ['id', 'email', 'name', 'role', 'isActive', 'lastLoginTime', 'createTime', 'updateTime'] as const

/** staff rows. E-mails are stored lower-case, so lookups compare exactly. */
export function createStaffRepo(db: Kysely<DB>) {
  return {
    findCredentials(email: string) {
      return db
        .selectFrom('staff')
        .select([...STAFF_COLUMNS, 'passwordHash'])
        .where('email', '=', email)
        .executeTakeFirst()
    },

    find(id: number) {
      return db.selectFrom('staff').select(STAFF_COLUMNS).where('id', '=', id).executeTakeFirst()
    },

    async insert(row: { email: string; name: string; passwordHash: string; role: StaffRole; now: string }) {
      const { now, ...values } = row
      const inserted = await db
        .insertInto('staff')
        .values({ ...values, isActive: 1, createTime: now, updateTime: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      return inserted.id
    },

    async touchLogin(id: number, now: string) {
      await db.updateTable('staff').set({ lastLoginTime: now }).where('id', '=', id).execute()
    },
  }
}

export type StaffRepo = ReturnType<typeof createStaffRepo>
export type StaffRow = NonNullable<Awaited<ReturnType<StaffRepo['find']>>>
