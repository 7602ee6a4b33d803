// The customer's fapiao calls under /api/v1/fapiao, behind the customer login: the account's
// invoice details, a request for a finished order, the list of their requests and the PDF of
// an issued one. Another customer's request or order is not found.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  ApplyFapiaoSchema,
  FAPIAO_MESSAGES,
  FapiaoDetailsSchema,
  FapiaoRequestSchema,
  MyFapiaoQuerySchema,
  SavedFapiaoDetailsSchema,
} from '#common/schemas/fapiao.ts'
import { pageOf } from '#common/schemas/cms.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentMember, requireCustomer } from '#server/plugins/auth.ts'
import { sendUpload } from '#server/modules/uploads/send-upload.ts'
import { createFapiaoService } from './fapiao.service.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const common = { tags: ['发票'], security: bearerSecurity }

export async function fapiaoRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const api = typed(app)
  const fapiao = createFapiaoService({ db: app.db, mailer: app.services.mailer, storage: app.storage, publicUrl })
  const member = (request: Parameters<typeof currentMember>[0]) => currentMember(request).id
  app.addHook('onRequest', requireCustomer)

  api.post('/fapiao/myInfo', {
    schema: {
      ...common,
      summary: '我的开票信息（抬头、纳税人识别号、普票/专票及专票的银行与注册信息）；未保存过时为空',
      response: { 200: envelope(SavedFapiaoDetailsSchema) },
    },
    handler: async (request) => ok(await fapiao.details(member(request))),
  })

  api.post('/fapiao/upInfo', {
    schema: {
      ...common,
      summary: '保存开票信息（专票须填开户银行、银行账号、注册地址、注册电话）',
      body: FapiaoDetailsSchema,
      response: { 200: envelope(SavedFapiaoDetailsSchema) },
    },
    handler: async (request) => ok(await fapiao.saveDetails(member(request), request.body), FAPIAO_MESSAGES.saved),
  })

  api.post('/fapiao/apply', {
    schema: {
      ...common,
      summary: '为已完成的订单申请发票（每个订单同时只能有一个待开票的申请）',
      body: ApplyFapiaoSchema,
      response: { 200: envelope(FapiaoRequestSchema) },
    },
    handler: async (request) => ok(await fapiao.apply(member(request), request.body), FAPIAO_MESSAGES.applied),
  })

  api.post('/fapiao/myFapiao', {
    schema: {
      ...common,
      summary: '我的发票申请（最新在前，page 从 1 开始；orderno 只看该订单的申请）',
      body: MyFapiaoQuerySchema,
      response: { 200: envelope(pageOf(FapiaoRequestSchema)) },
    },
    handler: async (request) => ok(await fapiao.mine(member(request), request.body)),
  })

  api.post('/fapiao/download', {
    config: { sendsFile: FILE_RESPONSES.pdf },
    schema: {
      ...common,
      summary: '下载已开具发票的 PDF（仅申请人本人）',
      body: IdParamsSchema,
    },
    handler: async (request, reply) => sendUpload(reply, await fapiao.ownPdf(member(request), request.body.id)),
  })
}
