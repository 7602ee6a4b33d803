// Login sessions: random opaque bearer tokens, stored hashed, with a fixed
// expiry that is longer when the customer ticks 'remember'. Revoked on logout, on
// a password reset and when staff deactivate the account.
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

/**
 * A page of the customer area makes several calls at once, each with the same token: a
 * session the database confirmed is trusted for this long without asking again. Revoking
 * it here forgets it at once; another instance of the server may accept it for at most
 * this long (docs/decisions/012).
 */
export const CONFIRMED_SESSION_MS = 1000
/** Tokens remembered at most; the oldest is forgotten first. */
const CONFIRMED_SESSION_LIMIT = 10_000

interface Confirmed {
  member: AuthMember
  /** Epoch ms until which the confirmation holds. */
  until: number
}

export function createSessionService(repo: SessionRepo, { now: clock = Date.now }: { now?: () => number } = {}) {
  const confirmed = new Map<string, Confirmed>()
  const remember = (hash: string, entry: Confirmed) => {
    if (confirmed.size >= CONFIRMED_SESSION_LIMIT) confirmed.delete(confirmed.keys().next().value as string)
    confirmed.set(hash, entry)
  }
  const forgetMember = (memberId: number) => {
    for (const [hash, entry] of confirmed) if (entry.member.id === memberId) confirmed.delete(hash)
  }

  return {
    /** Opens a session and returns its token; the token itself is never stored. */
    async issue(memberId: number, remember: boolean): Promise<string> {
      const now = new Date(clock())
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
      const hash = tokenHash(token)
      const at = clock()
      const known = confirmed.get(hash)
      if (known && known.until > at) return known.member
      confirmed.delete(hash)
      const found = await repo.findActive(hash, new Date(at).toISOString())
      if (!found) return undefined
      const member = { id: found.id, email: found.email }
      remember(hash, { member, until: Math.min(at + CONFIRMED_SESSION_MS, Date.parse(found.expiresAt)) })
      return member
    },

    async revoke(token: string): Promise<void> {
      const hash = tokenHash(token)
      await repo.deleteByHash(hash)
      confirmed.delete(hash)
    },

    /** Ends every session of a member (after a password reset). */
    async revokeAll(memberId: number): Promise<void> {
      await repo.deleteAllOf(memberId)
      forgetMember(memberId)
    },

    /** Stops trusting a member's confirmed sessions, after their rows were deleted elsewhere. */
    forgetMember,
  }
}

export type SessionService = ReturnType<typeof createSessionService>
