// The lab's side of an order's thread in the console: read it (the customer's messages are
// then read for every staff member), answer with text and optionally one file, see how many
// orders wait for an answer. Answers are audited and e-mailed to the customer.
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { envelope } from '#common/envelope.ts'
import { OPERATORS } from '#common/schemas/admin-auth.ts'
import {
  AdminOrderMessageFileParamsSchema,
  ORDER_MESSAGE_TEXTS,
  OrderMessageBodySchema,
  OrderMessageThreadSchema,
  StaffMessageSchema,
  StaffUnreadOrdersSchema,
} from '#common/schemas/orders/messages.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { MAX_UPLOAD_BYTES, UPLOAD_RULES } from '#common/schemas/uploads.ts'
import { z } from '#common/zod.ts'
import type { DB } from '#server/db/schema.ts'
import { rejected } from '#server/errors.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
import { discardFile, multipartForm, receiveFile, storeFile } from '#server/modules/uploads/received-file.ts'
import { UPLOADS_FOLDER, sendUpload, uploadKey } from '#server/modules/uploads/send-upload.ts'
import { currentStaff } from '#server/plugins/staff-auth.ts'
import type { NewOrderMessage } from './order-message.repo.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const common = { tags: ['管理后台：订单留言'], security: bearerSecurity }
const config = { staffRoles: OPERATORS }
const SentSchema = z.object({ id: z.number().int() })
/** The text beside an attached file may be left out or blank: the file is then the answer. */
const AttachedFileFieldsSchema = z.object({ body: OrderMessageBodySchema.optional() })

export async function orderMessagesAdminRoutes(app: FastifyInstance) {
  const api = typed(app)
  const messages = app.services.orderMessages
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })

  /** Saves the staff member's answer with its audit entry, then mails the customer. */
  const answer = (request: FastifyRequest, orderId: number, body: string, file?: NewOrderMessage['file']) =>
    messages.staffSend(orderId, { staffId: currentStaff(request).id, body, file }, (trx: Kysely<DB>, saved) =>
      recordAudit(
        request,
        {
          action: 'create',
          targetType: 'order-messages',
          targetId: saved.id,
          summary: `回复订单 ${saved.orderno} 的留言${file ? `（附件「${file.name}」）` : ''}`,
          after: { orderId, body, ...(file ? { file: file.name } : {}) },
        },
        trx,
      ),
    )

  api.get('/orders/unread-messages', {
    config,
    schema: {
      ...common,
      summary: '有客户未读留言（尚无工作人员读过）的订单数，用于菜单',
      response: { 200: envelope(StaffUnreadOrdersSchema) },
    },
    handler: async () => ok(await messages.staffUnreadOrders()),
  })

  api.get('/orders/:id/messages', {
    config,
    schema: {
      ...common,
      summary: '订单的留言（最早的在前）；客户的留言随之标为已读',
      params: IdParamsSchema,
      response: { 200: envelope(OrderMessageThreadSchema) },
    },
    handler: async ({ params }) => ok(await messages.staffThread(params.id)),
  })

  api.post('/orders/:id/messages', {
    config,
    schema: {
      ...common,
      summary: '回复客户（纯文本）；邮件通知客户',
      params: IdParamsSchema,
      body: StaffMessageSchema,
      response: { 200: envelope(SentSchema) },
    },
    handler: async (request) =>
      ok(await answer(request, request.params.id, request.body.body), ORDER_MESSAGE_TEXTS.sent),
  })

  api.post('/orders/:id/messages/file', {
    config: { ...config, multipartForm: multipartForm(UPLOAD_RULES, AttachedFileFieldsSchema) },
    schema: {
      ...common,
      summary:
        '回复客户并附带一个文件（multipart：可选文字字段 body 须在 file 之前；png/jpg/pdf/doc/docx，≤ 10 MB）；邮件通知客户',
      params: IdParamsSchema,
      response: { 200: envelope(SentSchema) },
    },
    handler: async (request) => {
      const file = await receiveFile(request, UPLOAD_RULES)
      const text = file.fields.body ?? ''
      const body = text.trim() === '' ? { success: true as const, data: '' } : OrderMessageBodySchema.safeParse(text)
      if (!body.success) {
        discardFile(file)
        const message = body.error.issues[0]?.message ?? ORDER_MESSAGE_TEXTS.empty
        throw rejected(message, { body: message })
      }
      const stored = await storeFile(app.storage, UPLOADS_FOLDER, file)
      const attachment = {
        storedName: stored.storedName,
        name: file.name,
        size: stored.size,
        checksum: stored.checksum,
      }
      // A message that could not be saved leaves no file behind.
      const sent = await answer(request, request.params.id, body.data, attachment).catch(async (error: unknown) => {
        await app.storage.delete(uploadKey(stored.storedName)).catch(() => undefined)
        throw error
      })
      return ok(sent, ORDER_MESSAGE_TEXTS.sent)
    },
  })

  api.get('/orders/:id/messages/:messageId/file', {
    config: { ...config, sendsFile: FILE_RESPONSES.stored },
    schema: { ...common, summary: '下载随留言附带的文件', params: AdminOrderMessageFileParamsSchema },
    handler: async ({ params }, reply) => sendUpload(reply, await messages.staffFile(params.id, params.messageId)),
  })
}
