// /api/v1/admin/plasmids: the catalogue with every field, its sequence and feature map; the
// import and the filter values are registered here, beside it.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { AdminPlasmidListQuerySchema, PlasmidBatchSchema } from '#common/schemas/admin-plasmid-list.ts'
import { AdminPlasmidRowSchema, AdminPlasmidSchema, PlasmidInputSchema } from '#common/schemas/admin-plasmid.ts'
import { pageOf } from '#common/schemas/cms.ts'
import { BatchResultSchema } from '#common/schemas/list-sort.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
import { AppError } from '#server/errors.ts'
import { BATCH_DONE, BATCH_VERB } from '#server/modules/cms/admin/content-items.service.ts'
import { PLASMID_STATUS } from '#common/plasmid-catalogue.ts'
import type { PlasmidService } from '../plasmid.service.ts'
import { createPlasmidAdminService } from './plasmid-admin.service.ts'
import { plasmidFilterValueRoutes } from './plasmid-filter-values.routes.ts'
import { plasmidImportRoutes } from './plasmid-import.routes.ts'
import { common, config } from './plasmid-admin-route.ts'

export async function plasmidAdminRoutes(app: FastifyInstance, { plasmids }: { plasmids: PlasmidService }) {
  const api = typed(app)
  const onCatalogueChanged = () => plasmids.catalogueChanged()
  const catalogue = createPlasmidAdminService(app.db, onCatalogueChanged)
  await app.register(plasmidImportRoutes, { catalogue, onCatalogueChanged })
  await app.register(plasmidFilterValueRoutes, { onCatalogueChanged })

  /** 质粒列表：按货号排序（或按所选列），keyword 搜名称或货号，七个筛选项按网站上的取值筛选。 */
  api.get('/plasmids', {
    config,
    schema: {
      ...common,
      summary: '质粒列表',
      querystring: AdminPlasmidListQuerySchema,
      response: { 200: envelope(pageOf(AdminPlasmidRowSchema)) },
    },
    handler: async ({ query }) => ok(await catalogue.list(query)),
  })

  api.get('/plasmids/:id', {
    config,
    schema: {
      ...common,
      summary: '质粒详情（全部字段、序列与特征）',
      params: IdParamsSchema,
      response: { 200: envelope(AdminPlasmidSchema) },
    },
    handler: async ({ params }) => ok(await catalogue.read(params.id)),
  })

  api.post('/plasmids', {
    config,
    schema: {
      ...common,
      summary: '新建质粒',
      body: PlasmidInputSchema,
      response: { 200: envelope(AdminPlasmidSchema) },
    },
    handler: async (request) => {
      const after = await catalogue.create(request.body)
      await recordAudit(request, {
        action: 'create',
        targetType: 'plasmids',
        targetId: after.id,
        summary: `新建质粒 ${after.itemNo}「${after.name}」`,
        after: { ...after, sequence: `${after.sequence.length} bp` },
      })
      return ok(after, '保存成功')
    },
  })

  api.put('/plasmids/:id', {
    config,
    schema: {
      ...common,
      summary: '修改质粒',
      params: IdParamsSchema,
      body: PlasmidInputSchema,
      response: { 200: envelope(AdminPlasmidSchema) },
    },
    handler: async (request) => {
      const { before, after } = await catalogue.update(request.params.id, request.body)
      await recordAudit(request, {
        action: 'update',
        targetType: 'plasmids',
        targetId: after.id,
        summary: `修改质粒 ${after.itemNo}「${after.name}」`,
        // The log keeps the sequence's length, not megabytes of bases per edit.
        before: { ...before, sequence: `${before.sequence.length} bp` },
        after: { ...after, sequence: `${after.sequence.length} bp` },
      })
      return ok(after, '保存成功')
    },
  })

  /** Deletes one entry and records it; the log keeps the sequence's length, not its bases. */
  const removeAudited = async (request: FastifyRequest, id: number, summary: string) => {
    const before = await catalogue.remove(id)
    await recordAudit(request, {
      action: 'delete',
      targetType: 'plasmids',
      targetId: before.id,
      summary: `${summary} ${before.itemNo}「${before.name}」`,
      before: { ...before, sequence: `${before.sequence.length} bp` },
    })
  }

  api.delete('/plasmids/:id', {
    config,
    schema: { ...common, summary: '删除质粒', params: IdParamsSchema, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await removeAudited(request, request.params.id, '删除质粒')
      return ok(null, '已删除')
    },
  })

  /** 每一条单独记入操作日志；已是所选状态的不改、不记；不存在的 id 列在 missing 中。 */
  api.post('/plasmids/batch', {
    config,
    schema: {
      ...common,
      summary: '批量显示、隐藏、删除质粒',
      description: '显示与隐藏在一个事务中完成；已是该状态的质粒不改动、不记日志、不计入 done。',
      body: PlasmidBatchSchema,
      response: { 200: envelope(BatchResultSchema) },
    },
    handler: async (request) => {
      const { ids, action } = request.body
      if (action !== 'delete') {
        const status = action === 'publish' ? PLASMID_STATUS.published : PLASMID_STATUS.hidden
        const result = await catalogue.setStatus(ids, status, (trx, before) =>
          recordAudit(
            request,
            {
              action: 'update',
              targetType: 'plasmids',
              targetId: before.id,
              summary: `批量${BATCH_VERB[action]}质粒 ${before.itemNo}「${before.name}」`,
              before: { status: before.status },
              after: { status },
            },
            trx,
          ),
        )
        return ok(result, `${BATCH_DONE[action]} ${result.done.length} 个质粒`)
      }
      const done: number[] = []
      const missing: number[] = []
      for (const id of ids) {
        try {
          await removeAudited(request, id, '批量删除质粒')
          done.push(id)
        } catch (error) {
          if (!(error instanceof AppError && error.kind === 'NOT_FOUND')) throw error
          missing.push(id)
        }
      }
      return ok({ done, missing }, `已删除 ${done.length} 个质粒`)
    },
  })
}
