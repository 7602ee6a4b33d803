// 再次下单, as every order type offers it: a finished order of the customer's opens a new
// pending order of the same type holding a copy of what the customer entered, and the call
// answers the new order. The types differ only in what they copy.
import type { FastifyInstance } from 'fastify'
import { envelope } from '#common/envelope.ts'
import { IdPayloadSchema, ORDER_MESSAGES, type OrderRef, OrderRefSchema } from '#common/schemas/orders/order.ts'
import { canReorder } from '#common/schemas/orders/status.ts'
import { conflict } from '#server/errors.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { currentMember } from '#server/plugins/auth.ts'

/** Refuses to copy an order that is not finished. */
export function assertReorderable(status: number): void {
  if (!canReorder(status)) throw conflict(ORDER_MESSAGES.reorderOnlyDone)
}

/** POST `path` with `{ id }`: the customer's 再次下单 of that order, answered by the new order and `message`. */
export function reorderRoute(
  app: FastifyInstance,
  path: string,
  {
    tags,
    summary,
    message,
    reorder,
  }: {
    tags: readonly string[]
    summary: string
    message: string
    reorder: (memberId: number, orderId: number) => Promise<OrderRef>
  },
) {
  typed(app).post(path, {
    schema: {
      tags,
      summary,
      security: bearerSecurity,
      body: IdPayloadSchema,
      response: { 200: envelope(OrderRefSchema) },
    },
    handler: async (request) => ok(await reorder(currentMember(request).id, request.body.id), message),
  })
}
