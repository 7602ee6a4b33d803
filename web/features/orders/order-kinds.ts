// The fixed order types of the order centre (spec §2 'Order routes'): their menu titles,
// add buttons, calls and pages.
import { ORDER_TYPE, type OrderType } from '#common/schemas/orders/status.ts'
import { ampliconCalls, guideSeqCalls } from './orders-api.ts'
import { AMPLICON_PAGES, CELL_LINE_PAGES, GUIDE_SEQ_PAGES, type OrderPages } from './order-paths.ts'

export interface OrderKind {
  type: OrderType
  /** Menu entry and page titles. */
  title: string
  /** The list's add button. */
  addLabel: string
  pages: OrderPages
}

export const GUIDE_SEQ_KIND: OrderKind & { name: 'guide'; calls: typeof guideSeqCalls } = {
  name: 'guide',
  type: ORDER_TYPE.GUIDE_SEQ,
  title: 'GUIDE-seq脱靶检测',
  addLabel: '添加脱靶检测',
  pages: GUIDE_SEQ_PAGES,
  calls: guideSeqCalls,
}

export const AMPLICON_KIND: OrderKind & { name: 'amplicon'; calls: typeof ampliconCalls } = {
  name: 'amplicon',
  type: ORDER_TYPE.AMPLICON,
  title: '扩增子检测',
  addLabel: '添加扩增子检测',
  pages: AMPLICON_PAGES,
  calls: ampliconCalls,
}

export const CELL_LINE_KIND: OrderKind = {
  type: ORDER_TYPE.CELL_LINE,
  title: '细胞株构建',
  addLabel: '添加细胞株构建',
  pages: CELL_LINE_PAGES,
}

export type SampleOrderKind = typeof GUIDE_SEQ_KIND | typeof AMPLICON_KIND

export const ORDER_KINDS: readonly OrderKind[] = [GUIDE_SEQ_KIND, AMPLICON_KIND, CELL_LINE_KIND]

export const orderKindOf = (type: number): OrderKind => ORDER_KINDS.find((kind) => kind.type === type) ?? GUIDE_SEQ_KIND

/** The sample order types by the name their pages pass (the route modules stay free of API code). */
export const SAMPLE_ORDER_KINDS = { guide: GUIDE_SEQ_KIND, amplicon: AMPLICON_KIND } as const
export type SampleOrderKindName = keyof typeof SAMPLE_ORDER_KINDS
