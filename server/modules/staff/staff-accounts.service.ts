// Staff accounts as admins manage them. An admin cannot disable or demote their own account,
// so the admin making a change always remains: the console never loses its last admin.
import type { Kysely } from 'kysely'
import type { StaffAccount, UpdateStaff } from '#common/schemas/admin-staff.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/errors.ts'
import { hashPassword } from '#server/lib/password.ts'
import type { StaffSessionService } from './staff-session.ts'

export const STAFF_ACCOUNT_MESSAGES = {
  notFound: '工作人员不存在',
  self: '不能停用自己的账号或取消自己的管理员角色',
} as const

const COLUMNS = ['id', 'email', 'name', 'role', 'isActive', 'lastLoginTime', 'createTime', 'updateTime'] as const

export function createStaffAccountsService(db: Kysely<DB>, sessions: StaffSessionService) {
  async function findOrFail(trx: Kysely<DB>, id: number): Promise<StaffAccount> {
    const row = await trx.selectFrom('staff').select(COLUMNS).where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound(STAFF_ACCOUNT_MESSAGES.notFound)
    return row
  }

  return {
    list: () => db.selectFrom('staff').select(COLUMNS).orderBy('id').execute(),

    read: (id: number) => findOrFail(db, id),

    async update(actorId: number, id: number, input: UpdateStaff) {
      const result = await db.transaction().execute(async (trx) => {
        const before = await findOrFail(trx, id)
        if (id === actorId && (input.role !== 'admin' || !input.isActive)) throw conflict(STAFF_ACCOUNT_MESSAGES.self)
        await trx
          .updateTable('staff')
          .set({ ...input, updateTime: nowIso() })
          .where('id', '=', id)
          .execute()
        return { before, after: await findOrFail(trx, id) }
      })
      // A changed role or a disabled account takes effect at once: the old sessions end.
      if (result.before.role !== result.after.role || !result.after.isActive) await sessions.revokeAll(id)
      return result
    },

    async resetPassword(id: number, password: string): Promise<StaffAccount> {
      const account = await findOrFail(db, id)
      await db
        .updateTable('staff')
        .set({ passwordHash: await hashPassword(password), updateTime: nowIso() })
        .where('id', '=', id)
        .execute()
      await sessions.revokeAll(id)
      return account
    },
  }
}
