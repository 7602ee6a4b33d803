import { lazy } from 'react'
import { CustomerLayout } from '#web/components/account/customer-layout.tsx'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { RequireSession } from '#web/features/account/require-session.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import type { Route } from './+types/account'

const AccountForm = lazy(() => import('#web/features/account/account-form.tsx'))
const PrivacyConsents = lazy(() => import('#web/features/consents/privacy-consents.tsx'))
const PrivacyRights = lazy(() => import('#web/features/account/privacy-rights.tsx'))

/** /account (spec §2): basic info, default shipping address, update and cancel. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '账户信息', noindex: true })

export default function Account() {
  const skeleton = <PanelSkeleton rows={8} />
  return (
    <CustomerLayout title="账户信息">
      <ClientOnly fallback={skeleton}>
        {() => (
          <RequireSession fallback={skeleton}>
            <AccountForm />
            <PrivacyConsents />
            <PrivacyRights />
          </RequireSession>
        )}
      </ClientOnly>
    </CustomerLayout>
  )
}
