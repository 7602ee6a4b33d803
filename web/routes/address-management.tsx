import { lazy } from 'react'
import { CustomerLayout } from '#web/components/account/customer-layout.tsx'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { RequireSession } from '#web/features/account/require-session.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import type { Route } from './+types/address-management'

const AddressBook = lazy(() => import('#web/features/account/address-book.tsx'))

/** /addressManagement (spec §2): the delivery address table with its modal form. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '收货地址', noindex: true })

export default function AddressManagement() {
  const skeleton = <PanelSkeleton rows={6} />
  return (
    <CustomerLayout title="收货地址">
      <ClientOnly fallback={skeleton}>
        {() => (
          <RequireSession fallback={skeleton}>
            <AddressBook />
          </RequireSession>
        )}
      </ClientOnly>
    </CustomerLayout>
  )
}
