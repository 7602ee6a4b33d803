// /api/v1/admin/orders/:id/deliverables: staff (operators, admins) attach reports and data
// to an order or one of its samples — in one multipart request, or resumable in parts for
// large files — list them with their downloads, and delete them. Every delivery and
// deletion is audited; the customer is mailed about each delivery.
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { OPERATORS } from '#common/schemas/admin-auth.ts'
import {
  AdminDeliverableSchema,
  DELIVERABLE_MAX_BYTES,
  DELIVERABLE_MESSAGES,
  DELIVERABLE_TYPES,
  DeliverableFieldsSchema,
  DeliverableParamsSchema,
  DeliverableUploadSchema,
  DeliverableUploadStartSchema,
  PartParamsSchema,
  UploadParamsSchema,
} from '#common/schemas/deliverables.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { rejected } from '#server/errors.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { fieldsBeforeFile, multipartForm, receiveFile, storeFile } from '#server/modules/uploads/received-file.ts'
import { DELIVERABLES_FOLDER, type DeliverablesService } from '../deliverables.service.ts'
import { sendDeliverable } from '../deliverables.routes.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const common = { tags: ['管理后台：交付文件'], security: bearerSecurity }
const config = { staffRoles: OPERATORS }
const FILE_RULES = {
  types: DELIVERABLE_TYPES,
  typeMessage: DELIVERABLE_MESSAGES.type,
  sizeMessage: DELIVERABLE_MESSAGES.tooLarge,
}
const DeliveredSchema = z.object({
  deliverable: AdminDeliverableSchema.omit({ downloads: true, lastDownloadTime: true }),
  mail: z
    .string()
    .describe('通知客户的邮件：sent 已发送，logged 未配置 SMTP 时只记入日志，failed 未能发出（发件箱可重新发送）'),
})

/** What staff are told: the file is delivered either way, the customer told only if the mail went. */
const deliveredMessage = ({ mail }: { mail: string }) =>
  mail === 'failed' ? DELIVERABLE_MESSAGES.deliveredUnmailed : DELIVERABLE_MESSAGES.delivered

export async function deliverablesAdminRoutes(app: FastifyInstance, { service }: { service: DeliverablesService }) {
  const api = typed(app)
  await app.register(multipart, { limits: { fileSize: DELIVERABLE_MAX_BYTES, files: 1, fields: 5 } })
  // A part is the request's raw body, left unread here and streamed to the storage as it
  // arrives (request.raw): the body stays empty.
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null))

  api.get('/orders/:id/deliverables', {
    config,
    schema: {
      ...common,
      summary: '订单的交付文件（含下载次数）与未完成的分片上传',
      params: IdParamsSchema,
      response: {
        200: envelope(
          z.object({ deliverables: z.array(AdminDeliverableSchema), uploads: z.array(DeliverableUploadSchema) }),
        ),
      },
    },
    handler: async ({ params }) => ok(await service.list(params.id)),
  })

  /** 字段 note、sampleId 须在 file 之前发送。 */
  api.post('/orders/:id/deliverables', {
    config: { ...config, multipartForm: multipartForm(FILE_RULES, DeliverableFieldsSchema) },
    schema: {
      ...common,
      summary:
        '上传一个交付文件（multipart：可选 note、sampleId 在前，file 在后；PDF、Excel、ZIP、FASTQ、BAM 等，≤ 50 GB），并邮件通知客户',
      params: IdParamsSchema,
      response: { 200: envelope(DeliveredSchema) },
    },
    handler: async (request) => {
      const order = await service.orderOf(request.params.id)
      const file = await receiveFile(request, FILE_RULES)
      const fields = fieldsBeforeFile(file, DeliverableFieldsSchema)
      const stored = await storeFile(app.storage, DELIVERABLES_FOLDER, file)
      const delivered = await service.record(request, order, {
        sampleId: fields.sampleId ?? null,
        name: file.name,
        note: fields.note,
        storageKey: `${DELIVERABLES_FOLDER}/${stored.storedName}`,
        mimeType: file.type.mime,
        size: stored.size,
        checksum: stored.checksum,
      })
      return ok(delivered, deliveredMessage(delivered))
    },
  })

  api.post('/orders/:id/deliverables/uploads', {
    config,
    schema: {
      ...common,
      summary: '开始一个分片上传（大文件）：返回 uploadId、分片大小与分片数；之后逐片 PUT，最后 complete',
      params: IdParamsSchema,
      body: DeliverableUploadStartSchema,
      response: { 200: envelope(DeliverableUploadSchema) },
    },
    handler: async (request) => ok(await service.startUpload(request, request.params.id, request.body)),
  })

  api.get('/orders/:id/deliverables/uploads/:uploadId', {
    config,
    schema: {
      ...common,
      summary: '分片上传的进度：服务器已收到的分片（续传时只发送其余分片）',
      params: UploadParamsSchema,
      response: { 200: envelope(DeliverableUploadSchema) },
    },
    handler: async ({ params }) => ok(await service.uploadStatus(params.id, params.uploadId)),
  })

  api.put('/orders/:id/deliverables/uploads/:uploadId/parts/:part', {
    config,
    schema: {
      ...common,
      summary:
        '上传第 part 片（application/octet-stream，大小须与约定相符：最后一片为余下的字节）；重发的分片替换原有的',
      params: PartParamsSchema,
      consumes: ['application/octet-stream'],
      response: { 200: envelope(DeliverableUploadSchema) },
    },
    handler: async (request) => {
      const { id, uploadId, part } = request.params
      if (!String(request.headers['content-type'] ?? '').startsWith('application/octet-stream')) {
        throw rejected(DELIVERABLE_MESSAGES.partBody)
      }
      const length = Number(request.headers['content-length'])
      return ok(
        await service.putPart(id, uploadId, part, request.raw, Number.isSafeInteger(length) ? length : undefined),
      )
    },
  })

  api.post('/orders/:id/deliverables/uploads/:uploadId/complete', {
    config,
    schema: {
      ...common,
      summary: '完成分片上传：合并为交付文件并邮件通知客户（还有分片未上传时拒绝）',
      params: UploadParamsSchema,
      response: { 200: envelope(DeliveredSchema) },
    },
    handler: async (request) => {
      const { id, uploadId } = request.params
      const delivered = await service.completeUpload(request, id, uploadId)
      return ok(delivered, deliveredMessage(delivered))
    },
  })

  api.delete('/orders/:id/deliverables/uploads/:uploadId', {
    config,
    schema: {
      ...common,
      summary: '放弃未完成的分片上传（删除已收到的分片）',
      params: UploadParamsSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async ({ params }) => {
      await service.abortUpload(params.id, params.uploadId)
      return ok(null, '已取消上传')
    },
  })

  api.get('/orders/:id/deliverables/:deliverableId/download', {
    config: { ...config, sendsFile: FILE_RESPONSES.stored },
    schema: {
      ...common,
      summary: '下载一个交付文件（核对客户收到的内容；不计入客户的下载次数）',
      params: DeliverableParamsSchema,
    },
    handler: async ({ params }, reply) =>
      sendDeliverable(reply, await service.staffFile(params.id, params.deliverableId)),
  })

  api.delete('/orders/:id/deliverables/:deliverableId', {
    config,
    schema: {
      ...common,
      summary: '删除一个交付文件（客户不再看到，存储中的文件一并删除）',
      params: DeliverableParamsSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      await service.remove(request, request.params.id, request.params.deliverableId)
      return ok(null, '删除成功')
    },
  })
}
