import { lazy } from 'react'
import { useSearchParams } from 'react-router'
import { CELL_LINE_PAGES } from '#web/features/orders/order-paths.ts'
import { OrderPageFrame, orderOfQuery } from '#web/features/orders/order-page-frame.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order-cell-action'

const Page = lazy(() => import('#web/features/orders/cell-form.tsx'))

/** /orderCellAction (spec §2): 提交样本, creating a cell line order or editing one (id). */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '提交样本', noindex: true })

export default function OrderCellAction() {
  const [params] = useSearchParams()
  const order = orderOfQuery(params)
  return (
    <OrderPageFrame
      title="提交样本"
      order={order && { orderno: order.orderno, href: CELL_LINE_PAGES.list(order) }}
      skeletonRows={8}
    >
      {() => <Page />}
    </OrderPageFrame>
  )
}
