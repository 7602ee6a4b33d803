// The customer's login session in the browser (spec §3 'Login session', §4): the token and
// the user in sessionStorage ('token', 'user'). Components follow changes through
// useSessionUser().
import type { SessionUser } from '#common/schemas/auth.ts'
import { createSessionStore } from './session-store.ts'

const customerSession = createSessionStore<SessionUser>({ token: 'token', user: 'user' })

export const readToken = customerSession.readToken
export const readUser = customerSession.readUser
export const saveSession = customerSession.save
export const saveUser = customerSession.saveUser
export const clearSession = customerSession.clear
export const useSessionUser = customerSession.useUser

/** Where a logged-out visitor of `path` goes: the login page, coming back afterwards. */
export function loginPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`
}

/** The user's name as the header and pages show it. */
export function displayName(user: Pick<SessionUser, 'fname' | 'lname' | 'email'>): string {
  return `${user.fname}${user.lname}` || user.email
}
