// Login, logout and the current staff member of the admin console.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  AdminLoginResultSchema,
  AdminLoginSchema,
  AdminMeResultSchema,
  STAFF_ROLES,
} from '#common/schemas/admin-auth.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { bearerToken } from '#server/plugins/auth.ts'
import { createLoginGuard } from '#server/modules/auth/login-guard.service.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import { currentStaff } from '#server/plugins/staff-auth.ts'
import { STAFF_LOGIN_MESSAGES, createStaffAuthService, toStaffUser } from './staff-auth.service.ts'

const tags = ['管理后台：登录']

export async function staffAuthRoutes(app: FastifyInstance) {
  const api = typed(app)
  const auth = createStaffAuthService({ db: app.db, sessions: app.staffSessions })
  const guarded = createLoginGuard(app, 'admin-login')

  /**
   * 管理员登录：data.info = { token, user }。与客户登录相同的限制：按 IP；按账号与 IP；
   * 同一账号失败 5 次后须带图形验证码（captchaRequired）。
   */
  api.post('/auth/login', {
    config: { staffRoles: 'public', rateLimit: rateLimits.login },
    schema: {
      tags,
      summary: '管理员登录',
      body: AdminLoginSchema,
      response: { 200: envelope(AdminLoginResultSchema) },
    },
    handler: async (request, reply) => {
      const { body } = request
      return ok(await guarded(request, reply, body.email, body, () => auth.login(body)), STAFF_LOGIN_MESSAGES.success)
    },
  })

  /** 退出登录：令牌立即失效；没有或已失效的令牌也回答成功。 */
  api.post('/auth/logout', {
    config: { staffRoles: 'public' },
    schema: { tags, summary: '退出登录', security: bearerSecurity, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      const token = bearerToken(request)
      if (token) await app.staffSessions.revoke(token)
      return ok(null, '已退出登录')
    },
  })

  /** 当前登录的工作人员；令牌失效时 401。 */
  api.route({
    method: ['GET', 'POST'],
    url: '/auth/me',
    config: { staffRoles: STAFF_ROLES },
    schema: {
      tags,
      summary: '当前工作人员',
      security: bearerSecurity,
      response: { 200: envelope(AdminMeResultSchema) },
    },
    handler: async (request) => ok({ user: toStaffUser(currentStaff(request)) }),
  })
}
