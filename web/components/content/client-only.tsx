import { type ReactNode, Suspense } from 'react'
import { useHydrated } from '#web/lib/hydrated.ts'

/**
 * Renders `children` only in the browser, after hydration, with `fallback` in the
 * server HTML. Used to load antd forms lazily on otherwise light public pages (ADR 003).
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: () => ReactNode }) {
  const hydrated = useHydrated()
  return hydrated ? <Suspense fallback={fallback}>{children()}</Suspense> : fallback
}
