// /api/v1/admin/crispr-jobs: every customer's jobs with their owner; one job with its pairs,
// results and result file; rerun a failed one, delete one.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { chinaDayStartIso } from '#common/china-date.ts'
import { OPERATORS } from '#common/schemas/admin-auth.ts'
import {
  AdminCrisprJobDetailSchema,
  AdminCrisprJobQuerySchema,
  AdminCrisprJobSchema,
} from '#common/schemas/admin-crispr.ts'
import { pageOf } from '#common/schemas/cms.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { textContains } from '#server/db/dialect.ts'
import { notFound } from '#server/errors.ts'
import { sendDownload } from '#server/lib/download.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
import { CRISPR_JOB_MESSAGES, type CrisprJobService } from './crispr-job.service.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const common = { tags: ['管理后台：CRISPR 任务'], security: bearerSecurity }
const config = { staffRoles: OPERATORS }

export async function crisprJobAdminRoutes(app: FastifyInstance, { jobs }: { jobs: CrisprJobService }) {
  const api = typed(app)
  const { db } = app
  const withOwner = () =>
    db
      .selectFrom('crisprJob')
      .innerJoin('member', 'member.id', 'crisprJob.memberId')
      .select([
        'crisprJob.id',
        'crisprJob.memberId',
        'member.email as memberEmail',
        'crisprJob.title',
        'crisprJob.email',
        'crisprJob.pamType',
        'crisprJob.genome',
        'crisprJob.pairCount',
        'crisprJob.status',
        'crisprJob.failure',
        'crisprJob.attempts',
        'crisprJob.createTime',
        'crisprJob.startTime',
        'crisprJob.finishTime',
      ])
  const jobWithOwner = (id: number) => withOwner().where('crisprJob.id', '=', id).executeTakeFirst()

  api.get('/crispr-jobs', {
    config,
    schema: {
      ...common,
      summary: 'CRISPR 任务列表（最新在前）',
      querystring: AdminCrisprJobQuerySchema,
      response: { 200: envelope(pageOf(AdminCrisprJobSchema)) },
    },
    handler: async ({ query: { page, size, status, keyword, from, sort, order } }) => {
      let query = withOwner()
      if (from) query = query.where('crisprJob.createTime', '>=', chinaDayStartIso(from))
      if (status !== undefined) query = query.where('crisprJob.status', '=', status)
      if (keyword)
        query = query.where((eb) =>
          eb.or([textContains(db, 'crisprJob.title', keyword), textContains(db, 'member.email', keyword)]),
        )
      const [data, count] = await Promise.all([
        query
          .$if(sort !== undefined, (rows) => rows.orderBy(`crisprJob.${sort!}`, order))
          .orderBy('crisprJob.id', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return ok({ data, total: Number(count.total) })
    },
  })

  api.get('/crispr-jobs/:id', {
    config,
    schema: {
      ...common,
      summary: 'CRISPR 任务详情：所有者、参数、状态、提交的序列对与结果',
      params: IdParamsSchema,
      response: { 200: envelope(AdminCrisprJobDetailSchema) },
    },
    handler: async ({ params }) => {
      const job = await jobWithOwner(params.id)
      if (!job) throw notFound(CRISPR_JOB_MESSAGES.notFound)
      return ok({ ...job, ...(await jobs.staffDetail(job.id)) })
    },
  })

  api.get('/crispr-jobs/:id/result', {
    config: { ...config, sendsFile: FILE_RESPONSES.csv },
    schema: { ...common, summary: '下载任务的结果 CSV（与客户下载的文件相同）', params: IdParamsSchema },
    handler: async ({ params }, reply) => {
      const file = await jobs.staffDownload(params.id)
      return sendDownload(reply, file.fileName, 'text/csv; charset=utf-8', file.content)
    },
  })

  /** 重新运行失败的任务：重新排队，完成后再次邮件通知客户。 */
  api.post('/crispr-jobs/:id/rerun', {
    config,
    schema: { ...common, summary: '重新运行失败的任务', params: IdParamsSchema, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      const before = await jobWithOwner(request.params.id)
      await jobs.rerunFailed(request.params.id)
      const after = await jobWithOwner(request.params.id)
      await recordAudit(request, {
        action: 'rerun',
        targetType: 'crispr-jobs',
        targetId: request.params.id,
        summary: `重新运行 CRISPR 任务 #${request.params.id}`,
        before,
        after,
      })
      return ok(null, '已重新排队')
    },
  })

  /** 删除任务及其结果（任何状态）。 */
  api.delete('/crispr-jobs/:id', {
    config,
    schema: { ...common, summary: '删除任务', params: IdParamsSchema, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      const before = await jobWithOwner(request.params.id)
      if (!before) throw notFound(CRISPR_JOB_MESSAGES.notFound)
      await jobs.remove(before.id)
      await recordAudit(request, {
        action: 'delete',
        targetType: 'crispr-jobs',
        targetId: before.id,
        summary: `删除 CRISPR 任务 #${before.id}（${before.title}）`,
        before,
      })
      return ok(null, '删除成功')
    },
  })
}
