// The browser's API client: same envelope handling as server rendering, over fetch,
// with the session token from sessionStorage (spec §6: each request carries it).
import { type ApiTransport, createApiClient, toQueryString } from '#common/api-client.ts'

export const TOKEN_KEY = 'token'

const fetchTransport: ApiTransport = async ({ method, path, payload, token }) => {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const init: RequestInit = { method, headers }
  if (method === 'POST') {
    headers['content-type'] = 'application/json'
    init.body = JSON.stringify(payload ?? {})
  }
  const response = await fetch(`/api/v1${path}${method === 'GET' ? toQueryString(payload) : ''}`, init)
  const body: unknown = await response.json().catch(() => ({ code: response.status, message: '服务器繁忙，请稍后再试' }))
  return { status: response.status, body }
}

const readToken = () => (typeof sessionStorage === 'undefined' ? undefined : (sessionStorage.getItem(TOKEN_KEY) ?? undefined))

export const api = createApiClient(fetchTransport, readToken)
