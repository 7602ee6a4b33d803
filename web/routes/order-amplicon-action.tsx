import { lazy } from 'react'
import { useSearchParams } from 'react-router'
import { AMPLICON_PAGES } from '#web/features/orders/order-paths.ts'
import { OrderPageFrame, orderOfQuery } from '#web/features/orders/order-page-frame.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order-amplicon-action'

const Page = lazy(() => import('#web/features/orders/sample-form.tsx'))

/** /orderAmpliconAction (spec §2, §4): edit a sample (id), add one to an order (oid), or create an order. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '扩增子检测样本', noindex: true })

export default function OrderAmpliconAction() {
  const [params] = useSearchParams()
  const order = orderOfQuery(params)
  const title = params.has('id') ? '编辑样本' : order ? '添加样本' : '新建扩增子检测订单'
  return (
    <OrderPageFrame
      title={title}
      order={order?.orderno ? { orderno: order.orderno, href: AMPLICON_PAGES.list(order) } : undefined}
      skeletonRows={8}
    >
      {() => <Page kind="amplicon" />}
    </OrderPageFrame>
  )
}
