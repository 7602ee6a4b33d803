import { Link } from 'react-router'
import type { NewsDetail } from '#common/schemas/cms.ts'
import { RichText } from '#web/components/content/rich-text.tsx'
import { formatDate } from '#common/china-date.ts'
import { newsDetailHref } from './news-entry.tsx'

export function NewsArticle({ news }: { news: NewsDetail }) {
  return (
    <article className="news-article">
      <header className="news-article__header">
        <h1 className="news-article__title">{news.title}</h1>
        <p className="news-article__meta">
          发布时间：<time dateTime={news.create_time}>{formatDate(news.create_time)}</time>
        </p>
      </header>
      {news.litpic && <img className="news-article__image" src={news.litpic} alt="" width="640" height="400" />}
      <RichText html={news.body} className="news-article__body" />
      <nav className="news-article__pager" aria-label="上一篇与下一篇">
        <p>
          <span>上一篇：</span>
          {news.prev ? <Link to={newsDetailHref(news.prev.id)}>{news.prev.title}</Link> : '没有了'}
        </p>
        <p>
          <span>下一篇：</span>
          {news.next ? <Link to={newsDetailHref(news.next.id)}>{news.next.title}</Link> : '没有了'}
        </p>
        <Link to="/newsCenter" className="button">
          返回列表
        </Link>
      </nav>
    </article>
  )
}
