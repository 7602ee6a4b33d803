import { lazy } from 'react'
import { useLocation } from 'react-router'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { CrisprIntro, InputGuide } from '#web/features/crispr/input-guide.tsx'
import { CRISPR_LOGIN_REDIRECT, CRISPR_PATH } from '#web/features/crispr/paths.ts'
import { SessionGate } from '#web/features/crispr/session-gate.tsx'
import { useText } from '#web/lib/page-lang.ts'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import crisprCss from '#web/styles/pages/crispr.css?url'
import type { Route } from './+types/crispr'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'

const CrisprWorkspace = lazy(() => import('#web/features/crispr/crispr-workspace.tsx'))

/** /crispr (spec §2, §5 'CRISPR-Net submission'): the tool explained, its form for customers. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: crisprCss },
]

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'CRISPR-Net 脱靶打分',
    description:
      '在线 CRISPR-Net 脱靶打分：提交 sgRNA 与候选脱靶位点序列对，深度学习模型同时考虑错配与 bulge，为每个位点给出 0–1 的脱靶活性评分。',
    keywords: 'CRISPR-Net,脱靶打分,脱靶评估,off-target,sgRNA,CFD',
  })

export default function Crispr() {
  const t = useText()
  // The login brings the customer back with the query, e.g. a guide sent from the sgRNA utilities.
  const { search } = useLocation()
  const skeleton = <PanelSkeleton rows={6} label="表单加载中" />
  return (
    <>
      <Breadcrumb
        items={[
          { title: t('首页'), href: '/' },
          { title: t('sgRNA 设计与脱靶评估'), href: '/crispr-help' },
          { title: t('CRISPR-Net 脱靶打分'), href: CRISPR_PATH },
        ]}
      />
      <div className="crispr-page">
        <div className="container">
          <header className="crispr-head">
            <SectionKicker name="scoring" />
            <h1>{t('CRISPR-Net 脱靶打分')}</h1>
            <CrisprIntro />
          </header>
          <div className="crispr-layout">
            <div className="crispr-main">
              <ClientOnly fallback={skeleton}>
                {() => (
                  <SessionGate redirect={`${CRISPR_LOGIN_REDIRECT}${search}`}>
                    <CrisprWorkspace />
                  </SessionGate>
                )}
              </ClientOnly>
            </div>
            <InputGuide />
          </div>
        </div>
      </div>
    </>
  )
}
