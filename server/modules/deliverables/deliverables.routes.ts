// The customer's deliverables: the list of an order's files (POST /order/deliverables with
// its orderno), the download call each one's `url` names (owner only, recorded; a large
// file redirects to a signed address), and a short-lived link a browser can follow to save
// a file of any size without holding it in the page.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  DELIVERABLE_MESSAGES,
  DeliverableIdSchema,
  DeliverableSchema,
  DownloadLinkSchema,
  OrderDeliverablesQuerySchema,
} from '#common/schemas/deliverables.ts'
import { z } from '#common/zod.ts'
import { PERSONAL_FILE_CACHE_CONTROL } from '#server/lib/download.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { sendStoredFile } from '#server/lib/storage/send-stored-file.ts'
import { currentMember, requireCustomer } from '#server/plugins/auth.ts'
import type { DeliverablesService } from './deliverables.service.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const tags = ['交付文件']
const customer = { onRequest: requireCustomer }

/** Sends a deliverable's file: streamed, or past the threshold a redirect to a signed address. */
export const sendDeliverable = (
  reply: Parameters<typeof sendStoredFile>[0],
  file: { storageKey: string; mimeType: string; size: number; name: string },
) =>
  sendStoredFile(reply, file.storageKey, {
    contentType: file.mimeType,
    inline: false,
    cacheControl: PERSONAL_FILE_CACHE_CONTROL,
    size: file.size,
    notFoundMessage: DELIVERABLE_MESSAGES.notFound,
    fileName: file.name,
  })

export async function deliverableRoutes(app: FastifyInstance, { service }: { service: DeliverablesService }) {
  const api = typed(app)

  api.post('/order/deliverables', {
    ...customer,
    schema: {
      tags,
      summary: '订单的交付文件（名称、大小、下载地址 url、到期时间 expiresAt；过期的 expired 为 true、url 为空）',
      security: bearerSecurity,
      body: OrderDeliverablesQuerySchema,
      response: { 200: envelope(z.array(DeliverableSchema)) },
    },
    handler: async (request) => ok(await service.listOwned(currentMember(request).id, request.body.orderno)),
  })

  api.get('/order/deliverables/:id/download', {
    config: { sendsFile: FILE_RESPONSES.stored },
    ...customer,
    schema: {
      tags,
      summary: '下载自己订单的交付文件（每次下载都被记录；大文件 302 到有效期几分钟的签名地址）',
      security: bearerSecurity,
      params: DeliverableIdSchema,
    },
    handler: async (request, reply) =>
      sendDeliverable(reply, await service.download(currentMember(request).id, request.params.id, false)),
  })

  api.post('/order/deliverables/link', {
    ...customer,
    schema: {
      tags,
      summary: '浏览器下载用：返回几分钟内有效的下载地址（无需再带登录信息），并记录这次下载',
      security: bearerSecurity,
      body: DeliverableIdSchema,
      response: { 200: envelope(DownloadLinkSchema) },
    },
    handler: async (request) => {
      const { token, linkExpiresAt } = await service.download(currentMember(request).id, request.body.id, true)
      return ok({ url: `/api/v1/order/deliverables/file/${token}`, expiresAt: linkExpiresAt ?? '' })
    },
  })

  api.get('/order/deliverables/file/:token', {
    config: { sendsFile: FILE_RESPONSES.stored },
    schema: {
      tags,
      summary: '下载地址（由 /order/deliverables/link 取得，几分钟内有效）',
      params: z.object({ token: z.string().max(100) }),
    },
    handler: async (request, reply) => sendDeliverable(reply, await service.byToken(request.params.token)),
  })
}
