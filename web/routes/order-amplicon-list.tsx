import { lazy } from 'react'
import { useSearchParams } from 'react-router'

import { OrderPageFrame, orderOfQuery } from '#web/features/orders/order-page-frame.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order-amplicon-list'

const Page = lazy(() => import('#web/features/orders/sample-list.tsx'))

/** /orderAmpliconList?oid&orderno (spec §2): the samples of an amplicon order. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '扩增子检测样本', noindex: true })

export default function OrderAmpliconList() {
  const [params] = useSearchParams()
  const order = orderOfQuery(params)
  return (
    <OrderPageFrame title={order?.orderno ? `订单 ${order.orderno}` : '扩增子检测样本列表'} skeletonRows={4}>
      {() => <Page kind="amplicon" />}
    </OrderPageFrame>
  )
}
