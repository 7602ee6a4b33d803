import { Link } from 'react-router'
import type { NewsBrief } from '#common/schemas/cms.ts'
import { RichText } from '#web/components/content/rich-text.tsx'
import { dateBadge } from '#common/china-date.ts'
import { useText } from '#web/lib/page-lang.ts'

export const newsDetailHref = (id: number) => `/newsCenter/newsCenterDetail?newsId=${id}`

export function NewsEntry({ item }: { item: NewsBrief }) {
  const t = useText()
  const { day, yearMonth } = dateBadge(item.create_time)
  const href = newsDetailHref(item.id)
  return (
    <article className="news-entry">
      <time className="date-badge" dateTime={item.create_time}>
        <span className="date-badge__day">{day}</span>
        <span className="date-badge__month">{yearMonth}</span>
      </time>
      <div className="news-entry__body">
        <h2 className="news-entry__title">
          <Link to={href} prefetch="intent">
            {item.title}
          </Link>
        </h2>
        <RichText html={item.description} className="news-entry__summary" />
      </div>
      <Link to={href} className="button news-entry__more" aria-label={t('了解更多：{0}').replace('{0}', item.title)}>
        {t('了解更多')}
      </Link>
    </article>
  )
}
