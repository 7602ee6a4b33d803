// The rows of a cell line order's detail page, for the customer and the console.
import { CELL_LINE_TYPE, type CellLineOrder } from '#common/schemas/orders/cell-line.ts'
import type { TextOf } from '#web/lib/page-lang.ts'
import { type DetailItems, describedItems } from './detail-items.tsx'
import { ProofLink } from './proof-upload.tsx'

type ProofField = 'shengzhang_file' | 'cunhuo_file' | 'shuzhu_file'
/** How a proof file is opened: the customer's own link by default; staff read it through the console. */
export type ProofRenderer = (field: ProofField, url: string) => React.ReactNode
const customerProof: ProofRenderer = (_field, url) => <ProofLink url={url} />

/** The record's rows, in the language of `t` (the console, which is Chinese, passes `chinese`). */
export const cellOrderItems = (
  order: CellLineOrder,
  t: TextOf,
  renderProof: ProofRenderer = customerProof,
): DetailItems => describedItems(CELL_LINE_TYPE, order, t, (field, url) => renderProof(field as ProofField, url))
