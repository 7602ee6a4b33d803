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

/**
 * A GUIDE-seq or amplicon order's samples are the customer's to change only while the order is
 * pending: once staff have moved the order on (to 已确认 or later), they are locked with it,
 * whatever each sample's own status. Samples are added at this status only.
 */
export const canAddSamples = (orderStatus: number) => orderStatus === ORDER_STATUS.PENDING
/** A sample is edited while it and its order are pending. */
export const canEditSample = (orderStatus: number, sampleStatus: number) =>
  canAddSamples(orderStatus) && sampleStatus === ORDER_STATUS.PENDING
/** Lists and the server allow deleting a pending or a finished sample of a pending order (decision 2). */
export const canDeleteSample = (orderStatus: number, sampleStatus: number) =>
  canAddSamples(orderStatus) && (sampleStatus === ORDER_STATUS.PENDING || sampleStatus === ORDER_STATUS.DONE)
/** The sample detail page offers delete only while the sample and its order are pending (decision 2). */
export const canDeleteSampleOnDetail = (orderStatus: number, sampleStatus: number) =>
  canEditSample(orderStatus, sampleStatus)
/** A cell line order is edited or deleted only while it is pending. */
export const canChangeCellOrder = (orderStatus: number) => orderStatus === ORDER_STATUS.PENDING
/** 再次下单 copies a finished order only (the customer orders again what was done). */
export const canReorder = (orderStatus: number) => orderStatus === ORDER_STATUS.DONE

export const STEP_KIND = { CREATED: 'created', FORWARD: 'forward', BACK: 'back' } as const
export type StepKind = (typeof STEP_KIND)[keyof typeof STEP_KIND]
/** A step creates the order or sample, moves it on, or sends it back (with the staff member's reason). */
export const stepKindOf = (fromStatus: number | null, toStatus: number): StepKind =>
  fromStatus === null ? STEP_KIND.CREATED : needsReason(fromStatus, toStatus) ? STEP_KIND.BACK : STEP_KIND.FORWARD

/** One recorded status change of an order or sample; from_status is null on creation. */
export const StatusStepSchema = z.object({
  from_status: OrderStatusSchema.nullable(),
  to_status: OrderStatusSchema,
  kind: z
    .enum([STEP_KIND.CREATED, STEP_KIND.FORWARD, STEP_KIND.BACK])
    .describe('created 新建；forward 推进；back 退回（note 为员工填写的原因）'),
  note: z.string().describe('员工的说明；退回时为原因'),
  create_time: z.string(),
})
export type StatusStep = z.infer<typeof StatusStepSchema>
/** A step as the timeline reads it: the staff pages build these from their own history. */
export type TimelineInput = Omit<StatusStep, 'kind'>

/** The timeline's title of a step back: 退回至「已确认」. */
export const stepBackTitle = (toStatus: number) => `退回至「${ORDER_STATUS_LABEL[toStatus as OrderStatus]}」`

export interface TimelineStep {
  status: OrderStatus
  label: string
  /** When the order or sample last reached this status; null while it has not. */
  time: string | null
  current: boolean
}

/** The seven steps of a detail page's timeline, dated from the history (oldest first). */
export function timelineOf(history: TimelineInput[], current: number): TimelineStep[] {
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
