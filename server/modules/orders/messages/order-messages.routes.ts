// The customer's side of an order's thread (behind the customer login of the order calls):
// read it (the lab's messages are then read), write to the lab, see which orders have
// unread lab messages, download a file the lab attached. Only the order's owner gets any
// of it; anyone else is told the order or the file does not exist.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  ORDER_MESSAGE_TEXTS,
  OrderMessageFileParamsSchema,
  OrderMessageThreadSchema,
  OrderMessagesQuerySchema,
  SendOrderMessageSchema,
  UnreadOrderMessagesSchema,
} from '#common/schemas/orders/messages.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { sendUpload } from '#server/modules/uploads/send-upload.ts'
import { currentMember } from '#server/plugins/auth.ts'
import { limitPer } from '#server/plugins/rate-limit.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const tags = ['订单留言']

/** Each message e-mails the lab: an account writes at most this many in the window. */
export const ORDER_MESSAGES_PER_ACCOUNT = { max: 10, timeWindow: '10 minutes' }

export async function orderMessageRoutes(app: FastifyInstance) {
  const api = typed(app)
  const messages = app.services.orderMessages
  const perAccount = limitPer(
    app,
    { ...ORDER_MESSAGES_PER_ACCOUNT, message: ORDER_MESSAGE_TEXTS.tooMany },
    (request) => `order-message:${currentMember(request).id}`,
  )

  api.post('/order/messages', {
    schema: {
      tags,
      summary: '订单的留言（最早的在前）；实验室的留言随之标为已读',
      security: bearerSecurity,
      body: OrderMessagesQuerySchema,
      response: { 200: envelope(OrderMessageThreadSchema) },
    },
    handler: async (request) => ok(await messages.customerThread(currentMember(request).id, request.body.orderno)),
  })

  api.post('/order/message', {
    preHandler: perAccount,
    schema: {
      tags,
      summary: `给实验室留言（纯文本）；邮件通知实验室。每个账户每 10 分钟最多 ${ORDER_MESSAGES_PER_ACCOUNT.max} 条`,
      security: bearerSecurity,
      body: SendOrderMessageSchema,
      response: { 200: envelope(z.object({ id: z.number().int() })) },
    },
    handler: async (request) => {
      const { orderno, body } = request.body
      return ok(await messages.customerSend(currentMember(request).id, orderno, body), ORDER_MESSAGE_TEXTS.sent)
    },
  })

  api.post('/order/unreadMessages', {
    schema: {
      tags,
      summary: '有未读实验室留言的订单及未读条数',
      security: bearerSecurity,
      response: { 200: envelope(UnreadOrderMessagesSchema) },
    },
    handler: async (request) => ok({ orders: await messages.customerUnread(currentMember(request).id) }),
  })

  api.get('/order/messages/:id/file', {
    config: { sendsFile: FILE_RESPONSES.stored },
    schema: {
      tags,
      summary: '下载实验室随留言附带的文件（仅订单所属客户）',
      security: bearerSecurity,
      params: OrderMessageFileParamsSchema,
    },
    handler: async (request, reply) =>
      sendUpload(reply, await messages.customerFile(currentMember(request).id, request.params.id)),
  })
}
