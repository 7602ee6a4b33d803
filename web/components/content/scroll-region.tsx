import type { ReactNode } from 'react'

/**
 * A table that scrolls sideways on a narrow screen. It can take the keyboard's focus, so
 * people who do not use a pointer can scroll it too (WCAG 2.1.1), and says what it holds.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  )
}
