import { lazy } from 'react'
import { useSearchParams } from 'react-router'
import { GUIDE_SEQ_PAGES } from '#web/features/orders/order-paths.ts'
import { OrderPageFrame, orderOfQuery } from '#web/features/orders/order-page-frame.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order-seq-action'

const Page = lazy(() => import('#web/features/orders/sample-form.tsx'))

/** /orderSeqAction (spec §2, §4): edit a sample (id), add one to an order (oid), or create an order. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'GUIDE-seq样本', noindex: true })

export default function OrderSeqAction() {
  const [params] = useSearchParams()
  const order = orderOfQuery(params)
  const title = params.has('id') ? '编辑样本' : order ? '添加样本' : '新建GUIDE-seq脱靶检测订单'
  return (
    <OrderPageFrame
      title={title}
      order={order?.orderno ? { orderno: order.orderno, href: GUIDE_SEQ_PAGES.list(order) } : undefined}
      skeletonRows={8}
    >
      {() => <Page kind="guide" />}
    </OrderPageFrame>
  )
}
