import { redirect } from 'react-router'
import type { ArticleDetail, NewsDetail } from '#common/schemas/cms.ts'
import { SEARCH_KEYWORDS_MAX, SEARCH_KINDS, type SearchKind } from '#common/schemas/search.ts'
import { highlight, queryText, searchTerms } from '#common/search-highlight.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { RichText } from '#web/components/content/rich-text.tsx'
import type { SectionHandle } from '#web/lib/current-section.ts'
import { pageContext } from '#web/lib/load-context.ts'
import { orNotFound, requireIntParam } from '#web/lib/loader.server.ts'
import { pageMeta } from '#web/lib/shell.ts'
import searchCss from '#web/styles/search.css?url'
import type { Route } from './+types/search-result-detail'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchCss }]

/** 'View Details' of a search result: the item's text with a link to its own page. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const params = url.searchParams
  const kind = params.get('kind') as SearchKind
  const id = requireIntParam(url, 'id')
  const keyword = queryText(params.get('keyword'), SEARCH_KEYWORDS_MAX)
  if (!SEARCH_KINDS.includes(kind) || kind === 'plasmid') {
    throw redirect(kind === 'plasmid' ? `/plasmidPlatformDetail?listId=${id}` : '/searchResult')
  }
  if (kind === 'news') {
    const news = await orNotFound(api.post<NewsDetail>('/news/read', { id }))
    return {
      keyword,
      title: news.title,
      body: news.body,
      href: `/newsCenter/newsCenterDetail?newsId=${id}`,
      date: news.create_time,
      section: { path: '/newsCenter' },
    }
  }
  const article = await orNotFound(api.post<ArticleDetail>('/article/show', { id }))
  const href = article.category.type === 1 ? `/dynamicDetail?id=${article.tid}` : `/productDetail?id=${article.id}`
  return {
    keyword,
    title: article.title,
    body: article.body,
    href,
    date: article.update_time,
    section: { categoryId: article.tid },
  }
}

/** In the menu, a result's detail sits where the item itself does. */
export const handle: SectionHandle = {
  section: (data) => (data as Route.ComponentProps['loaderData'] | undefined)?.section ?? {},
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.title ?? '' })

export default function SearchResultDetail({ loaderData: { keyword, title, body, href, date } }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '搜索结果', href: `/searchResult?keyword=${encodeURIComponent(keyword)}` },
          { title, href },
        ]}
      />
      <section className="section">
        <article className="container search-detail">
          <h1 dangerouslySetInnerHTML={{ __html: highlight(title, searchTerms(keyword)) }} />
          <p className="search-detail__meta">
            更新于 {date.slice(0, 10)} · <a href={href}>查看原页面 →</a>
          </p>
          <RichText html={body} />
        </article>
      </section>
    </>
  )
}
