import { lazy } from 'react'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import adminCss from '#web/admin/admin.css?url'
import type { Route } from './+types/admin-layout'

const AdminFrame = lazy(() => import('#web/admin/components/admin-frame.tsx'))

/**
 * /admin/*: the staff console, rendered in the browser only (its pages hold no public
 * content and need the staff token, which lives in the browser's session storage).
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]

export const meta: Route.MetaFunction = () => [{ title: '管理后台' }, { name: 'robots', content: 'noindex' }]

export default function AdminLayout() {
  return <ClientOnly fallback={<p className="admin-loading">管理后台加载中…</p>}>{() => <AdminFrame />}</ClientOnly>
}
