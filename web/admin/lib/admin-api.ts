// Calls of the admin console to /api/v1/admin: REST methods with the staff token. A 401
// ends the staff session and returns to the console's login; other refusals become an
// ApiError with the server's message, shown by the page.
import { ApiError } from '#common/api-client.ts'
import { API_CODE, type Envelope, type ErrorKind, type FieldErrors } from '#common/errors.ts'
import { adminLoginPath, staffSession } from './staff-session.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Query = Record<string, string | number | undefined>

interface ErrorBody {
  code?: number
  message?: string
  error?: ErrorKind
  fieldErrors?: FieldErrors
}

const BUSY = '服务器繁忙，请稍后再试'

function queryString(query: Query | undefined): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

async function call<T>(method: Method, path: string, options: { query?: Query; body?: unknown } = {}) {
  const token = staffSession.readToken()
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`/api/v1/admin${path}${queryString(options.query)}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  })
  if (response.status === 401 && location.pathname !== '/admin/login') {
    staffSession.clear()
    location.assign(adminLoginPath(`${location.pathname}${location.search}`))
  }
  const envelope = (await response.json().catch(() => ({ code: response.status, message: BUSY }))) as Partial<
    Envelope<T>
  > &
    ErrorBody
  if (envelope.code !== API_CODE.OK) {
    throw new ApiError(envelope.message ?? BUSY, envelope.code ?? 500, envelope.error, envelope.fieldErrors)
  }
  return { data: envelope.data as T, message: envelope.message ?? '' }
}

export const adminApi = {
  get: async <T>(path: string, query?: Query) => (await call<T>('GET', path, query ? { query } : {})).data,
  post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, { body }),
  put: <T>(path: string, body: unknown) => call<T>('PUT', path, { body }),
  delete: <T>(path: string) => call<T>('DELETE', path),
}
