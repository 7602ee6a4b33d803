import { lazy } from 'react'
import { useSearchParams } from 'react-router'
import { GUIDE_SEQ_PAGES } from '#web/features/orders/order-paths.ts'
import { OrderPageFrame, orderOfQuery } from '#web/features/orders/order-page-frame.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order-seq-detail'

const Page = lazy(() => import('#web/features/orders/sample-detail.tsx'))

/** /orderSeqDetail?id&orderno&oid (spec §2): one GUIDE-seq sample. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'GUIDE-seq样本详情', noindex: true })

export default function OrderSeqDetail() {
  const [params] = useSearchParams()
  const order = orderOfQuery(params)
  return (
    <OrderPageFrame
      title={'样本详情'}
      order={order && { orderno: order.orderno, href: GUIDE_SEQ_PAGES.list(order) }}
      skeletonRows={6}
    >
      {() => <Page kind="guide" />}
    </OrderPageFrame>
  )
}
