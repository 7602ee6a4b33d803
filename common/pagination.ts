// Page numbers as they arrive in a URL or an API call: deep pages are never useful and cost
// a large OFFSET, so every list stops at PAGE_MAX, and nonsense is the first page.

export const PAGE_MAX = 10_000

/** A page number from a URL: 1 when absent or malformed, at most PAGE_MAX. */
export function pageFromQuery(value: string | null): number {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 ? Math.min(number, PAGE_MAX) : 1
}

/** The last page of `total` items, `size` a page (1 for an empty list). */
export const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size))
