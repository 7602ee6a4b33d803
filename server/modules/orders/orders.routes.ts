// Customer service orders under /api/v1 (spec §7): GUIDE-seq, amplicon and cell line
// calls, all behind the customer login.
import type { FastifyInstance } from 'fastify'
import { ORDER_TYPE } from '#common/schemas/orders/status.ts'
import { requireCustomer } from '#server/plugins/auth.ts'
import { createCellLineService } from './cell-line.service.ts'
import { orderMessageRoutes } from './messages/order-messages.routes.ts'
import { cellLineRoutes } from './routes/cell-line.routes.ts'
import { sampleOrderRoutes } from './routes/sample-order.routes.ts'
import { createSampleOrderService } from './sample-order.service.ts'

export async function orderRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireCustomer)
  await app.register(sampleOrderRoutes, {
    kind: 'guide',
    service: createSampleOrderService(app.db, ORDER_TYPE.GUIDE_SEQ, app.storage),
  })
  await app.register(sampleOrderRoutes, {
    kind: 'amplicon',
    service: createSampleOrderService(app.db, ORDER_TYPE.AMPLICON, app.storage),
  })
  await app.register(cellLineRoutes, { service: createCellLineService(app.db, app.storage) })
  await app.register(orderMessageRoutes)
}
