import { Button } from 'antd'
import type { ReactNode } from 'react'
import { useText } from '#web/lib/page-lang.ts'
import { OrderStatusTag } from './order-status-tag.tsx'

interface Props {
  title: ReactNode
  status?: number | undefined
  meta?: ReactNode
  /** The page's buttons after 返回. */
  actions?: ReactNode
  onBack: () => void
}

/** The header of an order page: what it shows, its status, and what the customer can do next. */
export function OrderHead({ title, status, meta, actions, onBack }: Props) {
  const t = useText()
  return (
    <div className="order-head">
      <div>
        <h2 className="order-head__title">
          <span>{title}</span>
          {status !== undefined && <OrderStatusTag status={status} />}
        </h2>
        {meta && <p className="order-head__meta">{meta}</p>}
      </div>
      <div className="order-head__actions">
        <Button onClick={onBack}>{t('返回')}</Button>
        {actions}
      </div>
    </div>
  )
}

/** An order number as the pages show it. */
export function OrderNo({ orderno }: { orderno: string }) {
  const t = useText()
  return (
    <>
      {t('订单编号')} <span className="order-no">{orderno}</span>
    </>
  )
}
