// Who is calling the admin console: a staff bearer token (never a customer's), and which
// roles each admin route admits. A route declares its roles once, in
// `config: { staffRoles: [...] }`; guardStaffRoutes turns that declaration into the route's
// guard and the OpenAPI document shows it as `x-roles`, so the two cannot drift apart.
//
//   api.post('/news', { config: { staffRoles: ['editor', 'admin'] }, … })
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { StaffRole } from '#common/schemas/admin-auth.ts'
import { AppError } from '#server/errors.ts'
import {
  type AuthStaff,
  type StaffSessionService,
  createStaffSessionService,
} from '#server/modules/staff/staff-session.ts'
import { bearerToken } from './auth.ts'

/** Roles of an admin route, or 'public' for the few that need no login (the login itself). */
export type StaffAccess = readonly StaffRole[] | 'public'

declare module 'fastify' {
  interface FastifyInstance {
    staffSessions: StaffSessionService
  }
  interface FastifyRequest {
    /** Set by requireStaff; null on routes without it. */
    staff: AuthStaff | null
  }
  interface FastifyContextConfig {
    staffRoles?: StaffAccess
  }
}

export const STAFF_AUTH_MESSAGES = {
  missing: '请先登录管理后台',
  expired: '登录已过期，请重新登录',
  forbidden: '无权限执行此操作',
} as const

/** Guard of admin routes: a valid staff session (401 otherwise) of one of the roles (403 otherwise). */
export function requireStaff(...roles: StaffRole[]) {
  return async function requireStaffHook(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request)
    if (!token) throw new AppError('UNAUTHENTICATED', STAFF_AUTH_MESSAGES.missing)
    const staff = await request.server.staffSessions.resolve(token)
    if (!staff) throw new AppError('UNAUTHENTICATED', STAFF_AUTH_MESSAGES.expired)
    request.staff = staff
    if (!roles.includes(staff.role)) throw new AppError('FORBIDDEN', STAFF_AUTH_MESSAGES.forbidden)
  }
}

/** The staff member requireStaff let through; for handlers of admin routes. */
export function currentStaff(request: FastifyRequest): AuthStaff {
  if (!request.staff) throw new AppError('UNAUTHENTICATED', STAFF_AUTH_MESSAGES.missing)
  return request.staff
}

/**
 * Puts requireStaff in front of every route of this scope from its declared roles. A route
 * that declares none fails at start-up: an admin call without a role check must not exist.
 */
export function guardStaffRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.staffRoles
    if (!access) throw new Error(`Admin route ${route.method} ${route.url} declares no config.staffRoles`)
    if (access === 'public') return
    const guard = requireStaff(...access)
    const existing: onRequestHookHandler[] = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : []
    route.onRequest = [guard, ...existing]
  })
}

export default fp(
  async (app) => {
    app.decorate('staffSessions', createStaffSessionService(app.db))
    app.decorateRequest('staff', null)
  },
  { name: 'staff-auth', dependencies: ['db'] },
)
