// Order lists, order details and the small payloads of the order calls (spec §3 'Order list
// row', §7, §9; decision 5).
import { z } from '../../zod.ts'
import { IdSchema } from '../primitives.ts'
import { OrderStatusSchema, StatusStepSchema } from './status.ts'

export const ORDER_PAGE_SIZE = 10
export const ORDER_PAGE_SIZE_OPTIONS = [10, 50] as const
export const ORDER_PAGE_SIZE_MAX = 100
/** GUIDE-seq and amplicon lists count pages from 0, the cell line list from 1 (spec §9). */
export const FIRST_PAGE = { SAMPLE_ORDERS: 0, CELL_ORDERS: 1 } as const

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** page, size, keyword of an order list whose pages start at `firstPage`. */
export const orderListQuery = (firstPage: number) =>
  z.object({
    page: z
      .preprocess(emptyToUndefined, z.coerce.number({ error: '页码无效' }).int('页码无效').min(firstPage, '页码无效'))
      .optional()
      .transform((value) => value ?? firstPage)
      .describe(`页码，从 ${firstPage} 开始`),
    size: z
      .preprocess(
        emptyToUndefined,
        z.coerce
          .number({ error: '每页条数无效' })
          .int('每页条数无效')
          .min(1, '每页条数无效')
          .max(ORDER_PAGE_SIZE_MAX, '每页条数无效'),
      )
      .optional()
      .transform((value) => value ?? ORDER_PAGE_SIZE)
      .describe(`每页条数，默认 ${ORDER_PAGE_SIZE}，最多 ${ORDER_PAGE_SIZE_MAX}`),
    keyword: z
      .string()
      .trim()
      .max(50, '最多 50 个字符')
      .optional()
      .transform((value) => value ?? '')
      .describe('按订单编号搜索'),
  })

export const SampleOrderListQuerySchema = orderListQuery(FIRST_PAGE.SAMPLE_ORDERS)
export const CellOrderListQuerySchema = orderListQuery(FIRST_PAGE.CELL_ORDERS)
export type OrderListQuery = z.infer<typeof SampleOrderListQuerySchema>

/** A row of the GUIDE-seq and amplicon order lists. */
export const SampleOrderRowSchema = z.object({
  id: z.number().int(),
  orderno: z.string(),
  create_time: z.string(),
  yangben_nums: z.number().int().describe('样本数'),
  leixing: z.number().int().describe('订单类型：1 GUIDE-seq, 2 扩增子'),
  status: OrderStatusSchema,
})
export type SampleOrderRow = z.infer<typeof SampleOrderRowSchema>

/** A row of the cell line order list. */
export const CellOrderRowSchema = z.object({
  id: z.number().int(),
  orderno: z.string(),
  create_time: z.string(),
  shuzhu_copynum: z.number().int().describe('基因拷贝数'),
  leixing: z.number().int().describe('服务类型'),
  status: OrderStatusSchema,
})
export type CellOrderRow = z.infer<typeof CellOrderRowSchema>

export const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number().int() })
export const SampleOrderListSchema = pageOf(SampleOrderRowSchema)
export type SampleOrderList = z.infer<typeof SampleOrderListSchema>
export const CellOrderListSchema = pageOf(CellOrderRowSchema)
export type CellOrderList = z.infer<typeof CellOrderListSchema>

/** myGuideInfo / myAmpliconInfo: the order with its status history (timeline). */
export const SampleOrderDetailSchema = SampleOrderRowSchema.extend({
  update_time: z.string(),
  history: z.array(StatusStepSchema),
})
export type SampleOrderDetail = z.infer<typeof SampleOrderDetailSchema>

export const IdPayloadSchema = z.object({ id: IdSchema })
export const OrderIdPayloadSchema = z.object({ oid: IdSchema })

/** What a create call answers: data.info is the new order's id (spec §4 'Sample form modes'). */
export const CreatedOrderSchema = z.object({
  info: z.number().int().describe('新订单 id'),
  orderno: z.string(),
  sample_id: z.number().int().optional().describe('第一个样本的 id'),
})
export type CreatedOrder = z.infer<typeof CreatedOrderSchema>

/** What deleting a sample answers: its order goes with its last sample (no empty orders). */
export const DeletedSampleSchema = z.object({
  order_removed: z.boolean().describe('删除的是订单的最后一个样本，订单已一并删除'),
})
export type DeletedSample = z.infer<typeof DeletedSampleSchema>

/** What adding a sample answers. */
export const CreatedSampleSchema = z.object({ info: z.number().int().describe('新样本 id') })

export const ORDERNO_MESSAGES = {
  required: '请输入订单编号',
  pattern: '订单编号格式不正确',
} as const

/** GS-20261124-0007: type prefix, China date, daily sequence. */
export const ORDERNO_PATTERN = /^[A-Z]{2}-\d{8}-\d{4,6}$/

/** An order named by its number, as the customer's calls after its creation name it. */
export const OrdernoSchema = z
  .string({ error: ORDERNO_MESSAGES.required })
  .trim()
  .min(1, ORDERNO_MESSAGES.required)
  .max(30, ORDERNO_MESSAGES.pattern)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(ORDERNO_PATTERN, ORDERNO_MESSAGES.pattern))
  .describe('订单编号，如 GS-20261124-0007')

/** The order a reorder or an import went into. */
export const OrderRefSchema = z.object({ oid: z.number().int(), orderno: z.string() })
export type OrderRef = z.infer<typeof OrderRefSchema>

export const ORDER_MESSAGES = {
  orderNotFound: '订单不存在',
  sampleNotFound: '样本不存在',
  fileNotFound: '文件不存在或不属于您',
  addOnlyPending: '订单已确认，不能再添加样本',
  editOnlyPending: '只有待确认的样本可以编辑',
  samplesLocked: '订单已确认，不能再修改或删除样本',
  deleteOnlyPendingOrDone: '只有待确认或已完成的样本可以删除',
  cellOnlyPending: '只有待确认的订单可以编辑或删除',
  reorderOnlyDone: '只有已完成的订单可以再次下单',
  reordered: '已新建订单，样本复制自原订单',
  cellReordered: '已新建订单，细胞株构建信息复制自原订单',
  added: '添加成功',
  updated: '更新成功',
  deleted: '删除成功',
} as const
