// Delivery addresses of the logged-in customer (spec §7 addrList, creatAddr, updateAddr, delAddr).
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  AddressFormSchema,
  AddressListSchema,
  AddressSchema,
  DeleteAddressSchema,
  UpdateAddressSchema,
} from '#common/schemas/address.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentMember, requireCustomer } from '#server/plugins/auth.ts'
import { ADDRESS_MESSAGES, type AddressService } from '../address.service.ts'

const tags = ['收货地址']

export async function addressRoutes(app: FastifyInstance, { addresses }: { addresses: AddressService }) {
  const api = typed(app)
  app.addHook('onRequest', requireCustomer)

  /** 我的收货地址，默认地址在前。 */
  api.post('/user/addrList', {
    schema: { tags, summary: '收货地址列表', security: bearerSecurity, response: { 200: envelope(AddressListSchema) } },
    handler: async (request) => ok(await addresses.list(currentMember(request).id)),
  })

  api.post('/user/creatAddr', {
    schema: {
      tags,
      summary: '新增收货地址',
      security: bearerSecurity,
      body: AddressFormSchema,
      response: { 200: envelope(AddressSchema) },
    },
    handler: async (request) =>
      ok(await addresses.create(currentMember(request).id, request.body), ADDRESS_MESSAGES.created),
  })

  /** 编辑非默认地址；is_default=1 即“设为默认”。默认地址不能编辑。 */
  api.post('/user/updateAddr', {
    schema: {
      tags,
      summary: '编辑收货地址',
      security: bearerSecurity,
      body: UpdateAddressSchema,
      response: { 200: envelope(AddressSchema) },
    },
    handler: async (request) =>
      ok(await addresses.update(currentMember(request).id, request.body), ADDRESS_MESSAGES.updated),
  })

  /** 删除非默认地址。 */
  api.post('/user/delAddr', {
    schema: {
      tags,
      summary: '删除收货地址',
      security: bearerSecurity,
      body: DeleteAddressSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      await addresses.remove(currentMember(request).id, request.body.id)
      return ok(null, ADDRESS_MESSAGES.deleted)
    },
  })
}
