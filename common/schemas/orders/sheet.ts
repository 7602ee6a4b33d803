// The sample submission sheet of an order: what the customer prints and sends with the samples.
// The server builds one model (these schemas); the PDF and the print page both show it, so they
// cannot disagree. The sheet's own wording is in common/sample-sheet.ts.
import { z } from '../../zod.ts'
import { OrdernoSchema } from './order.ts'

export const SHEET_MESSAGES = {
  orderNotFound: '订单不存在',
  fontMissing: '送检单 PDF 暂时无法生成：服务器缺少中文字体，请先使用打印页面',
} as const

export const SheetQuerySchema = z.object({ orderno: OrdernoSchema })
export type SheetQuery = z.infer<typeof SheetQuerySchema>

/** A column of the sample table: 序号, the fields the order type marks for the sheet, 运输条件. */
export const SheetColumnSchema = z.object({
  key: z.string().describe('列标识：index、字段名或 shipping'),
  label: z.string(),
  sequence: z.boolean().describe('是否为序列列（等宽字体）'),
})
export type SheetColumn = z.infer<typeof SheetColumnSchema>

export const SheetSampleSchema = z.object({
  name: z.string(),
  cells: z
    .array(z.string())
    .describe('各列的内容，与 columns 同序；含单位，过长的序列缩写为前 12…后 8（长度），不适用时为 —'),
  tube_label: z.string().describe('管上应写的标签'),
})
export type SheetSample = z.infer<typeof SheetSampleSchema>

export const SheetModelSchema = z.object({
  title: z.string(),
  orderno: z.string(),
  order_type: z.string().describe('订单类型名称'),
  date: z.string().describe('下单日期（中国时间）'),
  customer: z.object({
    company: z.string(),
    contact: z.string(),
    tel: z.string(),
    email: z.string(),
  }),
  lab: z.object({ address: z.string(), tel: z.string() }),
  qr_url: z.string().describe('二维码内容：管理后台中该订单的地址'),
  columns: z.array(SheetColumnSchema).describe('样本表的列，由订单类型的字段描述决定'),
  samples: z.array(SheetSampleSchema),
  no_samples_note: z.string().nullable().describe('无需寄送样本时的说明'),
  shipping: z.array(z.object({ type: z.string(), condition: z.string() })).describe('本单涉及的运输条件'),
  tube_instructions: z.array(z.string()),
})
export type SheetModel = z.infer<typeof SheetModelSchema>

/** The print page's data: the model and its QR code as SVG markup. */
export const SheetPageSchema = SheetModelSchema.extend({ qr_svg: z.string().describe('二维码 SVG') })
export type SheetPage = z.infer<typeof SheetPageSchema>
