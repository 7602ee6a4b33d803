import { lazy } from 'react'
import { useSearchParams } from 'react-router'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { ClientOnly } from '#web/components/content/client-only.tsx'
import { CRISPR_LOGIN_REDIRECT, CRISPR_PATH, resultLoginRedirect } from '#web/features/crispr/paths.ts'
import { SessionGate } from '#web/features/crispr/session-gate.tsx'
import { useText } from '#web/lib/page-lang.ts'
import { pageMeta } from '#web/lib/shell.ts'
import accountCss from '#web/styles/pages/account.css?url'
import crisprCss from '#web/styles/pages/crispr.css?url'
import type { Route } from './+types/crispr-result'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'

const JobResult = lazy(() => import('#web/features/crispr/job-result.tsx'))

/** /crispr-result?id (spec §2 'CRISPR-Net result page'): a customer's own job. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: crisprCss },
]

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'CRISPR-Net 打分结果', noindex: true })

/** The job id of the query, or undefined when it is not one. */
function jobId(value: string | null): number | undefined {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export default function CrisprResult() {
  const [params] = useSearchParams()
  const id = jobId(params.get('id'))
  const t = useText()
  const skeleton = <PanelSkeleton rows={6} label="任务加载中" />
  return (
    <>
      <Breadcrumb
        items={[
          { title: t('首页'), href: '/' },
          { title: t('CRISPR-Net 脱靶打分'), href: CRISPR_PATH },
          { title: t('打分结果'), href: '' },
        ]}
      />
      <div className="crispr-page">
        <div className="container">
          <header className="crispr-head crispr-head--compact">
            <SectionKicker name="scoring" />
            <h1>{t('CRISPR-Net 打分结果')}</h1>
          </header>
          <ClientOnly fallback={skeleton}>
            {() => (
              // A link without a job id has nothing to come back to: the login leads to the tool.
              <SessionGate redirect={id === undefined ? CRISPR_LOGIN_REDIRECT : resultLoginRedirect(id)}>
                {/* Keyed by job, so another id starts from an empty page rather than the last job. */}
                <JobResult key={id} id={id} />
              </SessionGate>
            )}
          </ClientOnly>
        </div>
      </div>
    </>
  )
}
