import { lazy } from 'react'
import { useSearchParams } from 'react-router'

import { OrderPageFrame, orderOfQuery } from '#web/features/orders/order-page-frame.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order-cell-list'

const Page = lazy(() => import('#web/features/orders/cell-list.tsx'))

/** /orderCellList?oid&orderno (spec §2): the record of a cell line order. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '细胞株构建订单', noindex: true })

export default function OrderCellList() {
  const [params] = useSearchParams()
  const order = orderOfQuery(params)
  return (
    <OrderPageFrame title={order?.orderno ? `订单 ${order.orderno}` : '细胞株构建订单'} skeletonRows={4}>
      {() => <Page />}
    </OrderPageFrame>
  )
}
