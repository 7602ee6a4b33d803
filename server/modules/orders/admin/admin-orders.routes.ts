// /api/v1/admin/orders: every customer's orders for operators and admins — the filtered
// list, its CSV and Excel exports, the detail and the proof files; status changes are in
// admin-order-status.routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { OPERATORS } from '#common/schemas/admin-auth.ts'
import {
  AdminOrderDetailSchema,
  AdminOrderExportQuerySchema,
  type AdminOrderFilters,
  type AdminOrderRow,
  AdminOrderQuerySchema,
  AdminOrderRowSchema,
  OrderFileParamsSchema,
} from '#common/schemas/admin-orders.ts'
import { pageOf } from '#common/schemas/cms.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { sendCsv } from '#server/lib/csv.ts'
import { sendDownload } from '#server/lib/download.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { recordExport } from '#server/modules/audit/audit.ts'
import { sendUpload } from '#server/modules/uploads/send-upload.ts'
import { orderMessagesAdminRoutes } from '../messages/admin-order-messages.routes.ts'
import { orderStatusAdminRoutes } from './admin-order-status.routes.ts'
import { createAdminOrdersService } from './admin-orders.service.ts'
import { XLSX_TYPE } from '#common/schemas/uploads.ts'
import { exportFileName, ordersCsv, ordersXlsx } from './order-export.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const common = { tags: ['管理后台：订单'], security: bearerSecurity }
const config = { staffRoles: OPERATORS }

export async function ordersAdminRoutes(app: FastifyInstance) {
  const api = typed(app)
  const orders = createAdminOrdersService(app.db)
  /** The rows of an export, recorded in the audit log (they carry customers' names and addresses). */
  /** The file of the filtered orders; the export is logged once the file is made (not when refused). */
  const exported = async <File>(
    request: FastifyRequest<{ Querystring: AdminOrderFilters }>,
    format: string,
    fileOf: (rows: AdminOrderRow[]) => File | Promise<File>,
  ) => {
    const rows = await orders.exportRows(request.query)
    const file = await fileOf(rows)
    await recordExport(request, {
      targetType: 'orders',
      what: `订单 ${format}`,
      filters: request.query,
      count: rows.length,
    })
    return file
  }

  api.get('/orders', {
    config,
    schema: {
      ...common,
      summary: '全部客户的订单（最新在前，或按所选列排序），按类型、状态、客户、下单日期与订单编号筛选',
      querystring: AdminOrderQuerySchema,
      response: { 200: envelope(pageOf(AdminOrderRowSchema)) },
    },
    handler: async ({ query }) => ok(await orders.list(query)),
  })

  /** 按列表的筛选条件导出，最多 1 万条。 */
  api.get('/orders/export.csv', {
    config: { ...config, sendsFile: FILE_RESPONSES.csv },
    schema: { ...common, summary: '导出订单 CSV（UTF-8 BOM）', querystring: AdminOrderExportQuerySchema },
    handler: async (request, reply) => sendCsv(reply, exportFileName('csv'), await exported(request, 'CSV', ordersCsv)),
  })

  api.get('/orders/export.xlsx', {
    config: { ...config, sendsFile: FILE_RESPONSES.xlsx },
    schema: {
      ...common,
      summary: '导出订单 Excel（.xlsx）：订单表，另有每种订单类型的样本或细胞株信息表（合计超过 5 万条时拒绝）',
      querystring: AdminOrderExportQuerySchema,
    },
    handler: async (request, reply) => {
      const workbook = await exported(request, 'Excel', async (rows) =>
        ordersXlsx(rows, await orders.exportRecords(rows)),
      )
      return sendDownload(reply, exportFileName('xlsx'), XLSX_TYPE, workbook)
    },
  })

  api.get('/orders/:id', {
    config,
    schema: {
      ...common,
      summary: '订单详情：客户、样本或细胞株信息、证明文件与状态历史（谁、何时）',
      params: IdParamsSchema,
      response: { 200: envelope(AdminOrderDetailSchema) },
    },
    handler: async ({ params }) => ok(await orders.detail(params.id)),
  })

  /** 只能下载订单中填写的、由该订单客户本人上传的文件。 */
  api.get('/orders/:id/files/:field', {
    config: { ...config, sendsFile: FILE_RESPONSES.stored },
    schema: { ...common, summary: '下载订单的证明文件', params: OrderFileParamsSchema },
    handler: async ({ params }, reply) => sendUpload(reply, await orders.fileOf(params.id, params.field)),
  })

  await app.register(orderStatusAdminRoutes, { orders })
  await app.register(orderMessagesAdminRoutes)
}
