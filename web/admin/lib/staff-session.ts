// The staff login of the admin console, kept apart from a customer's login in the same
// browser: its own sessionStorage keys and its own token, which only /api/v1/admin accepts.
import type { StaffRole, StaffUser } from '#common/schemas/admin-auth.ts'
import { resolveOwnPath } from '#web/lib/safe-redirect.ts'
import { createSessionStore } from '#web/lib/session-store.ts'

export const staffSession = createSessionStore<StaffUser>({ token: 'adminToken', user: 'adminUser' })

export const ADMIN_HOME = '/admin'
export const ADMIN_LOGIN_PATH = '/admin/login'

/** The console's login page, coming back to `path` afterwards. */
export function adminLoginPath(path: string): string {
  return `${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(path)}`
}

/** A page of the console to return to after the login, or undefined: a staff login never sends anyone elsewhere. */
export function staffReturnPath(target: string | null | undefined): string | undefined {
  const path = resolveOwnPath(target)
  return path === ADMIN_HOME || path?.startsWith(`${ADMIN_HOME}/`) ? path : undefined
}

/** Whether the staff member may open a part of the console meant for `roles`. */
export const mayOpen = (user: StaffUser | null, roles: readonly StaffRole[]) =>
  user !== null && roles.includes(user.role)
