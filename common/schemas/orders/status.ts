// Order types, statuses and what a customer may do at each status (spec §4, decisions 11, 2).
// The server enforces the same rules the pages use to show their buttons.
import { z } from '../../zod.ts'

export const ORDER_TYPE = { GUIDE_SEQ: 1, AMPLICON: 2, CELL_LINE: 3 } as const
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE]
export const ORDER_TYPE_LABEL: Record<OrderType, string> = {
  [ORDER_TYPE.GUIDE_SEQ]: 'GUIDE-seq脱靶检测',
  [ORDER_TYPE.AMPLICON]: '扩增子检测',
  [ORDER_TYPE.CELL_LINE]: '细胞株构建',
}
/** First part of an order number: GS-20261124-0007. */
export const ORDERNO_PREFIX: Record<OrderType, string> = {
  [ORDER_TYPE.GUIDE_SEQ]: 'GS',
  [ORDER_TYPE.AMPLICON]: 'AM',
  [ORDER_TYPE.CELL_LINE]: 'CL',
}

export const ORDER_STATUS = {
  PENDING: 0,
  CONFIRMED: 1,
  QUALITY_CHECK: 2,
  LIBRARY_BUILDING: 3,
  SEQUENCING: 4,
  ANALYSIS: 5,
  DONE: 6,
} as const
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  0: '待确认',
  1: '已确认',
  2: '质检中',
  3: '建库中',
  4: '测序中',
  5: '分析中',
  6: '已完成',
}
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[]
export const OrderStatusSchema = z
  .number()
  .int()
  .min(ORDER_STATUS.PENDING)
  .max(ORDER_STATUS.DONE)
  .describe('状态：0 待确认, 1 已确认, 2 质检中, 3 建库中, 4 测序中, 5 分析中, 6 已完成')

/** Staff move a status back (undo a step) only with a reason, which the customer is told. */
export const needsReason = (fromStatus: number, toStatus: number) => toStatus < fromStatus

export const STATUS_CHANGE_MESSAGES = {
  invalidStatus: '状态无效',
  unchanged: '状态没有变化',
  reasonRequired: '退回到之前的状态时请填写原因',
  changedMeanwhile: '状态已被他人修改，请刷新后重试',
  orderNotFound: '订单不存在',
  sampleNotFound: '样本不存在',
} as const

/** Samples are added to a GUIDE-seq or amplicon order only while the order is pending. */
export const canAddSamples = (orderStatus: number) => orderStatus === ORDER_STATUS.PENDING
/** A sample is edited only while it is pending. */
export const canEditSample = (sampleStatus: number) => sampleStatus === ORDER_STATUS.PENDING
/** Lists and the server allow deleting a pending or a finished sample (decision 2). */
export const canDeleteSample = (sampleStatus: number) =>
  sampleStatus === ORDER_STATUS.PENDING || sampleStatus === ORDER_STATUS.DONE
/** The sample detail page offers delete only while the sample is pending (decision 2). */
export const canDeleteSampleOnDetail = (sampleStatus: number) => sampleStatus === ORDER_STATUS.PENDING
/** A cell line order is edited or deleted only while it is pending. */
export const canChangeCellOrder = (orderStatus: number) => orderStatus === ORDER_STATUS.PENDING

/** One recorded status change of an order or sample; from_status is null on creation. */
export const StatusStepSchema = z.object({
  from_status: OrderStatusSchema.nullable(),
  to_status: OrderStatusSchema,
  note: z.string(),
  create_time: z.string(),
})
export type StatusStep = z.infer<typeof StatusStepSchema>

export interface TimelineStep {
  status: OrderStatus
  label: string
  /** When the order or sample last reached this status; null while it has not. */
  time: string | null
  current: boolean
}

/** The seven steps of a detail page's timeline, dated from the history (oldest first). */
export function timelineOf(history: StatusStep[], current: number): TimelineStep[] {
  return ORDER_STATUSES.map((status) => {
    const reached = history.filter((step) => step.to_status === status && status <= current).at(-1)
    return {
      status,
      label: ORDER_STATUS_LABEL[status],
      time: reached?.create_time ?? null,
      current: status === current,
    }
  })
}
