import type { About, ArticleBrief, ContentBlock, Page } from '#common/schemas/cms.ts'
import { AboutFeatures, AboutTextBlock, Certifications } from '#web/components/about/about-sections.tsx'
import { AboutStats } from '#web/components/about/about-stats.tsx'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { PageBanner } from '#web/components/content/page-banner.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { plainText } from '#web/lib/plain-text.ts'
import { pageMeta, useShell } from '#web/lib/shell.ts'
import aboutCss from '#web/styles/pages/about.css?url'
import type { Route } from './+types/about-us'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

const CERTIFICATION_LIMIT = 12

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aboutCss }]

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const [about, platform, service, certifications, postdoc] = await Promise.all([
    api.post<About>('/help/aboutus'),
    api.post<ContentBlock>('/about/pingtaiyoushi'),
    api.post<ContentBlock>('/about/fuwuyoushi'),
    api.post<Page<ArticleBrief>>('/zhili/index', { page: 1, size: CERTIFICATION_LIMIT }),
    api.post<ContentBlock>('/about/boshihouApi'),
  ])
  return { about, platform, service, certifications: certifications.data, postdoc }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: '关于我们',
    description: loaderData ? plainText(loaderData.about.body).slice(0, 150) : undefined,
    keywords: '澜基生物,公司简介,基因编辑平台,服务优势,博士后科研工作站',
  })

export default function AboutUs({
  loaderData: { about, platform, service, certifications, postdoc },
}: Route.ComponentProps) {
  const { t } = useShell()
  return (
    <>
      <PageBanner
        title="关于我们"
        subtitle="专注基因编辑与分子生物学技术服务，让每一次基因编辑都精准可靠"
        image="/images/banners/page-header.svg"
      />
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '关于我们', href: '/aboutUs' },
        ]}
      />
      <AboutTextBlock block={about} kicker={t.kicker.about} title="公司简介" />
      <AboutStats counters={about.counters} />
      <AboutFeatures block={platform} kicker={t.kicker.platforms} title="平台优势" soft />
      <AboutFeatures block={service} kicker={t.kicker.whyUs} title="服务优势" />
      <Certifications items={certifications} />
      <AboutTextBlock
        block={postdoc}
        kicker={t.kicker.postdoc}
        title="博士后科研工作站"
        soft={certifications.length === 0}
      />
    </>
  )
}
