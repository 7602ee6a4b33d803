import { lazy } from 'react'
import { useSearchParams } from 'react-router'
import { OrderPageFrame } from '#web/features/orders/order-page-frame.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order-import'

const Page = lazy(() => import('#web/features/orders/sample-import.tsx'))

/** /orderImport?kind=guide|amplicon&oid: samples from a spreadsheet, into the order oid or a new one. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '导入样本', noindex: true })

export default function OrderImport() {
  const [params] = useSearchParams()
  const kind = params.get('kind') === 'guide' ? 'guide' : 'amplicon'
  return (
    <OrderPageFrame title={kind === 'guide' ? '导入GUIDE-seq样本' : '导入扩增子检测样本'} skeletonRows={6}>
      {() => <Page kind={kind} />}
    </OrderPageFrame>
  )
}
