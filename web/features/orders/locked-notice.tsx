import { Button, Result } from 'antd'
import { ORDER_STATUS_LABEL, type OrderStatus } from '#common/schemas/orders/status.ts'
import { useText } from '#web/lib/page-lang.ts'

/** What stopped the change: the order has moved on (it locks its samples), or the sample itself. */
export type LockedBy = { by: 'order' | 'sample'; status: number }

const lockedText = ({ by, status }: LockedBy) => {
  const label = ORDER_STATUS_LABEL[status as OrderStatus]
  return by === 'order'
    ? `该订单当前状态为「${label}」，已不能再修改。如需修改，请联系我们。`
    : `该样本当前状态为「${label}」，已不能再修改。如需修改，请联系我们。`
}

/**
 * An order form opened for an order or sample that can no longer change: the page says why
 * instead of showing a form that the server would refuse on submit.
 */
export function LockedNotice({ locked, onBack }: { locked: LockedBy; onBack: () => void }) {
  const t = useText()
  return (
    <Result
      className="customer-card"
      status="info"
      title={t(lockedText(locked))}
      extra={<Button onClick={onBack}>{t('返回')}</Button>}
    />
  )
}
