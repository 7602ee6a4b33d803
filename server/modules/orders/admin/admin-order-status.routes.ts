// Staff move orders and samples through the statuses: forward, or back with a reason; one
// order or several at once. Each change is in the status history with its staff member,
// e-mailed to the customer (order-status.service.ts) and written to the audit log.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { OPERATORS } from '#common/schemas/admin-auth.ts'
import {
  type BulkStatusResult,
  BulkStatusChangeSchema,
  BulkStatusResultSchema,
  SampleParamsSchema,
  type StatusChangeInput,
  type StatusChangeResult,
  StatusChangeResultSchema,
  StatusChangeSchema,
} from '#common/schemas/admin-orders.ts'
import { ORDER_STATUS_LABEL, STATUS_CHANGE_MESSAGES } from '#common/schemas/orders/status.ts'
import { IdParamsSchema } from '#common/schemas/primitives.ts'
import { AppError, notFound } from '#server/errors.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { recordAudit } from '#server/modules/audit/audit.ts'
import { currentStaff } from '#server/plugins/staff-auth.ts'
import type { StatusChange, StatusChangeOutcome } from '../order-status.service.ts'
import { createSampleRepo } from '../sample.repo.ts'
import type { AdminOrdersService } from './admin-orders.service.ts'

const common = { tags: ['管理后台：订单'], security: bearerSecurity }
const config = { staffRoles: OPERATORS }
const UPDATED = '状态已更新'

const resultOf = (outcome: StatusChangeOutcome): StatusChangeResult => ({
  id: outcome.orderId,
  orderno: outcome.orderno,
  fromStatus: outcome.fromStatus,
  toStatus: outcome.toStatus,
  mail: outcome.mail.status,
})

/** A staff member's change as the service makes it, its audit entry saved in its transaction. */
const staffChange = (request: FastifyRequest, change: StatusChangeInput, sample?: string): StatusChange => ({
  ...change,
  actorStaffId: currentStaff(request).id,
  alongside: (trx, step) =>
    recordAudit(
      request,
      {
        action: 'update',
        targetType: sample ? 'order-samples' : 'orders',
        targetId: step.orderId,
        summary: `订单 ${step.orderno}${sample ? ` 样本 ${sample}` : ''} 状态：${ORDER_STATUS_LABEL[step.fromStatus]} → ${ORDER_STATUS_LABEL[step.toStatus]}`,
        before: { status: step.fromStatus },
        after: { status: step.toStatus, note: change.note ?? '' },
      },
      trx,
    ),
})

export async function orderStatusAdminRoutes(app: FastifyInstance, { orders }: { orders: AdminOrdersService }) {
  const api = typed(app)
  const { orderStatus } = app.services

  const changeOrder = (request: FastifyRequest, id: number, change: StatusChangeInput) =>
    orderStatus.changeOrderStatus(id, staffChange(request, change))

  api.post('/orders/:id/status', {
    config,
    schema: {
      ...common,
      summary: '修改订单状态：前进，或填写原因后退回；记录操作员工并邮件通知客户',
      params: IdParamsSchema,
      body: StatusChangeSchema,
      response: { 200: envelope(StatusChangeResultSchema) },
    },
    handler: async (request) => {
      const outcome = await changeOrder(request, request.params.id, request.body)
      return ok(resultOf(outcome), UPDATED)
    },
  })

  api.post('/orders/:id/samples/:sampleId/status', {
    config,
    schema: {
      ...common,
      summary: '修改 GUIDE-seq 或扩增子样本的状态（规则同订单）',
      params: SampleParamsSchema,
      body: StatusChangeSchema,
      response: { 200: envelope(StatusChangeResultSchema) },
    },
    handler: async (request) => {
      const { id, sampleId } = request.params
      const sample = await createSampleRepo(app.db).findAny(sampleId)
      if (!sample || sample.orderId !== id) throw notFound(STATUS_CHANGE_MESSAGES.sampleNotFound)
      const outcome = await orderStatus.changeSampleStatus(sampleId, staffChange(request, request.body, sample.name))
      return ok(resultOf(outcome), UPDATED)
    },
  })

  /** 每个订单单独生效：一个失败不影响其他订单，失败的订单与原因在 failed 中。 */
  api.post('/orders/bulk-status', {
    config,
    schema: {
      ...common,
      summary: '批量修改订单状态（逐个订单生效，返回成功与失败的订单）',
      body: BulkStatusChangeSchema,
      response: { 200: envelope(BulkStatusResultSchema) },
    },
    handler: async (request) => {
      const { ids, ...change } = request.body
      const result: BulkStatusResult = { changed: [], failed: [] }
      for (const id of new Set(ids)) {
        try {
          const outcome = await changeOrder(request, id, change)
          result.changed.push(resultOf(outcome))
        } catch (error) {
          if (!(error instanceof AppError)) throw error
          const orderno = await orders.row(id).then(
            (row) => row.orderno,
            () => '',
          )
          result.failed.push({ id, orderno, message: error.message })
        }
      }
      return ok(result, UPDATED)
    },
  })
}
