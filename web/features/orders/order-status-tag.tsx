import { Tag } from 'antd'
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from '#common/schemas/orders/status.ts'
import { useText } from '#web/lib/page-lang.ts'

/**
 * Pending (amber, solid so its text stays readable) waits for us to confirm, the lab steps are
 * blue, done is green.
 */
const COLOR: Record<OrderStatus, string> = {
  [ORDER_STATUS.PENDING]: '#874d00',
  [ORDER_STATUS.CONFIRMED]: 'blue',
  [ORDER_STATUS.QUALITY_CHECK]: 'processing',
  [ORDER_STATUS.LIBRARY_BUILDING]: 'processing',
  [ORDER_STATUS.SEQUENCING]: 'processing',
  [ORDER_STATUS.ANALYSIS]: 'processing',
  [ORDER_STATUS.DONE]: 'success',
}

/** An order's or sample's status as a coloured tag (DESIGN 'Customer area'). */
export function OrderStatusTag({ status }: { status: number }) {
  const known = status as OrderStatus
  const t = useText()
  return (
    <Tag
      color={COLOR[known] ?? 'default'}
      variant={known === ORDER_STATUS.PENDING ? 'solid' : 'filled'}
      className="order-status-tag"
    >
      {t(ORDER_STATUS_LABEL[known] ?? String(status))}
    </Tag>
  )
}
