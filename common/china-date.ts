// The company works in China time (UTC+8, no daylight saving): dates are shown in it on
// the server and in the browser alike, so hydration never disagrees about the day.
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

const pad = (value: number) => String(value).padStart(2, '0')

function chinaParts(iso: string | null) {
  const shifted = new Date((iso ? Date.parse(iso) : Number.NaN) + CHINA_OFFSET_MS)
  if (Number.isNaN(shifted.getTime())) return undefined
  return {
    year: String(shifted.getUTCFullYear()),
    month: pad(shifted.getUTCMonth() + 1),
    day: pad(shifted.getUTCDate()),
    hour: pad(shifted.getUTCHours()),
    minute: pad(shifted.getUTCMinutes()),
    second: pad(shifted.getUTCSeconds()),
  }
}

/** YYYY-MM-DD, or '' for a missing or malformed timestamp. */
export function formatDate(iso: string): string {
  const parts = chinaParts(iso)
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : ''
}

/** The two lines of a date badge: the day, and year-month under it. */
export function dateBadge(iso: string): { day: string; yearMonth: string } {
  const parts = chinaParts(iso)
  return parts ? { day: parts.day, yearMonth: `${parts.year}-${parts.month}` } : { day: '', yearMonth: '' }
}

/** YYYY-MM-DD HH:mm, or '' for a missing or malformed timestamp. */
export function formatDateTime(iso: string | null): string {
  const parts = chinaParts(iso)
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}` : ''
}

/** YYYYMMDD-HHmmss, for file names; '' for a malformed timestamp. */
export function fileTimestamp(iso: string): string {
  const parts = chinaParts(iso)
  return parts ? `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}` : ''
}

/**
 * The instant a China day (YYYY-MM-DD) starts, as ISO UTC, `plusDays` later: date filters
 * compare stored ISO timestamps with `[start of from, start of the day after to)`.
 */
export function chinaDayStartIso(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - CHINA_OFFSET_MS + plusDays * 24 * 60 * 60 * 1000).toISOString()
}

/** The last `count` China days up to and including the day of `nowIso`, oldest first (YYYY-MM-DD). */
export function chinaDaysUpTo(nowIso: string, count: number): string[] {
  const today = formatDate(nowIso)
  return Array.from({ length: count }, (_, index) => formatDate(chinaDayStartIso(today, index - count + 1)))
}
