import { lazy } from 'react'
import { AuthFrame } from '#web/components/account/auth-frame.tsx'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { dropRefusedRedirect, resolveOwnPath } from '#web/lib/safe-redirect.ts'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import captchaCss from '#web/styles/captcha.css?url'
import type { Route } from './+types/login'

const LoginForm = lazy(() => import('#web/features/auth/login-form.tsx'))

/** /login?redirect=<same-site path> (spec §2 'Account routes'). */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: captchaCss },
]

/** A `redirect` off the site is dropped here, before the form can follow it. */
export function loader({ url }: Route.LoaderArgs) {
  dropRefusedRedirect(url, resolveOwnPath)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '登录', noindex: true })

export default function Login() {
  return (
    <AuthFrame title="登录客户中心">
      <ClientOnly fallback={<PanelSkeleton rows={3} label="登录表单加载中" />}>{() => <LoginForm />}</ClientOnly>
    </AuthFrame>
  )
}
