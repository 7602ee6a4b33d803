// Login sessions: random opaque bearer tokens, stored hashed, with a fixed
// expiry that is longer when the customer ticks 'remember'. Revoked on logout and on
// a password reset.
import type { SessionRepo } from './session.repo.ts'
import { newToken, tokenHash } from './token.ts'

const HOUR_MS = 60 * 60_000
/** A working day, so a session opened in the morning lasts until the evening. */
const SESSION_TTL_MS = 12 * HOUR_MS
const REMEMBER_TTL_MS = 7 * 24 * HOUR_MS

/** Who is calling: what guards and services need to know of the logged-in member. */
export interface AuthMember {
  id: number
  email: string
}

export function createSessionService(repo: SessionRepo) {
  return {
    /** Opens a session and returns its token; the token itself is never stored. */
    async issue(memberId: number, remember: boolean): Promise<string> {
      const now = new Date()
      const token = newToken()
      // Each login tidies the member's own expired sessions, so the table does not grow.
      await repo.deleteExpiredOf(memberId, now.toISOString())
      await repo.insert({
        memberId,
        tokenHash: tokenHash(token),
        remember: remember ? 1 : 0,
        expiresAt: new Date(now.getTime() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS)).toISOString(),
        createTime: now.toISOString(),
      })
      return token
    },

    /** The member of a valid token; undefined for unknown, expired or revoked tokens and inactive accounts. */
    async resolve(token: string): Promise<AuthMember | undefined> {
      return repo.findActive(tokenHash(token), new Date().toISOString())
    },

    async revoke(token: string): Promise<void> {
      await repo.deleteByHash(tokenHash(token))
    },

    /** Ends every session of a member (after a password reset). */
    async revokeAll(memberId: number): Promise<void> {
      await repo.deleteAllOf(memberId)
    },
  }
}

export type SessionService = ReturnType<typeof createSessionService>
