import type { NewsBrief, Page } from '#common/schemas/cms.ts'
import { Breadcrumb } from '#web/components/content/breadcrumb.tsx'
import { PageBanner } from '#web/components/content/page-banner.tsx'
import { Pagination } from '#web/components/content/pagination.tsx'
import { findNewsRoot, newsTabs } from '#web/components/news/news-channels.ts'
import { NewsEntry } from '#web/components/news/news-entry.tsx'
import { NewsTabs } from '#web/components/news/news-tabs.tsx'
import { pageContext } from '#web/lib/load-context.ts'
import { intParam, pageParam, redirectPastLastPage } from '#web/lib/loader.server.ts'
import { pageMeta, shellOf, useShell } from '#web/lib/shell.ts'
import newsCss from '#web/styles/pages/news.css?url'
import type { Route } from './+types/news-center'
import { PUBLIC_PAGE } from '#web/lib/public-page.ts'

/** The same for every visitor: cached by the server (ADR 014). */
export const handle = PUBLIC_PAGE

/** Spec §9: the news list shows 5 items a page. */
const NEWS_PAGE_SIZE = 5

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }]

export async function loader({ url, context }: Route.LoaderArgs) {
  const { api } = pageContext(context)
  const channelId = intParam(url, 'id')
  const page = pageParam(url)
  const news = await api.post<Page<NewsBrief>>('/news/index', { tid: channelId, page, size: NEWS_PAGE_SIZE })
  redirectPastLastPage(url, { page, size: NEWS_PAGE_SIZE, total: news.total })
  return { news, channelId, page }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const categories = shellOf(matches)?.categories ?? []
  const channel = findNewsRoot(categories)?.childs.find((child) => child.id === loaderData?.channelId)
  return pageMeta(matches, {
    title: channel ? `${channel.catname} - 新闻中心` : '新闻中心',
    description: '澜基生物新闻中心：公司新闻、行业动态与基因编辑领域的文献解读。',
    keywords: '澜基生物新闻,公司新闻,行业动态,基因编辑,脱靶检测',
  })
}

export default function NewsCenter({ loaderData: { news, channelId, page } }: Route.ComponentProps) {
  const { categories } = useShell()
  const tabs = newsTabs(findNewsRoot(categories), channelId)
  return (
    <>
      <PageBanner
        title="新闻中心"
        subtitle="公司动态、行业观察与前沿文献解读"
        image="/images/banners/page-header.svg"
      />
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '新闻中心', href: '/newsCenter' },
        ]}
      />
      <section className="section">
        <div className="container">
          <NewsTabs tabs={tabs} />
          {news.data.length > 0 ? (
            <ul className="news-entries">
              {news.data.map((item) => (
                <li key={item.id}>
                  <NewsEntry item={item} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="news-empty">暂无新闻</p>
          )}
          {news.total > NEWS_PAGE_SIZE && <Pagination page={page} size={NEWS_PAGE_SIZE} total={news.total} />}
        </div>
      </section>
    </>
  )
}
