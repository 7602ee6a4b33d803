// Staff login sessions, kept apart from customer sessions: a token is looked up only in
// its own table, so neither kind of token opens the other area.
import type { Kysely } from 'kysely'
import type { StaffRole } from '#common/schemas/admin-auth.ts'
import type { DB } from '#server/db/schema.ts'
import { newToken, tokenHash } from '#server/modules/auth/token.ts'

/** A working day; staff log in again each morning. */
const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000

/** The staff member behind a request, as guards and services need it. */
export interface AuthStaff {
  id: number
  email: string
  name: string
  role: StaffRole
}

export function createStaffSessionService(db: Kysely<DB>) {
  return {
    /** Opens a session and returns its token; only the token's hash is stored. */
    async issue(staffId: number): Promise<string> {
      const now = new Date()
      const token = newToken()
      // Each login tidies the account's expired sessions, so the table does not grow.
      await db
        .deleteFrom('staffSession')
        .where('staffId', '=', staffId)
        .where('expiresAt', '<=', now.toISOString())
        .execute()
      await db
        .insertInto('staffSession')
        .values({
          staffId,
          tokenHash: tokenHash(token),
          expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS).toISOString(),
          createTime: now.toISOString(),
        })
        .execute()
      return token
    },

    /** The active staff member of an unexpired token; undefined otherwise. */
    resolve(token: string): Promise<AuthStaff | undefined> {
      return db
        .selectFrom('staffSession')
        .innerJoin('staff', 'staff.id', 'staffSession.staffId')
        .select(['staff.id', 'staff.email', 'staff.name', 'staff.role'])
        .where('staffSession.tokenHash', '=', tokenHash(token))
        .where('staffSession.expiresAt', '>', new Date().toISOString())
        .where('staff.isActive', '=', 1)
        .executeTakeFirst()
    },

    async revoke(token: string): Promise<void> {
      await db.deleteFrom('staffSession').where('tokenHash', '=', tokenHash(token)).execute()
    },

    /** Ends every session of a staff member (disabled, role or password changed). */
    async revokeAll(staffId: number): Promise<void> {
      await db.deleteFrom('staffSession').where('staffId', '=', staffId).execute()
    },
  }
}

export type StaffSessionService = ReturnType<typeof createStaffSessionService>
