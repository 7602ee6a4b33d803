// A login kept in sessionStorage (a token and the user it belongs to): a reload keeps it,
// closing the tab ends it. The customer area and the admin console each keep their own,
// under their own keys, so one never passes for the other.
import { useSyncExternalStore } from 'react'

export interface SessionStore<User> {
  readToken(): string | undefined
  /** The stored user; the same object until the stored value changes (useSyncExternalStore needs that). */
  readUser(): User | null
  save(token: string, user: User): void
  saveUser(user: User): void
  clear(): void
  /** The logged-in user; null on the server and while hydrating, so the markup matches. */
  useUser(): User | null
}

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

export function createSessionStore<User>(keys: { token: string; user: string }): SessionStore<User> {
  const changeEvent = `session-change:${keys.token}`
  let cachedRaw: string | null | undefined
  let cachedUser: User | null = null

  const readToken = () => storage()?.getItem(keys.token) ?? undefined
  const readUser = (): User | null => {
    const raw = storage()?.getItem(keys.user) ?? null
    if (raw !== cachedRaw) {
      cachedRaw = raw
      try {
        cachedUser = raw && readToken() ? (JSON.parse(raw) as User) : null
      } catch {
        cachedUser = null
      }
    }
    return cachedUser
  }
  const announce = () => window.dispatchEvent(new Event(changeEvent))
  const subscribe = (onChange: () => void) => {
    window.addEventListener(changeEvent, onChange)
    return () => window.removeEventListener(changeEvent, onChange)
  }

  return {
    readToken,
    readUser,
    save(token, user) {
      sessionStorage.setItem(keys.token, token)
      sessionStorage.setItem(keys.user, JSON.stringify(user))
      announce()
    },
    saveUser(user) {
      sessionStorage.setItem(keys.user, JSON.stringify(user))
      announce()
    },
    clear() {
      sessionStorage.removeItem(keys.token)
      sessionStorage.removeItem(keys.user)
      announce()
    },
    useUser: () => useSyncExternalStore(subscribe, readUser, () => null),
  }
}
