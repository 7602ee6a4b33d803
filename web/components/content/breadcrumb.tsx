import { Link } from 'react-router'
import type { BreadcrumbItem } from '#common/schemas/cms.ts'
import { useText } from '#web/lib/page-lang.ts'

/**
 * "Where am I": the trail from home to the current page (last item not linked). The pages'
 * own titles read in the interface's language; a category's name from the CMS as written.
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const t = useText()
  return (
    <nav className="breadcrumb" aria-label={t('面包屑')}>
      <ol className="container">
        {items.map((item, index) => (
          <li key={`${item.href}-${index}`}>
            {index < items.length - 1 ? (
              <Link to={item.href}>{t(item.title)}</Link>
            ) : (
              <span aria-current="page">{t(item.title)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
