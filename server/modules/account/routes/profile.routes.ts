// The logged-in customer's account (spec §7 getMyinfo, upUserInfo, setPhone).
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  AccountSchema,
  PHONE_UPDATED,
  SetPhoneResultSchema,
  SetPhoneSchema,
  UpdateAccountSchema,
} from '#common/schemas/account.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentMember, requireCustomer } from '#server/plugins/auth.ts'
import { PROFILE_MESSAGES, type ProfileService } from '../profile.service.ts'

const tags = ['账户信息']

export async function profileRoutes(app: FastifyInstance, { profile }: { profile: ProfileService }) {
  const api = typed(app)

  /** 我的账户：基本信息与默认收货地址。 */
  api.post('/user/getMyinfo', {
    onRequest: requireCustomer,
    schema: { tags, summary: '获取账户信息', security: bearerSecurity, response: { 200: envelope(AccountSchema) } },
    handler: async (request) => ok(await profile.account(currentMember(request).id)),
  })

  /** 保存账户信息与默认收货地址；手机号只能通过 setPhone 修改。 */
  api.post('/user/upUserInfo', {
    onRequest: requireCustomer,
    schema: {
      tags,
      summary: '保存账户信息',
      security: bearerSecurity,
      body: UpdateAccountSchema,
      response: { 200: envelope(AccountSchema) },
    },
    handler: async (request) =>
      ok(await profile.update(currentMember(request).id, request.body, request.ip), PROFILE_MESSAGES.updated),
  })

  /** 用发到新手机号的短信验证码（用途 phone）确认并更换手机号。 */
  api.post('/user/setPhone', {
    onRequest: requireCustomer,
    schema: {
      tags,
      summary: '确认手机号',
      security: bearerSecurity,
      body: SetPhoneSchema,
      response: { 200: envelope(SetPhoneResultSchema) },
    },
    handler: async (request) => ok(await profile.setPhone(currentMember(request).id, request.body), PHONE_UPDATED),
  })
}
