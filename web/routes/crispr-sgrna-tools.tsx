import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { SGRNA_TOOLS_PATH } from '#web/features/crispr/paths.ts'
import { SgRnaTools } from '#web/features/crispr/sgrna-tools.tsx'
import { useText } from '#web/lib/page-lang.ts'
import { pageMeta } from '#web/lib/shell.ts'
import crisprCss from '#web/styles/pages/crispr.css?url'
import sgrnaCss from '#web/styles/pages/sgrna-tools.css?url'
import type { Route } from './+types/crispr-sgrna-tools'

/** /sgrna-tools: quick checks of pasted guides, open to every visitor. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: crisprCss },
  { rel: 'stylesheet', href: sgrnaCss },
]

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'sgRNA 小工具',
    description:
      '在线检查 sgRNA：SpCas9（NGG）与 AsCpf1（TTTV）的 PAM 与长度、反向互补序列、GC 含量、TTTT 终止信号与单碱基连续重复，并一键用于 CRISPR-Net 打分或下单。',
    keywords: 'sgRNA,PAM,GC含量,反向互补,TTTT,SpCas9,AsCpf1,Cas12a',
  })

export default function CrisprSgRnaTools() {
  const t = useText()
  return (
    <>
      <Breadcrumb
        items={[
          { title: t('首页'), href: '/' },
          { title: t('sgRNA 设计与脱靶评估'), href: '/crispr-help' },
          { title: t('sgRNA 小工具'), href: SGRNA_TOOLS_PATH },
        ]}
      />
      <div className="crispr-page">
        <div className="container">
          <header className="crispr-head">
            <h1>{t('sgRNA 小工具')}</h1>
            <p className="crispr-head__lead">
              {t(
                '粘贴 sgRNA 序列（每行一条，大小写均可，空格忽略，U 按 T 处理），选择核酸酶：逐条检查 PAM 与间隔序列长度，给出反向互补序列与 GC 含量，并提示 TTTT 与单碱基连续重复。检查在浏览器中完成，序列不会上传。',
              )}
            </p>
          </header>
          <SgRnaTools />
        </div>
      </div>
    </>
  )
}
