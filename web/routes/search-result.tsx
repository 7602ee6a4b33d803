import { Link } from 'react-router'
import { SEARCH_KEYWORDS_MAX, SEARCH_PAGE_SIZE_DEFAULT, type SearchResult } from '#common/schemas/search.ts'
import { queryText } from '#common/search-highlight.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { Pagination } from '#web/components/content/pagination.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { intParam, pageParam, redirectPastLastPage } from '#web/lib/loader.server.ts'
import { pageMeta } from '#web/lib/shell.ts'
import searchCss from '#web/styles/search.css?url'
import type { Route } from './+types/search-result'

/** Spec §9: search page size default 5, options 10 and 50. */
const PAGE_SIZES = [SEARCH_PAGE_SIZE_DEFAULT, 10, 50] as const

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchCss }]

export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const params = url.searchParams
  const keyword = queryText(params.get('keyword'), SEARCH_KEYWORDS_MAX)
  const keyword2 = queryText(params.get('keyword2'), SEARCH_KEYWORDS_MAX)
  const page = pageParam(url)
  const requested = intParam(url, 'size') ?? SEARCH_PAGE_SIZE_DEFAULT
  const size = (PAGE_SIZES as readonly number[]).includes(requested) ? requested : SEARCH_PAGE_SIZE_DEFAULT
  const result = keyword
    ? await api.get<SearchResult>('/article/search', { keywords: keyword, keywords2: keyword2, page: page - 1, size })
    : { data: [], total: 0 }
  redirectPastLastPage(url, { page, size, total: result.total })
  return { keyword, keyword2, page, size, result }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.keyword ? `“${loaderData.keyword}”的搜索结果` : '搜索结果', noindex: true })

export default function SearchResultPage({
  loaderData: { keyword, keyword2, page, size, result },
}: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '搜索结果', href: '/searchResult' },
        ]}
      />
      <section className="section search-page">
        <div className="container">
          <h1 className="search-page__title">
            {keyword ? (
              <>
                “{keyword}
                {keyword2 && ` + ${keyword2}`}” 共找到 <strong>{result.total}</strong> 条结果
              </>
            ) : (
              '请输入关键词搜索'
            )}
          </h1>
          <form method="get" action="/searchResult" className="search-page__form" role="search">
            <input type="hidden" name="keyword" value={keyword} />
            <input
              type="search"
              name="keyword2"
              defaultValue={keyword2}
              placeholder="请输入二次搜索内容"
              aria-label="二次搜索"
              maxLength={50}
            />
            <button type="submit" className="button button--primary">
              搜索
            </button>
          </form>

          {result.data.length > 0 ? (
            <ul className="search-grid">
              {result.data.map((item) => (
                <li key={item.id} className="search-card">
                  <span className="search-card__kind">{KIND_LABEL[item.kind]}</span>
                  <h2 className="search-card__title" dangerouslySetInnerHTML={{ __html: item.titleHtml }} />
                  <p className="search-card__text" dangerouslySetInnerHTML={{ __html: item.descriptionHtml }} />
                  <Link
                    to={`/searchResultDetail?kind=${item.kind}&id=${item.ref_id}&keyword=${encodeURIComponent(keyword)}`}
                  >
                    查看详情
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            keyword && <p className="search-page__empty">没有找到相关内容，请尝试其他关键词，或致电服务热线咨询。</p>
          )}

          {result.total > size && <Pagination page={page} size={size} total={result.total} sizes={PAGE_SIZES} />}
        </div>
      </section>
    </>
  )
}

const KIND_LABEL = { article: '服务与产品', news: '新闻', plasmid: '质粒' } as const
