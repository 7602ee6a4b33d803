import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type RoutableItem, categoryTarget } from '#common/category-routing.ts'

interface Props {
  item: RoutableItem
  className?: string
  /** The page is this entry or lies under it: aria-current="page" (styled as the current entry). */
  current?: boolean
  children: ReactNode
}

/** A link that follows the category-type routing table; http(s) targets open a new window. */
export function CategoryLink({ item, className, current = false, children }: Props) {
  const { href, external } = categoryTarget(item)
  if (external) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return (
    <Link to={href} className={className} prefetch="intent" aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}
