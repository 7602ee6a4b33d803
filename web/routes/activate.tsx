import { useSearchParams } from 'react-router'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { ActivationPending, ActivationResult } from '#web/features/auth/activation-result.tsx'
import { useText } from '#web/lib/page-lang.ts'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import type { Route } from './+types/activate'

/** /activate?token=… — the link of the activation e-mail. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: '激活账号', noindex: true })

export default function Activate() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const t = useText()
  return (
    <div className="notice-page">
      <div className="container">
        <section className="notice-card" aria-labelledby="notice-title">
          <img src="/images/icons/contact.svg" width="64" height="64" alt="" />
          <h1 id="notice-title">{t('激活账号')}</h1>
          <ClientOnly fallback={<ActivationPending />}>{() => <ActivationResult token={token} />}</ClientOnly>
        </section>
      </div>
    </div>
  )
}
