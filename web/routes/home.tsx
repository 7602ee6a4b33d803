import type { CarouselAd, ContentBlock, NewsBrief, RecommendedService } from '#common/schemas/cms.ts'
import { Carousel } from '#web/components/home/carousel.tsx'
import { AboutBlock, NewsList, ServiceGrid } from '#web/components/home/home-sections.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { pageMeta, shellOf, useShell } from '#web/lib/shell.ts'
import { organizationData } from '#web/lib/structured-data.ts'
import type { Route } from './+types/home'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const [ads, about, services, news] = await Promise.all([
    api.post<CarouselAd[]>('/dsm/indexad', { id: 1 }),
    api.post<ContentBlock>('/article/guanyu'),
    api.post<RecommendedService[]>('/article/tuijianfuwu'),
    api.post<NewsBrief[]>('/news/getIndexNews'),
  ])
  return { ads, about, services, news }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = shellOf(matches)
  return pageMeta(matches, {
    title: '',
    structuredData: shell?.settings && shell.canonical ? organizationData(shell.settings, shell.canonical) : undefined,
  })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { ads, about, services, news } = loaderData
  const { settings } = useShell()
  return (
    <>
      {/* The page's subject for search engines and screen readers; the carousel shows it in pictures. */}
      <h1 className="visually-hidden">{settings?.xxl_title}</h1>
      <Carousel ads={ads} />
      <AboutBlock about={about} />
      <ServiceGrid services={services} />
      <NewsList news={news} />
    </>
  )
}
