import { Link } from 'react-router'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { PageBanner } from '#web/components/content/page-banner.tsx'
import { CrisprNetGuide, PlatformSteps, References } from '#web/components/crispr-help/crispr-help-sections.tsx'
import { SGRNA_TOOLS_PATH } from '#web/features/crispr/paths.ts'
import { useText } from '#web/lib/page-lang.ts'
import { pageMeta } from '#web/lib/shell.ts'
import helpCss from '#web/styles/pages/crispr-help.css?url'
import type { Route } from './+types/crispr-help'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: helpCss }]

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'sgRNA 设计与脱靶评估平台',
    description:
      '三步完成 sgRNA 设计与脱靶评估：用 CRISPOR 设计 sgRNA，用 Cas-OFFinder 预测全基因组脱靶位点，再用 CRISPR-Net 为每个位点打分。',
    keywords: 'sgRNA设计,脱靶预测,脱靶打分,CRISPOR,Cas-OFFinder,CRISPR-Net,CRISPR',
  })

export default function CrisprHelp() {
  const t = useText()
  return (
    <>
      <PageBanner
        title={t('sgRNA 设计与脱靶评估平台')}
        subtitle={t('设计、预测、打分三步完成：从候选 sgRNA 到每个潜在脱靶位点的活性评估')}
        image="/images/banners/page-header.svg"
      />
      <Breadcrumb
        items={[
          { title: t('首页'), href: '/' },
          { title: t('sgRNA 设计与脱靶评估'), href: '/crispr-help' },
        ]}
      />
      <section className="section">
        <div className="container">
          <header className="help-heading">
            <SectionKicker name="workflow" />
            <h2 className="section-title">{t('三步完成 sgRNA 评估')}</h2>
            <p>
              {t(
                '每一步都使用公开、经过同行评议的工具。工具在新标签页中打开，旁边附有使用教程；第三步的 CRISPR-Net 打分由我们在线提供，登录后即可提交。',
              )}
            </p>
            <p>
              <Link to={SGRNA_TOOLS_PATH}>{t('检查 sgRNA 的 PAM、GC 含量与 TTTT：使用 sgRNA 小工具 →')}</Link>
            </p>
          </header>
          <PlatformSteps />
        </div>
      </section>
      <CrisprNetGuide />
      <section className="section">
        <div className="container">
          <h2 className="section-title">{t('参考文献')}</h2>
          <References />
        </div>
      </section>
    </>
  )
}
