import { lazy } from 'react'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { useText } from '#web/lib/page-lang.ts'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import captchaCss from '#web/styles/captcha.css?url'
import type { Route } from './+types/register'

const RegisterForm = lazy(() => import('#web/features/auth/register-form.tsx'))

/** /register (spec §2 'Account routes'): breadcrumb, three cards and submit. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: captchaCss },
]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '注册账号', noindex: true })

export default function Register() {
  const t = useText()
  return (
    <>
      <Breadcrumb
        items={[
          { title: t('首页'), href: '/' },
          { title: t('注册账号'), href: '/register' },
        ]}
      />
      <div className="register-page">
        <div className="container register-page__inner">
          <header className="register-page__header">
            <h1>{t('注册账号')}</h1>
            <p>{t('注册后即可在线提交检测与细胞系构建订单、查看进度。带 * 的为必填项。')}</p>
          </header>
          <ClientOnly fallback={<PanelSkeleton rows={10} label="注册表单加载中" />}>
            {() => <RegisterForm />}
          </ClientOnly>
        </div>
      </div>
    </>
  )
}
