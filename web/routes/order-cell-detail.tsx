import { lazy } from 'react'
import { useSearchParams } from 'react-router'
import { CELL_LINE_PAGES } from '#web/features/orders/order-paths.ts'
import { OrderPageFrame, orderOfQuery } from '#web/features/orders/order-page-frame.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order-cell-detail'

const Page = lazy(() => import('#web/features/orders/cell-detail.tsx'))

/** /orderCellDetail?id&orderno&oid (spec §2): a cell line order. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: '细胞株构建订单详情', noindex: true })

export default function OrderCellDetail() {
  const [params] = useSearchParams()
  const order = orderOfQuery(params)
  return (
    <OrderPageFrame
      title={'订单详情'}
      order={order && { orderno: order.orderno, href: CELL_LINE_PAGES.list(order) }}
      skeletonRows={6}
    >
      {() => <Page />}
    </OrderPageFrame>
  )
}
