import { lazy } from 'react'
import { CustomerLayout } from '#web/components/account/customer-layout.tsx'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { RequireSession } from '#web/features/account/require-session.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/order'

const OrderCentre = lazy(() => import('#web/features/orders/order-centre.tsx'))

/** /order: the order centre, where a login lands by default (spec §2, §9). */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '订单中心', noindex: true })

export default function Order() {
  const skeleton = <PanelSkeleton rows={5} />
  return (
    <CustomerLayout title="订单中心">
      <ClientOnly fallback={skeleton}>
        {() => (
          <RequireSession fallback={skeleton}>
            <OrderCentre />
          </RequireSession>
        )}
      </ClientOnly>
    </CustomerLayout>
  )
}
