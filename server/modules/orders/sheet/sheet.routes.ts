// GET /api/v1/order/sheet: an order's sample submission sheet as PDF, and /order/sheet/page:
// the same sheet's data for the print page. The order's customer or staff.
import type { FastifyInstance } from 'fastify'
import QRCode from 'qrcode'
import { envelope } from '#common/envelope.ts'
import { SHEET_QR, sheetFileName } from '#common/sample-sheet.ts'
import { SheetPageSchema, SheetQuerySchema } from '#common/schemas/orders/sheet.ts'
import { sendDownload } from '#server/lib/download.ts'
import { ok } from '#server/lib/reply.ts'
import { bearerSecurity, typed } from '#server/lib/route-types.ts'
import { rateLimits } from '#server/plugins/rate-limit.ts'
import { sheetViewerOf } from './sheet-access.ts'
import { createSheetModelService } from './sheet-model.ts'
import type { SheetFont } from './sheet-pdf.ts'
import { createSheetRenderer } from './sheet-renderer.ts'
import { FILE_RESPONSES } from '#server/lib/download.ts'

const common = { tags: ['样本送检单'], security: bearerSecurity }

export interface SheetRoutesOptions {
  /** The site's public origin (PUBLIC_URL): the QR code opens the console there. */
  siteOrigin: string
  font: SheetFont
}

export async function sheetRoutes(app: FastifyInstance, { siteOrigin, font }: SheetRoutesOptions) {
  const api = typed(app)
  const sheets = createSheetModelService(app.db, { siteOrigin })
  const renderer = createSheetRenderer(font)
  app.addHook('onClose', () => renderer.close())

  /** 客户本人或管理后台的订单人员可下载；其他客户的订单视为不存在。 */
  api.get('/order/sheet', {
    config: { sendsFile: FILE_RESPONSES.pdf, rateLimit: rateLimits.sheetPdf },
    schema: {
      ...common,
      summary: '下载样本送检单 PDF（A4，含订单编号二维码）',
      querystring: SheetQuerySchema,
    },
    handler: async (request, reply) => {
      const model = await sheets.modelOf(request.query.orderno, await sheetViewerOf(request))
      return sendDownload(reply, sheetFileName(model.orderno), 'application/pdf', await renderer.render(model))
    },
  })

  api.get('/order/sheet/page', {
    schema: {
      ...common,
      summary: '样本送检单打印页的数据（与 PDF 相同），二维码为 SVG',
      querystring: SheetQuerySchema,
      response: { 200: envelope(SheetPageSchema) },
    },
    handler: async (request) => {
      const model = await sheets.modelOf(request.query.orderno, await sheetViewerOf(request))
      const svg = await QRCode.toString(model.qr_url, { ...SHEET_QR, type: 'svg' })
      return ok({ ...model, qr_svg: svg })
    },
  })
}
