// /api/v1/admin/{articles,news,jobs,welfare,work-places,ads}: list (sorted), read, create,
// update, delete, and a batch of items published, hidden or deleted at once.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { AdminListQuerySchema } from '#common/schemas/admin-content.ts'
import { pageOf } from '#common/schemas/cms.ts'
import { BatchResultSchema, batchSchema, sortShape } from '#common/schemas/list-sort.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { audited, recordAudit } from '#server/modules/audit/audit.ts'
import { CONTENT_EDITORS } from '#common/schemas/admin-auth.ts'
import { CONTENT_KINDS, type ContentKind } from './content-kinds.ts'
import { BATCH_DONE, BATCH_VERB, type BatchAction, createContentItemsService } from './content-items.service.ts'

const titleOf = (kind: ContentKind, row: Record<string, unknown>) => String(row[kind.titleColumn] ?? '')

async function contentKindRoutes(app: FastifyInstance, kind: ContentKind) {
  const api = typed(app)
  const items = createContentItemsService(app.db, kind)
  const base = `/${kind.path}`
  const common = { tags: [`管理后台：${kind.label}`], security: bearerSecurity }
  const config = { staffRoles: CONTENT_EDITORS }

  api.get(base, {
    config,
    schema: {
      ...common,
      summary: `${kind.label}列表`,
      querystring: AdminListQuerySchema.extend(sortShape(kind.sortable)),
      response: { 200: envelope(pageOf(kind.row)) },
    },
    handler: async ({ query }) => ok(await items.list(query)),
  })

  const actions: readonly [BatchAction, ...BatchAction[]] = kind.hideable ? ['publish', 'hide', 'delete'] : ['delete']
  api.post(`${base}/batch`, {
    config,
    schema: {
      ...common,
      summary: `批量${actions.map((action) => BATCH_VERB[action]).join('、')}${kind.label}`,
      description: '每一条单独记入操作日志；不存在的 id 列在 missing 中，其余照常处理。',
      body: batchSchema(actions),
      response: { 200: envelope(BatchResultSchema) },
    },
    handler: async (request) => {
      const { ids, action } = request.body
      const { changes, missing } = await app.db.transaction().execute(async (trx) => {
        const result = await createContentItemsService(trx, kind).batch(ids, action)
        for (const { id, before, after } of result.changes)
          await recordAudit(
            request,
            {
              action: action === 'delete' ? 'delete' : 'update',
              targetType: kind.path,
              targetId: id,
              summary: `批量${BATCH_VERB[action]}${kind.label}「${titleOf(kind, before)}」`,
              before,
              after,
            },
            trx,
          )
        return result
      })
      return ok(
        { done: changes.map((change) => change.id), missing },
        `${BATCH_DONE[action]} ${changes.length} 条${kind.label}`,
      )
    },
  })

  api.get(`${base}/:id`, {
    config,
    schema: { ...common, summary: `${kind.label}详情`, params: IdParamsSchema, response: { 200: envelope(kind.row) } },
    handler: async ({ params }) => ok(await items.read(params.id)),
  })

  api.post(base, {
    config,
    schema: { ...common, summary: `新建${kind.label}`, body: kind.input, response: { 200: envelope(kind.row) } },
    handler: async (request) => {
      const after = await audited(
        request,
        (trx) => createContentItemsService(trx, kind).create(request.body),
        (created) => ({
          action: 'create',
          targetType: kind.path,
          targetId: Number(created.id),
          summary: `新建${kind.label}「${titleOf(kind, created)}」`,
          after: created,
        }),
      )
      return ok(after, '保存成功')
    },
  })

  api.put(`${base}/:id`, {
    config,
    schema: {
      ...common,
      summary: `修改${kind.label}`,
      params: IdParamsSchema,
      body: kind.input,
      response: { 200: envelope(kind.row) },
    },
    handler: async (request) => {
      const { after } = await audited(
        request,
        (trx) => createContentItemsService(trx, kind).update(request.params.id, request.body),
        (change) => ({
          action: 'update',
          targetType: kind.path,
          targetId: request.params.id,
          summary: `修改${kind.label}「${titleOf(kind, change.after)}」`,
          ...change,
        }),
      )
      return ok(after, '保存成功')
    },
  })

  api.delete(`${base}/:id`, {
    config,
    schema: { ...common, summary: `删除${kind.label}`, params: IdParamsSchema, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await audited(
        request,
        (trx) => createContentItemsService(trx, kind).remove(request.params.id),
        (before) => ({
          action: 'delete',
          targetType: kind.path,
          targetId: request.params.id,
          summary: `删除${kind.label}「${titleOf(kind, before)}」`,
          before,
        }),
      )
      return ok(null, '已删除')
    },
  })
}

export async function contentItemsRoutes(app: FastifyInstance) {
  for (const kind of CONTENT_KINDS) await contentKindRoutes(app, kind)
}
