// Who is calling (spec §6): the browser sends `Authorization: Bearer <token>`
// with every request. Routes opt in with a guard as their onRequest hook:
//
//   api.post('/user/addrList', { onRequest: requireCustomer, … handler: (request) => … currentMember(request).id })
//
// Staff are not members: the admin console has its own sessions (plugins/staff-auth.ts).
//
// A missing, unknown, expired or revoked token answers the 401 envelope before the body
// is even read; the browser then clears its session and goes to /login?redirect=….
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '#server/errors.ts'
import { createSessionRepo } from '#server/modules/auth/session.repo.ts'
import { type AuthMember, type SessionService, createSessionService } from '#server/modules/auth/session.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService
  }
  interface FastifyRequest {
    /** Set by requireCustomer; null on routes without it. */
    member: AuthMember | null
  }
}

const AUTH_MESSAGES = {
  missing: '请先登录',
  expired: '登录已过期，请重新登录',
} as const

/** The bearer token of the request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match?.[1]
}

/** Guard of the customer area: any logged-in, active member. Sets request.member. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request)
  if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.missing)
  const member = await request.server.sessions.resolve(token)
  if (!member) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.expired)
  request.member = member
}

/** The member a guard let through; for handlers of guarded routes. */
export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.missing)
  return request.member
}

export default fp(
  async (app) => {
    app.decorate('sessions', createSessionService(createSessionRepo(app.db)))
    app.decorateRequest('member', null)
  },
  { name: 'auth', dependencies: ['db'] },
)
