// SMS verification codes (spec §7 'Account and session' duanxin/faDuanxin).
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { SendSmsCodeResultSchema, SendSmsCodeSchema } from '#common/schemas/verification.ts'
import { okInfo } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { codesPerTarget, rateLimits } from '#server/plugins/rate-limit.ts'

const CODE_SENT = '验证码已发送'

export async function verificationRoutes(app: FastifyInstance) {
  const { smsCodes } = app.services
  const codesPerPhone = codesPerTarget(app, (body: { phone: string }) => body.phone)

  /**
   * 发送短信验证码：登录（isreg=1）、预约（isreg=0）、修改手机号（purpose=phone）、注册（purpose=register）。
   * 每个 IP 10 分钟最多 5 次；每个手机号 60 秒内不能重发，每天最多 10 次。
   */
  typed(app).post('/duanxin/faDuanxin', {
    config: { rateLimit: rateLimits.sendCode },
    preHandler: codesPerPhone,
    schema: {
      tags: ['验证码'],
      summary: '发送短信验证码',
      body: SendSmsCodeSchema,
      response: { 200: envelope(SendSmsCodeResultSchema) },
    },
    handler: async (request) => {
      await smsCodes.send(request.body.phone, request.body.purpose)
      return okInfo(request, CODE_SENT)
    },
  })
}
