import { useEffect, useRef, useState } from 'react'
import { COUNT_UP_MS, countUpValue, formatCount } from './count-up-value.ts'

/**
 * A number that counts up from 0 once it scrolls into view. The server renders the
 * final value, so crawlers and visitors without JavaScript see the real figure.
 */
export function CountUp({ value, duration = COUNT_UP_MS }: { value: number; duration?: number }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [shown, setShown] = useState(value)

  useEffect(() => {
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setShown(0)
        const start = performance.now()
        const tick = (now: number) => {
          const elapsed = now - start
          setShown(countUpValue(value, elapsed, duration))
          if (elapsed < duration) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.5 },
    )
    observer.observe(node)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value, duration])

  return (
    <>
      <span ref={ref} aria-hidden="true">
        {formatCount(shown)}
      </span>
      <span className="sr-only">{formatCount(value)}</span>
    </>
  )
}
