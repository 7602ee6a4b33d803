// Registration, activation, login and logout (spec §7 'Account and session').
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  ActivateResultSchema,
  ActivateSchema,
  EmailSchema,
  InfoResultSchema,
  LoginResultSchema,
  LoginSchema,
  LoginSmsSchema,
  RegisterResultSchema,
  RegisterSchema,
} from '#common/schemas/auth.ts'
import { z } from '#common/zod.ts'
import { ok, okInfo } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { createLoginGuard } from '#server/modules/auth/login-guard.service.ts'
import { bearerToken } from '#server/plugins/auth.ts'
import { REGISTRATIONS_PER_EMAIL, limitPer, rateLimits } from '#server/plugins/rate-limit.ts'
import { LOGIN_MESSAGES, type LoginService } from '../login.service.ts'
import { REGISTRATION_MESSAGES, type RegistrationService } from '../registration.service.ts'

const tags = ['账户与登录']

export async function authRoutes(
  app: FastifyInstance,
  { registration, login }: { registration: RegistrationService; login: LoginService },
) {
  const api = typed(app)

  const passwordLogin = createLoginGuard(app, 'login')
  const smsLogin = createLoginGuard(app, 'loginsms')
  const registrationsPerEmail = limitPer(app, REGISTRATIONS_PER_EMAIL, (request) => {
    return `register:${(request.body as { email: string }).email}`
  })

  /**
   * 注册：校验图形验证码（服务器端，单次有效），创建未激活账号并发送激活邮件。同一邮箱未激活的注册被新的注册取代。
   * 每个 IP 每小时最多 20 次，每个邮箱每天最多 3 次（通过图形验证码之后计数）。
   */
  api.post('/user/register', {
    config: { rateLimit: rateLimits.register },
    schema: { tags, summary: '注册', body: RegisterSchema, response: { 200: envelope(RegisterResultSchema) } },
    handler: async (request, reply) => {
      const result = await registration.register(request.body, request.ip, () => registrationsPerEmail(request, reply))
      return ok(result, REGISTRATION_MESSAGES.registered)
    },
  })

  /** 激活：激活邮件中的链接，24 小时内有效，只能使用一次。 */
  api.post('/user/activate', {
    config: { rateLimit: rateLimits.captcha },
    schema: { tags, summary: '激活账号', body: ActivateSchema, response: { 200: envelope(ActivateResultSchema) } },
    handler: async (request) => ok(await registration.activate(request.body.token), REGISTRATION_MESSAGES.activated),
  })

  /** 重新发送激活邮件；无论邮箱是否注册，回答都相同。 */
  api.post('/user/resendActivation', {
    config: { rateLimit: rateLimits.sendCode },
    schema: { tags, summary: '重新发送激活邮件', body: EmailSchema, response: { 200: envelope(InfoResultSchema) } },
    handler: async (request) => {
      const info = await registration.resendActivation(request.body.email)
      return okInfo(request, info)
    },
  })

  /**
   * 邮箱密码登录；data.info = { token, user }。每个 IP 10 分钟最多 30 次；同一账号从同一 IP 失败
   * 10 次后该 IP 需等待 15 分钟；同一账号失败 5 次后，任何地址再登录都须带图形验证码
   * （captcha、captchaId），回答中的 captchaRequired 为 true 时即需要。
   */
  api.post('/user/login', {
    config: { rateLimit: rateLimits.login },
    schema: { tags, summary: '邮箱密码登录', body: LoginSchema, response: { 200: envelope(LoginResultSchema) } },
    handler: async (request, reply) => {
      const { body } = request
      const result = await passwordLogin(request, reply, body.email, body, () => login.login(body, request.ip))
      return ok(result, LOGIN_MESSAGES.success)
    },
  })

  /** 短信验证码登录（验证码用途 login，即 faDuanxin isreg=1）。失败次数的限制与邮箱密码登录相同，按手机号计。 */
  api.post('/user/loginsms', {
    config: { rateLimit: rateLimits.login },
    schema: { tags, summary: '短信验证码登录', body: LoginSmsSchema, response: { 200: envelope(LoginResultSchema) } },
    handler: async (request, reply) => {
      const { body } = request
      const result = await smsLogin(request, reply, body.phone, body, () => login.loginSms(body, request.ip))
      return ok(result, LOGIN_MESSAGES.success)
    },
  })

  /** 退出登录：令牌立即失效。没有或已失效的令牌也回答成功，退出总能完成。 */
  api.post('/user/logout', {
    schema: { tags, summary: '退出登录', security: bearerSecurity, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      const token = bearerToken(request)
      if (token) await app.sessions.revoke(token)
      return ok(null, '已退出登录')
    },
  })
}
