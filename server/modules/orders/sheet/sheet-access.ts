// Who may read a sheet: the order's customer (their bearer login) or a staff member who works
// on orders (the console's login). Both send `Authorization: Bearer`; the token is looked up
// as a customer session first, then as a staff session.
import type { FastifyRequest } from 'fastify'
import { OPERATORS } from '#common/schemas/admin-auth.ts'
import { AppError } from '#server/errors.ts'
import { bearerToken } from '#server/plugins/auth.ts'
import { STAFF_AUTH_MESSAGES } from '#server/plugins/staff-auth.ts'
import type { SheetViewer } from './sheet-model.ts'

const MESSAGES = { missing: '请先登录', expired: '登录已过期，请重新登录' } as const

export async function sheetViewerOf(request: FastifyRequest): Promise<SheetViewer> {
  const token = bearerToken(request)
  if (!token) throw new AppError('UNAUTHENTICATED', MESSAGES.missing)
  const member = await request.server.sessions.resolve(token)
  if (member) return { memberId: member.id }
  const staff = await request.server.staffSessions.resolve(token)
  if (!staff) throw new AppError('UNAUTHENTICATED', MESSAGES.expired)
  if (!OPERATORS.includes(staff.role)) throw new AppError('FORBIDDEN', STAFF_AUTH_MESSAGES.forbidden)
  return 'staff'
}
