// /api/v1/admin/plasmids: the catalogue with every field, its sequence and feature map; the
// import and the filter values are registered here, beside it.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { AdminListQuerySchema } from '#common/schemas/admin-content.ts'
import { AdminPlasmidRowSchema, AdminPlasmidSchema, PlasmidInputSchema } from '#common/schemas/admin-plasmid.ts'
import { pageOf } from '#common/schemas/cms.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { typed } from '#server/lib/route-types.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
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

  /** 质粒列表：按货号排序，keyword 搜名称或货号。 */
  api.get('/plasmids', {
    config,
    schema: {
      ...common,
      summary: '质粒列表',
      querystring: AdminListQuerySchema,
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

  api.delete('/plasmids/:id', {
    config,
    schema: { ...common, summary: '删除质粒', params: IdParamsSchema, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      const before = await catalogue.remove(request.params.id)
      await recordAudit(request, {
        action: 'delete',
        targetType: 'plasmids',
        targetId: before.id,
        summary: `删除质粒 ${before.itemNo}「${before.name}」`,
        before: { ...before, sequence: `${before.sequence.length} bp` },
      })
      return ok(null, '已删除')
    },
  })
}
