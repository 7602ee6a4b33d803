// The calls of cell line orders (cellsline/*, spec §7; decision 4: one record per order,
// the *Yangben calls answer that record). Pages start at 1 (spec §9).
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import {
  CellLineFormSchema,
  CellLineOrderDetailSchema,
  CellLineOrderSchema,
  EditCellLineOrderSchema,
} from '#common/schemas/orders/cell-line.ts'
import {
  CellOrderListQuerySchema,
  CellOrderListSchema,
  CreatedOrderSchema,
  FIRST_PAGE,
  IdPayloadSchema,
  ORDER_MESSAGES,
  OrderIdPayloadSchema,
} from '#common/schemas/orders/order.ts'
import { z } from '#common/zod.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentMember } from '#server/plugins/auth.ts'
import type { CellLineService } from '../cell-line.service.ts'
import { reorderRoute } from '../reorder.ts'

const tags = ['细胞株构建订单']

export async function cellLineRoutes(app: FastifyInstance, { service }: { service: CellLineService }) {
  const api = typed(app)

  api.post('/cellsline/myCellslineOrder', {
    schema: {
      tags,
      summary: `我的细胞株构建订单（page 从 ${FIRST_PAGE.CELL_ORDERS} 开始，keyword 搜索订单编号）`,
      security: bearerSecurity,
      body: CellOrderListQuerySchema,
      response: { 200: envelope(CellOrderListSchema) },
    },
    handler: async (request) => ok(await service.list(currentMember(request).id, request.body)),
  })

  for (const [path, what] of [
    ['myCellslineInfo', '细胞株构建订单详情'],
    ['getYangbenInfo', '细胞株构建订单详情（与 myCellslineInfo 相同）'],
  ] as const) {
    api.post(`/cellsline/${path}`, {
      schema: {
        tags,
        summary: `${what}，含状态历史（时间线）`,
        security: bearerSecurity,
        body: IdPayloadSchema,
        response: { 200: envelope(CellLineOrderDetailSchema) },
      },
      handler: async (request) => ok(await service.detail(currentMember(request).id, request.body.id)),
    })
  }

  api.post('/cellsline/myCellslineYangben', {
    schema: {
      tags,
      summary: '细胞株构建订单的记录（一条，按 oid）',
      security: bearerSecurity,
      body: OrderIdPayloadSchema,
      response: { 200: envelope(z.array(CellLineOrderSchema)) },
    },
    handler: async (request) => ok(await service.records(currentMember(request).id, request.body.oid)),
  })

  api.post('/cellsline/addCellslineOrder', {
    schema: {
      tags,
      summary: '提交细胞株构建订单；data.info 为新订单 id',
      security: bearerSecurity,
      body: CellLineFormSchema,
      response: { 200: envelope(CreatedOrderSchema) },
    },
    handler: async (request) => ok(await service.create(currentMember(request).id, request.body), ORDER_MESSAGES.added),
  })

  for (const path of ['editCellslineOrder', 'editCellslineYangben']) {
    api.post(`/cellsline/${path}`, {
      schema: {
        tags,
        summary: '编辑待确认的细胞株构建订单（表单加 id）',
        security: bearerSecurity,
        body: EditCellLineOrderSchema,
        response: { 200: envelope(z.null()) },
      },
      handler: async (request) => {
        await service.edit(currentMember(request).id, request.body.id, request.body)
        return ok(null, ORDER_MESSAGES.updated)
      },
    })
  }

  reorderRoute(app, '/cellsline/reorder', {
    tags,
    summary: '再次下单：按已完成的细胞株构建订单的记录（含证明文件）新建一个待确认订单；data 为新订单',
    message: ORDER_MESSAGES.cellReordered,
    reorder: (memberId, id) => service.reorder(memberId, id),
  })

  api.post('/cellsline/delCellslineOrder', {
    schema: {
      tags,
      summary: '删除待确认的细胞株构建订单',
      security: bearerSecurity,
      body: IdPayloadSchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      await service.remove(currentMember(request).id, request.body.id)
      return ok(null, ORDER_MESSAGES.deleted)
    },
  })
}
