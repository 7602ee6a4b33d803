import { lazy } from 'react'
import { AuthFrame } from '#web/components/account/auth-frame.tsx'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import type { Route } from './+types/forget-pwd'

const ForgetPasswordForm = lazy(() => import('#web/features/auth/forget-password-form.tsx'))

/** /forgetPwd (spec §2): e-mail, then code and new password. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '找回密码', noindex: true })

export default function ForgetPwd() {
  return (
    <AuthFrame title="找回密码" subtitle="通过注册邮箱接收验证码，重新设置登录密码。">
      <ClientOnly fallback={<PanelSkeleton rows={2} label="表单加载中" />}>{() => <ForgetPasswordForm />}</ClientOnly>
    </AuthFrame>
  )
}
