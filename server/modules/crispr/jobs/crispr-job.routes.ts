// CRISPR-Net jobs of the logged-in customer (spec §7 'CRISPR-Net'): addJob, read, plus
// the list of one's jobs, the result file and whether scoring is available.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import {
  AddCrisprJobResultSchema,
  AddCrisprJobSchema,
  CrisprAvailabilitySchema,
  CrisprJobListQuerySchema,
  CrisprJobListSchema,
  CrisprJobReadSchema,
  CrisprShareLinkSchema,
  CrisprSharedResultSchema,
  ShareTokenParamsSchema,
  sharedResultPath,
} from '#common/schemas/crispr.ts'
import { z } from '#common/zod.ts'
import { PERSONAL_FILE_CACHE_CONTROL } from '#server/lib/download.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentMember, requireCustomer } from '#server/plugins/auth.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import { CRISPR_JOB_MESSAGES, type CrisprJobService } from './crispr-job.service.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const tags = ['CRISPR-Net']

export async function crisprJobRoutes(
  app: FastifyInstance,
  { jobs, publicUrl }: { jobs: CrisprJobService; publicUrl: string },
) {
  const api = typed(app)

  /** Public: the submission page asks before showing the form. */
  api.post('/crisprNet/availability', {
    schema: {
      tags,
      summary: '评分服务是否可用（模型是否已安装）',
      response: { 200: envelope(CrisprAvailabilitySchema) },
    },
    handler: async () => ok(await jobs.availability()),
  })

  api.post('/crisprNet/addJob', {
    onRequest: requireCustomer,
    config: { rateLimit: rateLimits.crisprJob },
    schema: {
      tags,
      summary: '提交评分任务：data.info 为任务 id；同一用户两次提交至少间隔 30 秒',
      description:
        'xulie：每行一对 on_seq,off_seq（23 或 24 nt，少于 1000 对；`_` 为 bulge，`-` 为无碱基）；上传 CSV 时 xulie 为文件内容，csvfile 为文件名。',
      security: bearerSecurity,
      body: AddCrisprJobSchema,
      response: { 200: envelope(AddCrisprJobResultSchema) },
    },
    handler: async (request) =>
      ok({ info: await jobs.submit(currentMember(request), request.body) }, CRISPR_JOB_MESSAGES.submitted),
  })

  api.post('/crisprNet/read', {
    onRequest: requireCustomer,
    schema: {
      tags,
      summary: '任务状态与结果（status 1 运行中 / 2 处理失败 / 3 已完成）；只有提交者可读',
      security: bearerSecurity,
      body: IdParamsSchema,
      response: { 200: envelope(CrisprJobReadSchema) },
    },
    handler: async (request) => ok(await jobs.read(currentMember(request).id, request.body.id)),
  })

  api.post('/crisprNet/list', {
    onRequest: requireCustomer,
    schema: {
      tags,
      summary: '我的任务（最近的在前）',
      security: bearerSecurity,
      body: CrisprJobListQuerySchema,
      response: { 200: envelope(CrisprJobListSchema) },
    },
    handler: async (request) => ok(await jobs.list(currentMember(request).id, request.body.page, request.body.size)),
  })

  api.post('/crisprNet/download', {
    config: { sendsFile: FILE_RESPONSES.csv },
    onRequest: requireCustomer,
    schema: {
      tags,
      summary: '下载结果 CSV（UTF-8 带 BOM，文件名含日期时间）',
      security: bearerSecurity,
      body: IdParamsSchema,
    },
    handler: async (request, reply) => {
      const file = await jobs.download(currentMember(request).id, request.body.id)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', PERSONAL_FILE_CACHE_CONTROL)
        .send(file.content)
    },
  })

  api.post('/crisprNet/share', {
    onRequest: requireCustomer,
    schema: {
      tags,
      summary: '生成结果的只读分享链接（替换该任务此前的链接）；只有提交者可以分享已完成的任务',
      security: bearerSecurity,
      body: IdParamsSchema,
      response: { 200: envelope(CrisprShareLinkSchema) },
    },
    handler: async (request) => {
      const token = await jobs.share(currentMember(request).id, request.body.id)
      return ok({ url: new URL(sharedResultPath(token), publicUrl).href }, CRISPR_JOB_MESSAGES.shared)
    },
  })

  api.post('/crisprNet/unshare', {
    onRequest: requireCustomer,
    schema: {
      tags,
      summary: '撤销分享链接：此后该链接打不开',
      security: bearerSecurity,
      body: IdParamsSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      await jobs.unshare(currentMember(request).id, request.body.id)
      return ok(null, CRISPR_JOB_MESSAGES.unshared)
    },
  })

  /** Anyone with the link: the scores and the model that made them, nothing about the owner. */
  api.get('/crisprNet/shared/:token', {
    config: { rateLimit: rateLimits.sharedResult },
    schema: {
      tags,
      summary: '分享链接打开的结果（无需登录；链接被撤销或任务过期后为 404）',
      params: ShareTokenParamsSchema,
      response: { 200: envelope(CrisprSharedResultSchema) },
    },
    handler: async (request, reply) => {
      // Not kept by any cache: a revoked link must stop working at once.
      reply.header('cache-control', 'no-store')
      return ok(await jobs.readShared(request.params.token))
    },
  })
}
