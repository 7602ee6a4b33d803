// /api/v1/admin/fapiao-requests: every customer's fapiao requests for operators and admins —
// the filtered, sortable list, one request, its PDF; marking it issued (the customer is
// e-mailed) and uploading the invoice's PDF, each write audited with the change.
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { OPERATORS } from '#common/schemas/admin-auth.ts'
import { pageOf } from '#common/schemas/cms.ts'
import {
  AdminFapiaoQuerySchema,
  AdminFapiaoSchema,
  FAPIAO_MESSAGES,
  IssueFapiaoSchema,
} from '#common/schemas/fapiao.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '#common/schemas/uploads.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
import { multipartForm, receiveFile } from '#server/modules/uploads/received-file.ts'
import { sendUpload } from '#server/modules/uploads/send-upload.ts'
import { currentStaff } from '#server/plugins/staff-auth.ts'
import { type Alongside, createFapiaoService } from '../fapiao.service.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const common = { tags: ['管理后台：发票'], security: bearerSecurity }
const config = { staffRoles: OPERATORS }
const PDF_RULES = {
  types: { pdf: UPLOAD_TYPES.pdf! },
  typeMessage: FAPIAO_MESSAGES.pdfType,
  sizeMessage: FAPIAO_MESSAGES.pdfSize,
}

/** The staff member's audit entry of a change to a request, saved in the change's transaction. */
const auditedAs =
  (request: FastifyRequest, summary: (orderno: string) => string): Alongside =>
  (trx, before, after) =>
    recordAudit(
      request,
      {
        action: 'update',
        targetType: 'fapiao-requests',
        targetId: after.id,
        summary: summary(after.orderno),
        before,
        after,
      },
      trx,
    )

export async function fapiaoAdminRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const api = typed(app)
  const fapiao = createFapiaoService({ db: app.db, mailer: app.services.mailer, storage: app.storage, publicUrl })
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })

  api.get('/fapiao-requests', {
    config,
    schema: {
      ...common,
      summary: '发票申请列表（最新在前，或按所选列排序），按状态、发票类型、订单与关键词筛选',
      querystring: AdminFapiaoQuerySchema,
      response: { 200: envelope(pageOf(AdminFapiaoSchema)) },
    },
    handler: async ({ query }) => ok(await fapiao.list(query)),
  })

  api.get('/fapiao-requests/:id', {
    config,
    schema: {
      ...common,
      summary: '发票申请详情：订单、客户、开票信息与开票结果',
      params: IdParamsSchema,
      response: { 200: envelope(AdminFapiaoSchema) },
    },
    handler: async ({ params }) => ok(await fapiao.detail(params.id)),
  })

  api.get('/fapiao-requests/:id/pdf', {
    config: { ...config, sendsFile: FILE_RESPONSES.pdf },
    schema: { ...common, summary: '下载发票 PDF', params: IdParamsSchema },
    handler: async ({ params }, reply) => sendUpload(reply, await fapiao.staffPdf(params.id)),
  })

  /** 只能标记待开票的申请；保存后邮件通知客户。 */
  api.post('/fapiao-requests/:id/issue', {
    config,
    schema: {
      ...common,
      summary: '标记为已开票（填写发票号码），并邮件通知客户',
      params: IdParamsSchema,
      body: IssueFapiaoSchema,
      response: { 200: envelope(AdminFapiaoSchema.extend({ mail: z.enum(['sent', 'failed', 'logged']) })) },
    },
    handler: async (request) => {
      const { invoiceNo } = request.body
      const { request: issued, mail } = await fapiao.issue(
        request.params.id,
        { invoiceNo, staffId: currentStaff(request).id },
        auditedAs(request, (orderno) => `订单 ${orderno} 的发票申请已开票，发票号码 ${invoiceNo}`),
      )
      return ok({ ...issued, mail }, FAPIAO_MESSAGES.issued)
    },
  })

  api.post('/fapiao-requests/:id/pdf', {
    config: { ...config, multipartForm: multipartForm(PDF_RULES) },
    schema: {
      ...common,
      summary: '上传发票 PDF（multipart 字段 file，≤ 10 MB），替换已有的 PDF；开票后客户可下载',
      params: IdParamsSchema,
      response: { 200: envelope(AdminFapiaoSchema) },
    },
    handler: async (request) => {
      const file = await receiveFile(request, PDF_RULES)
      const updated = await fapiao.attachPdf(
        request.params.id,
        file,
        auditedAs(request, (orderno) => `上传订单 ${orderno} 的发票 PDF「${file.name}」`),
      )
      return ok(updated, FAPIAO_MESSAGES.pdfUploaded)
    },
  })
}
