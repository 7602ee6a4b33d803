import { lazy } from 'react'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { staffReturnPath } from '#web/admin/lib/staff-session.ts'
import { dropRefusedRedirect } from '#web/lib/safe-redirect.ts'
import adminCss from '#web/admin/admin.css?url'
import captchaCss from '#web/styles/captcha.css?url'
import type { Route } from './+types/admin-login'

const AdminLoginForm = lazy(() => import('#web/admin/components/admin-login-form.tsx'))

/** /admin/login: the staff login of the admin console, never linked from the public site. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminCss },
  { rel: 'stylesheet', href: captchaCss },
]

/** A `redirect` outside the console is dropped here, before the form can follow it. */
export function loader({ url }: Route.LoaderArgs) {
  dropRefusedRedirect(url, staffReturnPath)
  return null
}

export const meta: Route.MetaFunction = () => [{ title: '登录 - 管理后台' }, { name: 'robots', content: 'noindex' }]

export default function AdminLogin() {
  return (
    <main className="admin-login">
      <div className="admin-login__panel">
        <h1 className="admin-login__title">管理后台</h1>
        <ClientOnly fallback={<p className="admin-loading">登录表单加载中…</p>}>{() => <AdminLoginForm />}</ClientOnly>
      </div>
    </main>
  )
}
