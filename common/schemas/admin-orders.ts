// Orders as staff see them: every customer's orders, filtered and exported, and the status
// changes staff make (forward, or back with a reason).
import { z } from '../zod.ts'
import { CellLineOrderSchema } from './orders/cell-line.ts'
import { GuideSeqSampleSchema } from './orders/guide-seq.ts'
import { AmpliconSampleSchema } from './orders/amplicon.ts'
import { ORDER_TYPE, OrderStatusSchema } from './orders/status.ts'
import { ListQuerySchema } from './cms.ts'
import { sortShape } from './list-sort.ts'
import { IdSchema, optionalInt } from './primitives.ts'

/**
 * Samples and cell line records in one Excel export: the workbook is built in memory, and
 * 10,000 orders of a few hundred samples each would hold the server's memory for minutes.
 */
export const ORDER_EXPORT_RECORD_LIMIT = 50_000

export const ADMIN_ORDER_MESSAGES = {
  from: '起始日期无效',
  to: '结束日期无效',
  range: '结束日期不能早于起始日期',
  status: '请选择新的状态',
  orderIds: '请选择要修改的订单',
  tooMany: '一次最多修改 100 个订单',
  note: '原因最多 200 个字符',
  fileNotFound: '文件不存在',
  tooManyRecords: `所选订单的样本与细胞株信息超过 ${ORDER_EXPORT_RECORD_LIMIT.toLocaleString('en')} 条，无法导出 Excel；请缩小筛选范围，或导出 CSV`,
} as const

export const BULK_STATUS_MAX = 100
export const ORDER_EXPORT_LIMIT = 10_000

/**
 * A calendar day, YYYY-MM-DD, that exists: zod's ISO date knows month lengths and leap years,
 * where Date.parse rolls 2026-02-31 over to March 3rd.
 */
const dayField = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.iso.date({ error: message }).optional())

const filterShape = {
  leixing: optionalInt(ORDER_TYPE.GUIDE_SEQ, ORDER_TYPE.CELL_LINE).describe(
    '订单类型：1 GUIDE-seq, 2 扩增子, 3 细胞株构建',
  ),
  status: optionalInt(0, 6).describe('状态 0–6'),
  customer: z.string().trim().max(100).optional().describe('客户邮箱、手机号或姓名'),
  orderno: z.string().trim().max(50).optional().describe('订单编号（部分匹配）'),
  from: dayField(ADMIN_ORDER_MESSAGES.from).describe('下单日期起（含），YYYY-MM-DD，中国时间'),
  to: dayField(ADMIN_ORDER_MESSAGES.to).describe('下单日期止（含），YYYY-MM-DD，中国时间'),
}

const checkRange = <T extends { from?: string | undefined; to?: string | undefined }>(value: T) =>
  !value.from || !value.to || value.from <= value.to

/** Columns staff sort the order list by. */
export const ORDER_SORT_FIELDS = ['createTime', 'updateTime', 'status', 'orderno', 'orderType', 'sampleCount'] as const

export const AdminOrderQuerySchema = ListQuerySchema.extend({
  ...filterShape,
  ...sortShape(ORDER_SORT_FIELDS),
}).refine(checkRange, {
  message: ADMIN_ORDER_MESSAGES.range,
  path: ['to'],
})
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>
export const AdminOrderExportQuerySchema = z
  .object(filterShape)
  .refine(checkRange, { message: ADMIN_ORDER_MESSAGES.range, path: ['to'] })
export type AdminOrderFilters = z.infer<typeof AdminOrderExportQuerySchema>

export const AdminOrderRowSchema = z.object({
  id: z.number().int(),
  orderno: z.string(),
  orderType: z.number().int().describe('1 GUIDE-seq, 2 扩增子, 3 细胞株构建'),
  status: OrderStatusSchema,
  sampleCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
  memberId: z.number().int(),
  customerEmail: z.string(),
  customerName: z.string(),
  customerTel: z.string(),
  customerCompany: z.string(),
})
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>

export const StatusActorSchema = z.object({
  kind: z.enum(['staff', 'customer', 'system']),
  name: z.string().describe('员工姓名或邮箱；客户的邮箱；系统为空'),
})

export const AdminStatusStepSchema = z.object({
  id: z.number().int(),
  sampleId: z.number().int().nullable().describe('样本的步骤；订单本身的步骤为 null'),
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema,
  note: z.string(),
  createTime: z.string(),
  actor: StatusActorSchema,
})
export type AdminStatusStep = z.infer<typeof AdminStatusStepSchema>

export const CELL_FILE_FIELDS = ['shengzhang_file', 'cunhuo_file', 'shuzhu_file'] as const
export const CellFileFieldSchema = z.enum(CELL_FILE_FIELDS, { error: ADMIN_ORDER_MESSAGES.fileNotFound })
export type CellFileField = z.infer<typeof CellFileFieldSchema>

export const AdminOrderFileSchema = z.object({
  field: CellFileFieldSchema,
  name: z.string().describe('客户上传时的文件名'),
  size: z.number().int(),
  mimeType: z.string(),
  url: z.string().describe('员工下载地址（需带员工令牌）'),
})
export type AdminOrderFile = z.infer<typeof AdminOrderFileSchema>

export const AdminOrderDetailSchema = AdminOrderRowSchema.extend({
  samples: z.array(z.union([GuideSeqSampleSchema, AmpliconSampleSchema])).describe('GUIDE-seq 与扩增子订单的样本'),
  cellLine: CellLineOrderSchema.nullable().describe('细胞株构建订单的内容；其他类型为 null'),
  files: z.array(AdminOrderFileSchema),
  history: z.array(AdminStatusStepSchema).describe('订单与样本的状态历史，最早的在前'),
})
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>

const noteField = z
  .string()
  .trim()
  .max(200, ADMIN_ORDER_MESSAGES.note)
  .optional()
  .describe('原因或说明（退回时必填），会写入邮件')

export const StatusChangeSchema = z.object({
  status: z.coerce.number({ error: ADMIN_ORDER_MESSAGES.status }).int(ADMIN_ORDER_MESSAGES.status),
  note: noteField,
})
export type StatusChangeInput = z.infer<typeof StatusChangeSchema>

export const SampleParamsSchema = z.object({ id: IdSchema, sampleId: IdSchema })
export const OrderFileParamsSchema = z.object({ id: IdSchema, field: CellFileFieldSchema })

export const BulkStatusChangeSchema = StatusChangeSchema.extend({
  ids: z
    .array(IdSchema, { error: ADMIN_ORDER_MESSAGES.orderIds })
    .min(1, ADMIN_ORDER_MESSAGES.orderIds)
    .max(BULK_STATUS_MAX, ADMIN_ORDER_MESSAGES.tooMany),
})

export const StatusChangeResultSchema = z.object({
  id: z.number().int(),
  orderno: z.string(),
  fromStatus: OrderStatusSchema,
  toStatus: OrderStatusSchema,
  mail: z
    .enum(['sent', 'failed', 'logged'])
    .describe('给客户的邮件：已发送、发送失败（可在发件箱重发）、仅记录（未配置 SMTP）'),
})
export type StatusChangeResult = z.infer<typeof StatusChangeResultSchema>

export const BulkStatusResultSchema = z.object({
  changed: z.array(StatusChangeResultSchema),
  failed: z.array(z.object({ id: z.number().int(), orderno: z.string(), message: z.string() })),
})
export type BulkStatusResult = z.infer<typeof BulkStatusResultSchema>
