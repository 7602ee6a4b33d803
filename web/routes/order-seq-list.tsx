import { lazy } from 'react'
import { useSearchParams } from 'react-router'

import { OrderPageFrame, orderOfQuery } from '#web/features/orders/order-page-frame.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order-seq-list'

const Page = lazy(() => import('#web/features/orders/sample-list.tsx'))

/** /orderSeqList?oid&orderno (spec §2): the samples of a GUIDE-seq order. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'GUIDE-seq脱靶检测样本', noindex: true })

export default function OrderSeqList() {
  const [params] = useSearchParams()
  const order = orderOfQuery(params)
  return (
    <OrderPageFrame title={order?.orderno ? `订单 ${order.orderno}` : 'GUIDE-seq脱靶检测样本列表'} skeletonRows={4}>
      {() => <Page kind="guide" />}
    </OrderPageFrame>
  )
}
