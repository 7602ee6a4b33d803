// What visitors send from the public pages (spec §7: onlinebook/addBook,
// message/addMessage, /messages/send-mail). Rate-limited per IP.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  BookingReceiptSchema,
  BookingSchema,
  ContactMessageSchema,
  InquirySchema,
  SourcePageSchema,
} from '#common/schemas/visitor.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import { BOOKING_RECEIVED, CONTACT_RECEIVED, INQUIRY_SENT, type VisitorService } from './visitor.service.ts'

const tags = ['访客提交']
const IdResultSchema = envelope(z.object({ id: z.number().int() }))

const originOf = (request: FastifyRequest, sourcePage: string) => ({ sourcePage, ip: request.ip })

export async function visitorRoutes(app: FastifyInstance, { visitor }: { visitor: VisitorService }) {
  const api = typed(app)
  const config = { rateLimit: rateLimits.submitForm }

  api.post('/onlinebook/addBook', {
    config,
    schema: {
      tags,
      summary: '服务预约（需短信验证码与滑块验证）',
      body: BookingSchema.extend(SourcePageSchema.shape),
      response: { 200: envelope(BookingReceiptSchema) },
    },
    handler: async (request) => {
      const { sourcePage, ...booking } = request.body
      return ok(await visitor.book(booking, originOf(request, sourcePage)), BOOKING_RECEIVED)
    },
  })

  api.post('/message/addMessage', {
    config,
    schema: {
      tags,
      summary: '联系我们留言',
      body: ContactMessageSchema.extend(SourcePageSchema.shape),
      response: { 200: IdResultSchema },
    },
    handler: async (request) => {
      const { sourcePage, ...message } = request.body
      return ok(await visitor.leaveMessage(message, originOf(request, sourcePage)), CONTACT_RECEIVED)
    },
  })
}

/** POST /messages/send-mail sits outside /api/v1 in the spec (§7); registered under /messages. */
export async function inquiryRoutes(app: FastifyInstance, { visitor }: { visitor: VisitorService }) {
  typed(app).post('/send-mail', {
    config: { rateLimit: rateLimits.submitForm },
    schema: {
      tags,
      summary: '询价购买：保存并发送邮件给销售（/messages/send-mail）',
      body: InquirySchema.extend(SourcePageSchema.shape),
      response: { 200: IdResultSchema },
    },
    handler: async (request) => {
      const { sourcePage, ...inquiry } = request.body
      return ok(await visitor.inquire(inquiry, originOf(request, sourcePage)), INQUIRY_SENT)
    },
  })
}
