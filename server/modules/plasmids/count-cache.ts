// Totals of the plasmid list per filter combination. A page stops reading at its last row,
// but a count must visit every match, so it dominates broad filters and name searches; the
// total only changes when the catalogue does, which is rare (seed, staff edits). Kept for
// a short time per process and shared by concurrent requests for the same combination.
export interface CountCache {
  get: (key: string, count: () => Promise<number>) => Promise<number>
  clear: () => void
}

export function createCountCache({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number
  maxEntries: number
  now?: () => number
}): CountCache {
  const entries = new Map<string, { expires: number; total: Promise<number> }>()
  return {
    get(key, count) {
      const cached = entries.get(key)
      if (cached && cached.expires > now()) return cached.total
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      const total = count()
      entries.set(key, { expires: now() + ttlMs, total })
      // A failed count must not be served to the next visitor.
      total.catch(() => {
        if (entries.get(key)?.total === total) entries.delete(key)
      })
      return total
    },
    clear: () => entries.clear(),
  }
}
