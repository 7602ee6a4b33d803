import type { ReactNode } from 'react'
import { CustomerLayout } from '#web/components/account/customer-layout.tsx'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { RequireSession } from '#web/features/account/require-session.tsx'
import { ORDER_CENTRE_PATH, type OrderRef } from './order-paths.ts'

interface Props {
  title: string
  /** The order the page belongs to, for the breadcrumb, when the query names one. */
  order?: { orderno: string; href: string } | undefined
  skeletonRows: number
  /** The page's antd content, rendered in the browser for a logged-in customer. */
  children: () => ReactNode
}

/**
 * The frame of an order page: the customer area with 订单中心 (and the order) in the
 * breadcrumb, rendered on the server; the content arrives after hydration.
 */
export function OrderPageFrame({ title, order, skeletonRows, children }: Props) {
  const skeleton = <PanelSkeleton rows={skeletonRows} />
  const trail = [
    { title: '订单中心', href: ORDER_CENTRE_PATH },
    ...(order?.orderno ? [{ title: order.orderno, href: order.href }] : []),
  ]
  return (
    <CustomerLayout title={title} trail={trail} section={ORDER_CENTRE_PATH}>
      <ClientOnly fallback={skeleton}>
        {() => <RequireSession fallback={skeleton}>{children()}</RequireSession>}
      </ClientOnly>
    </CustomerLayout>
  )
}

/** oid and orderno of the query, when both are there. */
export function orderOfQuery(params: URLSearchParams): OrderRef | undefined {
  const oid = Number(params.get('oid'))
  const orderno = params.get('orderno') ?? ''
  return Number.isSafeInteger(oid) && oid > 0 ? { oid, orderno } : undefined
}
