import { Link } from 'react-router'
import type { BreadcrumbItem } from '#common/schemas/cms.ts'

/** "Where am I": the trail from home to the current page (last item not linked). */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav className="breadcrumb" aria-label="面包屑">
      <ol className="container">
        {items.map((item, index) => (
          <li key={`${item.href}-${index}`}>
            {index < items.length - 1 ? (
              <Link to={item.href}>{item.title}</Link>
            ) : (
              <span aria-current="page">{item.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
