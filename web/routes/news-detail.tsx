import type { NewsDetail } from '#common/schemas/cms.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { NewsArticle } from '#web/components/news/news-article.tsx'
import { newsDetailHref } from '#web/components/news/news-entry.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { orNotFound, requireIntParam } from '#web/lib/loader.server.ts'
import { plainText } from '#web/lib/plain-text.ts'
import { pageMeta, shellOf } from '#web/lib/shell.ts'
import { newsArticleData } from '#web/lib/structured-data.ts'
import newsCss from '#web/styles/pages/news.css?url'
import type { Route } from './+types/news-detail'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }]

export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const id = requireIntParam(url, 'newsId')
  return { news: await orNotFound(api.post<NewsDetail>('/news/read', { id })) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shell = shellOf(matches)
  return pageMeta(matches, {
    title: loaderData ? `${loaderData.news.title} - 新闻中心` : '新闻中心',
    description: loaderData ? plainText(loaderData.news.description) : undefined,
    keywords: loaderData ? `澜基生物新闻,新闻中心,${loaderData.news.title}` : undefined,
    structuredData:
      loaderData && shell?.canonical
        ? newsArticleData(loaderData.news, shell.canonical, shell.settings?.xxl_title ?? '')
        : undefined,
  })
}

export default function NewsDetailPage({ loaderData: { news } }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '新闻中心', href: '/newsCenter' },
          { title: news.title, href: newsDetailHref(news.id) },
        ]}
      />
      <div className="section news-detail">
        <div className="container">
          <NewsArticle news={news} />
        </div>
      </div>
    </>
  )
}
