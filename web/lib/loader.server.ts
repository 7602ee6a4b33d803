import { data } from 'react-router'
import { isApiError } from '#common/api-client.ts'
import { API_CODE } from '#common/errors.ts'

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

/** A positive integer query parameter, or undefined. */
export function intParam(request: Request, name: string): number | undefined {
  const value = Number(new URL(request.url).searchParams.get(name))
  return Number.isInteger(value) && value > 0 ? value : undefined
}

/** A required id parameter: a missing or malformed one is a 404. */
export function requireIntParam(request: Request, name: string): number {
  const value = intParam(request, name)
  if (value === undefined) throw data('Not Found', { status: 404 })
  return value
}
