// /api/v1/admin/categories: the tree, create, edit, reorder and move, delete.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  CategoryInputSchema,
  CategoryReorderSchema,
  CategorySchema,
  CategoryTreeNodeSchema,
} from '#common/schemas/admin-content.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { audited } from '#server/modules/audit/audit.ts'
import { createCategoriesService } from './categories.service.ts'
import { CONTENT_EDITORS } from '#common/schemas/admin-auth.ts'

const common = { tags: ['管理后台：栏目'], security: bearerSecurity }
const config = { staffRoles: CONTENT_EDITORS }

export async function categoriesAdminRoutes(app: FastifyInstance) {
  const api = typed(app)
  const categories = createCategoriesService(app.db)

  api.get('/categories', {
    config,
    schema: {
      ...common,
      summary: '栏目树（含全部字段与内容数量）',
      response: { 200: envelope(z.array(CategoryTreeNodeSchema)) },
    },
    handler: async () => ok(await categories.tree()),
  })

  api.get('/categories/:id', {
    config,
    schema: { ...common, summary: '栏目详情', params: IdParamsSchema, response: { 200: envelope(CategorySchema) } },
    handler: async ({ params }) => ok(await categories.read(params.id)),
  })

  api.post('/categories', {
    config,
    schema: { ...common, summary: '新建栏目', body: CategoryInputSchema, response: { 200: envelope(CategorySchema) } },
    handler: async (request) => {
      const after = await audited(
        request,
        (trx) => createCategoriesService(trx).create(request.body),
        (created) => ({
          action: 'create',
          targetType: 'categories',
          targetId: created.id,
          summary: `新建栏目「${created.catname}」`,
          after: created,
        }),
      )
      return ok(after, '保存成功')
    },
  })

  /** 修改栏目；改 pid 即移动到另一个上级栏目之下。 */
  api.put('/categories/:id', {
    config,
    schema: {
      ...common,
      summary: '修改栏目',
      params: IdParamsSchema,
      body: CategoryInputSchema,
      response: { 200: envelope(CategorySchema) },
    },
    handler: async (request) => {
      const { after } = await audited(
        request,
        (trx) => createCategoriesService(trx).update(request.params.id, request.body),
        (change) => ({
          action: 'update',
          targetType: 'categories',
          targetId: change.after.id,
          summary: `修改栏目「${change.after.catname}」`,
          ...change,
        }),
      )
      return ok(after, '保存成功')
    },
  })

  /** 排序与移动：把 ids 按顺序放到 pid 之下。 */
  api.post('/categories/reorder', {
    config,
    schema: {
      ...common,
      summary: '栏目排序与移动',
      body: CategoryReorderSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      await audited(
        request,
        (trx) => createCategoriesService(trx).reorder(request.body),
        (change) => ({
          action: 'reorder',
          targetType: 'categories',
          targetId: request.body.pid,
          summary: `栏目排序：${request.body.ids.join(', ')}`,
          ...change,
        }),
      )
      return ok(null, '保存成功')
    },
  })

  /** 删除栏目：有子栏目或内容时拒绝。 */
  api.delete('/categories/:id', {
    config,
    schema: { ...common, summary: '删除栏目', params: IdParamsSchema, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await audited(
        request,
        (trx) => createCategoriesService(trx).remove(request.params.id),
        (before) => ({
          action: 'delete',
          targetType: 'categories',
          targetId: before.id,
          summary: `删除栏目「${before.catname}」`,
          before,
        }),
      )
      return ok(null, '已删除')
    },
  })
}
