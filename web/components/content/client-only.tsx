import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useHydrated } from '#web/lib/hydrated.ts'

/** How far below the viewport a deferred part starts loading, so it is ready when seen. */
const NEAR_VIEWPORT = '300px'

/**
 * Renders `children` only in the browser, after hydration, with `fallback` in the
 * server HTML. Used to load antd forms lazily on otherwise light public pages (ADR 003).
 * With `whenVisible`, it waits further until its place comes near the viewport: a form
 * below the article on a phone costs the reader nothing until they scroll to it.
 */
export function ClientOnly({
  fallback,
  children,
  whenVisible = false,
}: {
  fallback: ReactNode
  children: () => ReactNode
  whenVisible?: boolean
}) {
  const hydrated = useHydrated()
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(!whenVisible)
  useEffect(() => {
    const element = place.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `0px 0px ${NEAR_VIEWPORT} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  const content = hydrated && near ? <Suspense fallback={fallback}>{children()}</Suspense> : fallback
  return whenVisible ? <div ref={place}>{content}</div> : content
}
