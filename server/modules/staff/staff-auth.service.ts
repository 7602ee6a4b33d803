// Staff login by e-mail and password; answers data.info = { token, user } like the customer login.
import type { Kysely } from 'kysely'
import type { AdminLogin, AdminLoginResult, StaffUser } from '#common/schemas/admin-auth.ts'
import type { DB } from '#server/db/schema.ts'
import { rejected } from '#server/errors.ts'
import { hashPassword, verifyPassword } from '#server/lib/password.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { StaffSessionService } from './staff-session.ts'
import { createStaffRepo } from './staff.repo.ts'

export const STAFF_LOGIN_MESSAGES = {
  success: '登录成功',
  /** Also for a disabled account: the answer does not tell which accounts exist. */
  wrongCredentials: '邮箱或密码错误',
} as const

export function toStaffUser(staff: StaffUser): StaffUser {
  return { id: staff.id, email: staff.email, name: staff.name, role: staff.role }
}

export function createStaffAuthService({ db, sessions }: { db: Kysely<DB>; sessions: StaffSessionService }) {
  const staff = createStaffRepo(db)
  // Unknown e-mails are checked against a real hash too, so timing does not tell who is staff.
  let decoyHash: Promise<string> | undefined
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-1!'))

  return {
    async login({ email, password }: AdminLogin): Promise<AdminLoginResult> {
      const account = await staff.findCredentials(email)
      const valid = await verifyPassword(account?.passwordHash ?? (await decoy()), password)
      if (!account || !valid || !account.isActive) throw rejected(STAFF_LOGIN_MESSAGES.wrongCredentials)
      const token = await sessions.issue(account.id)
      await staff.touchLogin(account.id, nowIso())
      return { info: { token, user: toStaffUser(account) } }
    },
  }
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>
