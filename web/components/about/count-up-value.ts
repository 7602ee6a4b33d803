/** Spec §2 /aboutUs: the counters run for 2600 ms. */
export const COUNT_UP_MS = 2600

/** Fast start, gentle landing, so the last digits settle visibly. */
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/** The number shown `elapsed` ms into a count from 0 to `target`. */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration) return target
  if (elapsed <= 0) return 0
  return Math.round(target * easeOutCubic(elapsed / duration))
}

const grouping = new Intl.NumberFormat('zh-CN')

export const formatCount = (value: number) => grouping.format(value)
