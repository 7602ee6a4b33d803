import { lazy } from 'react'
import { useParams } from 'react-router'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'
import { useText } from '#web/lib/page-lang.ts'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import crisprCss from '#web/styles/pages/crispr.css?url'
import type { Route } from './+types/crispr-shared'

const SharedResult = lazy(() => import('#web/features/crispr/shared-result.tsx'))

/**
 * /crispr/shared/:token: a CRISPR-Net result opened by its share link. The page is the same
 * for every token and the result is fetched in the browser, so no cache keeps a result after
 * its owner revokes the link; not indexed, as the link is meant for its recipients only.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: crisprCss },
]

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'CRISPR-Net 分享的结果', noindex: true })

export default function CrisprShared() {
  const { token = '' } = useParams()
  const t = useText()
  return (
    <div className="crispr-page">
      <div className="container">
        <header className="crispr-head crispr-head--compact">
          <SectionKicker name="scoring" />
          <h1>{t('CRISPR-Net 分享的结果')}</h1>
        </header>
        <ClientOnly fallback={<PanelSkeleton rows={6} label="结果加载中" />}>
          {() => <SharedResult token={token} />}
        </ClientOnly>
      </div>
    </div>
  )
}
