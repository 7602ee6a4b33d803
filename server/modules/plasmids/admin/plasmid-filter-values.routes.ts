// /api/v1/admin/plasmid-filter-values: the values of the public list's seven filters.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  PlasmidFilterGroupSchema,
  PlasmidFilterValueCreateSchema,
  PlasmidFilterValueRenameSchema,
  PlasmidFilterValueSchema,
} from '#common/schemas/admin-plasmid-filters.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
import { createPlasmidFilterValueService } from '../plasmid-filter-values.service.ts'
import { common, config } from './plasmid-admin-route.ts'

const targetType = 'plasmid-filter-values'
const StoredValueSchema = PlasmidFilterValueSchema.omit({ usage: true })

export async function plasmidFilterValueRoutes(
  app: FastifyInstance,
  { onCatalogueChanged }: { onCatalogueChanged: () => void },
) {
  const api = typed(app)
  const values = createPlasmidFilterValueService(app.db, onCatalogueChanged)

  api.get('/plasmid-filter-values', {
    config,
    schema: {
      ...common,
      summary: '质粒筛选项：七个筛选项的值，按下拉顺序，附使用该值的质粒数',
      response: { 200: envelope(z.array(PlasmidFilterGroupSchema)) },
    },
    handler: async () => ok(await values.groups()),
  })

  api.post('/plasmid-filter-values', {
    config,
    schema: {
      ...common,
      summary: '添加筛选值（排在该筛选项最后）',
      body: PlasmidFilterValueCreateSchema,
      response: { 200: envelope(StoredValueSchema) },
    },
    handler: async (request) => {
      const after = await values.create(request.body)
      await recordAudit(request, {
        action: 'create',
        targetType,
        targetId: after.id,
        summary: `添加筛选值 ${after.field}「${after.value}」`,
        after,
      })
      return ok(after, '已添加')
    },
  })

  api.put('/plasmid-filter-values/:id', {
    config,
    schema: {
      ...common,
      summary: '筛选值改名：使用该值的质粒随之改名',
      params: IdParamsSchema,
      body: PlasmidFilterValueRenameSchema,
      response: { 200: envelope(StoredValueSchema) },
    },
    handler: async (request) => {
      const { before, after, entries } = await values.rename(request.params.id, request.body.value)
      await recordAudit(request, {
        action: 'update',
        targetType,
        targetId: after.id,
        summary: `筛选值改名 ${after.field}「${before.value}」→「${after.value}」，${entries} 个质粒随之更新`,
        before,
        after,
      })
      return ok(after, `已改名，${entries} 个质粒随之更新`)
    },
  })

  api.delete('/plasmid-filter-values/:id', {
    config,
    schema: {
      ...common,
      summary: '删除筛选值：仍有质粒使用时拒绝',
      params: IdParamsSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      const before = await values.remove(request.params.id)
      await recordAudit(request, {
        action: 'delete',
        targetType,
        targetId: before.id,
        summary: `删除筛选值 ${before.field}「${before.value}」`,
        before,
      })
      return ok(null, '已删除')
    },
  })
}
