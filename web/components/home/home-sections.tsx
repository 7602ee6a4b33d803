import { Link } from 'react-router'
import type { ContentBlock, NewsBrief, RecommendedService } from '#common/schemas/cms.ts'
import { dateBadge } from '#common/china-date.ts'
import { plainText } from '#web/lib/plain-text.ts'
import { useShell } from '#web/lib/shell.ts'
import { SectionKicker } from '#web/components/content/section-kicker.tsx'

export function AboutBlock({ about }: { about: ContentBlock }) {
  const { t } = useShell()
  return (
    <section className="home-about">
      <div className="container home-about__inner">
        <div className="home-about__text">
          <SectionKicker name="about" />
          <h2 className="section-title">{about.title || t.aboutUs}</h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: about.body }} />
          <Link to="/aboutUs" className="button button--primary">
            {t.more}
          </Link>
        </div>
        {about.litpic && (
          <img
            className="home-about__image"
            src={about.litpic}
            alt={about.title}
            width="560"
            height="400"
            loading="lazy"
          />
        )}
      </div>
    </section>
  )
}

export function ServiceGrid({ services }: { services: RecommendedService[] }) {
  const { t } = useShell()
  return (
    <section className="home-services">
      <div className="container">
        <SectionKicker name="services" />
        <h2 className="section-title">{t.recommendedServices}</h2>
        <ul className="service-grid">
          {services.map((service) => (
            <li key={service.id} className="service-card">
              <Link to={`/dynamicDetail?id=${service.tid}`} className="service-card__link">
                {service.litpic && (
                  <img
                    src={service.litpic}
                    alt=""
                    width="64"
                    height="64"
                    loading="lazy"
                    className="service-card__icon"
                  />
                )}
                <h3 className="service-card__title">{service.title}</h3>
                <p className="service-card__text">{service.description}</p>
                <span className="service-card__more">{t.more} →</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function NewsList({ news }: { news: NewsBrief[] }) {
  const { t } = useShell()
  return (
    <section className="home-news">
      <div className="container">
        <SectionKicker name="news" />
        <h2 className="section-title">{t.news}</h2>
        <ul className="news-list">
          {news.map((item) => {
            const { day, yearMonth } = dateBadge(item.create_time)
            return (
              <li key={item.id} className="news-list__item">
                <time className="date-badge" dateTime={item.create_time}>
                  <span className="date-badge__day">{day}</span>
                  <span className="date-badge__month">{yearMonth}</span>
                </time>
                <div className="news-list__body">
                  <h3>
                    <Link to={`/newsCenter/newsCenterDetail?newsId=${item.id}`}>{item.title}</Link>
                  </h3>
                  <p>{plainText(item.description)}</p>
                </div>
                <Link
                  to={`/newsCenter/newsCenterDetail?newsId=${item.id}`}
                  className="news-list__more"
                  aria-label={`${t.more}：${item.title}`}
                >
                  {t.more}
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
