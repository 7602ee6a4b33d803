// The login session in the browser (spec §3 'Login session', §4): the token and the user
// in sessionStorage ('token', 'user'), so a reload keeps the login and closing the tab
// ends it. Components follow changes through useSessionUser().
import { useSyncExternalStore } from 'react'
import type { SessionUser } from '#common/schemas/auth.ts'

const TOKEN_KEY = 'token'
const USER_KEY = 'user'
const CHANGE_EVENT = 'session-change'

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

export function readToken(): string | undefined {
  return storage()?.getItem(TOKEN_KEY) ?? undefined
}

let cachedRaw: string | null | undefined
let cachedUser: SessionUser | null = null

/** The stored user; the same object until the stored value changes (useSyncExternalStore needs that). */
export function readUser(): SessionUser | null {
  const raw = storage()?.getItem(USER_KEY) ?? null
  if (raw !== cachedRaw) {
    cachedRaw = raw
    try {
      cachedUser = raw && readToken() ? (JSON.parse(raw) as SessionUser) : null
    } catch {
      cachedUser = null
    }
  }
  return cachedUser
}

const announce = () => window.dispatchEvent(new Event(CHANGE_EVENT))

export function saveSession(token: string, user: SessionUser): void {
  sessionStorage.setItem(TOKEN_KEY, token)
  sessionStorage.setItem(USER_KEY, JSON.stringify(user))
  announce()
}

export function saveUser(user: SessionUser): void {
  sessionStorage.setItem(USER_KEY, JSON.stringify(user))
  announce()
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY)
  sessionStorage.removeItem(USER_KEY)
  announce()
}

/** Where a logged-out visitor of `path` goes: the login page, coming back afterwards. */
export function loginPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CHANGE_EVENT, onChange)
}

/** The logged-in user; null on the server and while hydrating, so the markup matches. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, readUser, () => null)
}

/** The user's name as the header and pages show it. */
export function displayName(user: Pick<SessionUser, 'fname' | 'lname' | 'email'>): string {
  return `${user.fname}${user.lname}` || user.email
}
