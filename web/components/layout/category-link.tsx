import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type RoutableItem, categoryTarget } from '#common/category-routing.ts'

interface Props {
  item: RoutableItem
  className?: string
  children: ReactNode
}

/** A link that follows the category-type routing table; http(s) targets open a new window. */
export function CategoryLink({ item, className, children }: Props) {
  const { href, external } = categoryTarget(item)
  if (external) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return (
    <Link to={href} className={className} prefetch="intent">
      {children}
    </Link>
  )
}
