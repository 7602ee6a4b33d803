import { lazy } from 'react'
import { CustomerLayout } from '#web/components/account/customer-layout.tsx'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { RequireSession } from '#web/features/account/require-session.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import ordersCss from '#web/styles/pages/orders.css?url'
import type { Route } from './+types/invoices'

const InvoicesPage = lazy(() => import('#web/features/fapiao/invoices-page.tsx'))

/** /invoices: the account's invoice details and the customer's fapiao requests. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: ordersCss },
]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '我的发票', noindex: true })

export default function Invoices() {
  const skeleton = <PanelSkeleton rows={6} />
  return (
    <CustomerLayout title="我的发票">
      <ClientOnly fallback={skeleton}>
        {() => (
          <RequireSession fallback={skeleton}>
            <InvoicesPage />
          </RequireSession>
        )}
      </ClientOnly>
    </CustomerLayout>
  )
}
