// The browser's API client: same envelope handling as server rendering, over fetch,
// with the session token from sessionStorage (spec §6: each request carries it). A 401
// from any call ends the session and sends the visitor to log in.
import { type ApiTransport, createApiClient, toQueryString } from '#common/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '#common/errors.ts'
import { pageAcceptLanguage, pageText } from './page-lang.ts'
import { clearSession, loginPath, readToken } from './session.ts'

/** The session is gone (expired, revoked by logout or a password reset elsewhere). */
function onUnauthenticated() {
  clearSession()
  if (location.pathname !== '/login') location.assign(loginPath(`${location.pathname}${location.search}`))
}

/** fetch() of an API path with the session's token; a 401 ends the session. */
export async function apiFetch(
  path: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
  token = readToken(),
): Promise<Response> {
  const headers = {
    'accept-language': pageAcceptLanguage(),
    ...init.headers,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  }
  const response = await fetch(`/api/v1${path}`, { ...init, headers })
  if (response.status === 401) onUnauthenticated()
  return response
}

const fetchTransport: ApiTransport = async ({ method, path, payload, token }) => {
  const headers: Record<string, string> = { accept: 'application/json' }
  const init: RequestInit = { method }
  if (method === 'POST') {
    headers['content-type'] = 'application/json'
    init.body = JSON.stringify(payload ?? {})
  }
  const query = method === 'GET' ? toQueryString(payload) : ''
  const response = await apiFetch(`${path}${query}`, { ...init, headers }, token)
  const body: unknown = await response
    .json()
    .catch(() => ({ code: response.status, message: pageText(DEFAULT_ERROR_MESSAGE.INTERNAL) }))
  return { status: response.status, body }
}

export const api = createApiClient(fetchTransport, readToken)
