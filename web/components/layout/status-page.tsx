import { Link } from 'react-router'
import { useShell } from '#web/lib/shell.ts'

interface Props {
  code: number
  title: string
  text: string
  retry?: boolean
}

export function StatusPage({ code, title, text, retry }: Props) {
  const { t } = useShell()
  return (
    <section className="status-page container">
      {/* Drawn from data-code: an outlined numeral that repeats the heading, decoration only. */}
      <p className="status-page__code" data-code={code} aria-hidden="true" />
      <h1>{title}</h1>
      <p className="status-page__text">{text}</p>
      <div className="status-page__actions">
        <Link to="/" className="button button--primary">
          {t.backHome}
        </Link>
        {retry ? (
          <a href="" className="button">
            {t.retry}
          </a>
        ) : (
          <form action="/searchResult" className="status-page__search" role="search">
            <input name="keyword" type="search" placeholder={t.searchPlaceholder} aria-label={t.search} />
            <button type="submit" className="button">
              {t.search}
            </button>
          </form>
        )}
      </div>
    </section>
  )
}
