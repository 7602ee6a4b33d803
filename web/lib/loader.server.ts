// Helpers of the pages' loaders. They read the loader's `url` (the page's address), not
// `request.url`, which for a client navigation's data request is the `.data` address.
import { data, redirect } from 'react-router'
import { isApiError } from '#common/api-client.ts'
import { API_CODE } from '#common/errors.ts'
import { lastPage, pageFromQuery } from '#common/pagination.ts'

/**
 * Awaits an API call for a page: a missing or malformed resource (404, or a rejected
 * id) renders the site's 404 page instead of an error.
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (isApiError(error) && (error.code === API_CODE.NOT_FOUND || error.code === API_CODE.REJECTED)) {
      throw data('Not Found', { status: 404 })
    }
    throw error
  }
}

/** A positive integer query parameter (an id), or undefined; no id is past a safe integer. */
export function intParam(url: URL, name: string): number | undefined {
  const value = Number(url.searchParams.get(name))
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/** The `page` query parameter: 1 when absent or malformed, at most PAGE_MAX. */
export const pageParam = (url: URL) => pageFromQuery(url.searchParams.get('page'))

/** A page past the last one (an old link, an edited URL) goes to the last one. */
export function redirectPastLastPage(url: URL, { page, size, total }: { page: number; size: number; total: number }) {
  const last = lastPage(total, size)
  if (page <= last) return
  const target = new URL(url)
  target.searchParams.set('page', String(last))
  throw redirect(`${target.pathname}${target.search}`)
}

/** A required id parameter: a missing or malformed one is a 404. */
export function requireIntParam(url: URL, name: string): number {
  const value = intParam(url, name)
  if (value === undefined) throw data('Not Found', { status: 404 })
  return value
}
