import { Link, useLocation } from 'react-router'
import { useText } from '#web/lib/page-lang.ts'

interface Props {
  /** 1-based current page. */
  page: number
  size: number
  total: number
  /** Page-size choices; a size select appears when there is more than one. */
  sizes?: readonly number[]
  /** Query parameter names (defaults: page, size). */
  pageParam?: string
  sizeParam?: string
  /** '共 N 条'; off where the page states the count elsewhere already. */
  showTotal?: boolean
}

/**
 * Server-rendered pagination: plain links that keep the rest of the query, so lists
 * work without JavaScript and every page has its own URL.
 */
export function Pagination({
  page,
  size,
  total,
  sizes,
  pageParam = 'page',
  sizeParam = 'size',
  showTotal = true,
}: Props) {
  const location = useLocation()
  const t = useText()
  const pages = Math.max(1, Math.ceil(total / size))
  const href = (next: Record<string, number>) => {
    const params = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(next)) params.set(key, String(value))
    return `${location.pathname}?${params.toString()}`
  }
  const items = pageWindow(page, pages)

  return (
    <nav className="pagination" aria-label={t('分页')}>
      {showTotal && <span className="pagination__total">{t(`共 ${total} 条`)}</span>}
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href({ [pageParam]: page - 1 })} aria-label={t('上一页')} preventScrollReset={false}>
              ‹
            </Link>
          ) : (
            <span aria-disabled="true">‹</span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page">{item}</span>
              ) : (
                <Link to={href({ [pageParam]: item })}>{item}</Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href({ [pageParam]: page + 1 })} aria-label={t('下一页')}>
              ›
            </Link>
          ) : (
            <span aria-disabled="true">›</span>
          )}
        </li>
      </ul>
      {sizes && sizes.length > 1 && (
        <span className="pagination__sizes">
          {sizes.map((option) =>
            option === size ? (
              <span key={option} aria-current="true">
                {t(`${option} 条/页`)}
              </span>
            ) : (
              <Link key={option} to={href({ [sizeParam]: option, [pageParam]: 1 })}>
                {t(`${option} 条/页`)}
              </Link>
            ),
          )}
        </span>
      )}
    </nav>
  )
}

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  const result: (number | 'gap')[] = []
  for (const n of sorted) {
    const last = result.at(-1)
    if (typeof last === 'number' && n - last > 1) result.push('gap')
    result.push(n)
  }
  return result
}
