// Links to the customer's order pages (spec §2 'Order routes'), for e-mails.
import { ORDER_TYPE } from '#common/schemas/orders/status.ts'

const ORDER_PAGE: Record<number, string> = {
  [ORDER_TYPE.GUIDE_SEQ]: '/orderSeqList',
  [ORDER_TYPE.AMPLICON]: '/orderAmpliconList',
  [ORDER_TYPE.CELL_LINE]: '/orderCellDetail',
}
const SAMPLE_PAGE: Record<number, string> = {
  [ORDER_TYPE.GUIDE_SEQ]: '/orderSeqDetail',
  [ORDER_TYPE.AMPLICON]: '/orderAmpliconDetail',
}

/** The page of an order: its sample list, or the cell line order's detail. */
export function orderPageUrl(publicUrl: string, order: { id: number; orderno: string; orderType: number }): string {
  const query = new URLSearchParams({ oid: String(order.id), orderno: order.orderno })
  if (order.orderType === ORDER_TYPE.CELL_LINE) query.set('id', String(order.id))
  return `${publicUrl}${ORDER_PAGE[order.orderType] ?? '/order'}?${query}`
}

/** The detail page of a GUIDE-seq or amplicon sample. */
export function samplePageUrl(
  publicUrl: string,
  sample: { id: number; orderId: number; orderno: string; leixing: number },
): string {
  const query = new URLSearchParams({ id: String(sample.id), orderno: sample.orderno, oid: String(sample.orderId) })
  return `${publicUrl}${SAMPLE_PAGE[sample.leixing] ?? '/order'}?${query}`
}
