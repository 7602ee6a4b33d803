// Login, logout and the current staff member of the admin console.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  type AdminLoginResult,
  AdminLoginResultSchema,
  AdminLoginSchema,
  AdminMeResultSchema,
  STAFF_ROLES,
} from '#common/schemas/admin-auth.ts'
import { z } from '#common/zod.ts'
import type { ErrorKind } from '#common/errors.ts'
import { AppError } from '#server/errors.ts'
import { ok } from '#server/lib/reply.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { bearerToken } from '#server/plugins/auth.ts'
import { createLoginGuard } from '#server/modules/auth/login-guard.service.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import { currentStaff } from '#server/plugins/staff-auth.ts'
import { STAFF_LOGIN_MESSAGES, createStaffAuthService, toStaffUser } from './staff-auth.service.ts'

const tags = ['管理后台：登录']

/** The answers of a login refused for its credentials, its captcha or too many tries. */
const REFUSED_LOGIN = new Set<ErrorKind>(['VALIDATION_FAILED', 'RATE_LIMITED'])

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
      const email = body.email
      let result: AdminLoginResult
      try {
        result = await guarded(request, reply, email, body, () => auth.login(body))
      } catch (error) {
        // A refused login is recorded with the address tried (never the password); an outage is not a login.
        if (error instanceof AppError && REFUSED_LOGIN.has(error.kind)) {
          await recordAudit(request, {
            action: 'login_failed',
            targetType: 'staff',
            summary: `登录失败：${email}（${error.message}）`,
            actor: { id: null, email },
            after: { email },
          })
        }
        throw error
      }
      const { user } = result.info
      await recordAudit(request, {
        action: 'login',
        targetType: 'staff',
        targetId: user.id,
        summary: `登录：${user.email}`,
        actor: { id: user.id, email: user.email },
      })
      return ok(result, STAFF_LOGIN_MESSAGES.success)
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
