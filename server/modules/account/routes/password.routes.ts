// Forgotten password by e-mail code (spec §7 sendEmailCode, resetPwd).
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { EmailSchema, InfoResultSchema, ResetPasswordSchema } from '#common/schemas/auth.ts'
import { z } from '#common/zod.ts'
import { ok, okInfo } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { codesPerTarget, rateLimits } from '#server/plugins/rate-limit.ts'
import { PASSWORD_MESSAGES, type PasswordService } from '../password.service.ts'

const tags = ['账户与登录']

export async function passwordRoutes(app: FastifyInstance, { password }: { password: PasswordService }) {
  const api = typed(app)
  const codesPerEmail = codesPerTarget(app, (body: { email: string }) => body.email)

  /**
   * 发送找回密码的邮件验证码（6 位，10 分钟有效，60 秒内不能重发，每个邮箱每天最多 10 次）；回答不透露邮箱是否注册。
   */
  api.post('/user/sendEmailCode', {
    config: { rateLimit: rateLimits.sendCode },
    preHandler: codesPerEmail,
    schema: { tags, summary: '发送找回密码验证码', body: EmailSchema, response: { 200: envelope(InfoResultSchema) } },
    handler: async (request) => {
      const info = await password.sendResetCode(request.body.email)
      return okInfo(request, info)
    },
  })

  /** 用邮件验证码设置新密码；成功后该账号的所有登录会话失效。 */
  api.post('/user/resetPwd', {
    config: { rateLimit: rateLimits.login },
    schema: { tags, summary: '重置密码', body: ResetPasswordSchema, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await password.resetPassword(request.body)
      return ok(null, PASSWORD_MESSAGES.changed)
    },
  })
}
