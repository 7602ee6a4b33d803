// Calls of the admin console to /api/v1/admin: REST methods with the staff token, and file
// downloads. A 401 ends the staff session and returns to the console's login; other
// refusals become an ApiError with the server's message, shown by the page.
import { type ErrorBody, apiErrorOf } from '#common/api-client.ts'
import { API_CODE, type Envelope } from '#common/errors.ts'
import { fileNameOf, saveBlob } from '#web/lib/save-file.ts'
import { adminLoginPath, staffSession } from './staff-session.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Query = Record<string, string | number | undefined>

const BUSY = '服务器繁忙，请稍后再试'

function queryString(query: Query | undefined): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The staff token as the API reads it, when there is one. */
function authorization(): Record<string, string> {
  const token = staffSession.readToken()
  return token ? { authorization: `Bearer ${token}` } : {}
}

/** A 401 ends the staff session and goes to the console's login, coming back afterwards. */
function endSessionOn401(status: number) {
  if (status === 401 && location.pathname !== '/admin/login') {
    staffSession.clear()
    location.assign(adminLoginPath(`${location.pathname}${location.search}`))
  }
}

/**
 * Paths are under /api/v1/admin, except the calls customers and staff share (an order's sample
 * sheet), which are given whole.
 */
const apiUrl = (path: string) => (path.startsWith('/api/') ? path : `/api/v1/admin${path}`)

/** The request with the staff token; a 401 ends the session and goes to the console's login. */
async function send(method: Method, path: string, options: { query?: Query; body?: unknown; accept?: string }) {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json', ...authorization() }
  // A file goes as multipart, its boundary chosen by the browser; anything else as JSON.
  const { body } = options
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json'
  const response = await fetch(`${apiUrl(path)}${queryString(options.query)}`, {
    method,
    headers,
    ...(body !== undefined ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
  })
  endSessionOn401(response.status)
  return response
}

type Answer<T> = Partial<Envelope<T>> & ErrorBody

async function envelopeOf<T>(response: Response) {
  return (await response.json().catch(() => ({ code: response.status, message: BUSY }))) as Answer<T>
}

/** The envelope's data and message, or its refusal thrown as an ApiError. */
function resultOf<T>(envelope: Answer<T>) {
  if (envelope.code !== API_CODE.OK) {
    throw apiErrorOf(envelope, 500)
  }
  return { data: envelope.data as T, message: envelope.message ?? '' }
}

async function call<T>(method: Method, path: string, options: { query?: Query; body?: unknown } = {}) {
  return resultOf(await envelopeOf<T>(await send(method, path, options)))
}

/**
 * Sends a file (multipart) or a part of one (raw bytes), reporting the share sent so far
 * (0–100): fetch cannot report an upload's progress, XMLHttpRequest can. `signal` stops the
 * sending; the promise then rejects with an AbortError.
 */
function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData | Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<{ data: T; message: string }>((resolve, reject) => {
    const stopped = () => reject(new DOMException('Upload stopped', 'AbortError'))
    if (signal?.aborted) return stopped()
    const request = new XMLHttpRequest()
    // One signal stops every part of an upload: each request lets go of it when it ends.
    const stop = () => request.abort()
    signal?.addEventListener('abort', stop, { once: true })
    request.addEventListener('loadend', () => signal?.removeEventListener('abort', stop))
    request.addEventListener('abort', stopped)
    request.open(method, `/api/v1/admin${path}`)
    request.responseType = 'json'
    request.setRequestHeader('accept', 'application/json')
    if (!(body instanceof FormData)) request.setRequestHeader('content-type', 'application/octet-stream')
    for (const [name, value] of Object.entries(authorization())) request.setRequestHeader(name, value)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)))
    })
    request.addEventListener('load', () => {
      endSessionOn401(request.status)
      const envelope = (request.response ?? { code: request.status, message: BUSY }) as Answer<T>
      try {
        resolve(resultOf(envelope))
      } catch (error) {
        reject(error as Error)
      }
    })
    request.addEventListener('error', () => reject(new Error(BUSY)))
    request.send(body)
  })
}

function upload<T>(path: string, file: File, onProgress: (percent: number) => void) {
  const body = new FormData()
  body.append('file', file)
  return sendWithProgress<T>('POST', path, body, onProgress)
}

/** A file the API answers (an export, a customer's upload), with the name the server gives it. */
async function file(path: string, query?: Query) {
  const response = await send('GET', path, { ...(query ? { query } : {}), accept: '*/*' })
  if (!response.ok) {
    const envelope = await envelopeOf<never>(response)
    throw apiErrorOf(envelope, response.status)
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) }
}

/**
 * Saves a file the API answers (CSV exports) under the server's name, or `fallbackName`
 * when it gives none: the staff token lives in sessionStorage, so a plain link could not
 * carry it.
 */
async function download(path: string, query: Query, fallbackName: string): Promise<void> {
  const { blob, fileName } = await file(path, query)
  saveBlob(blob, fileName ?? fallbackName)
}

export const adminApi = {
  get: async <T>(path: string, query?: Query) => (await call<T>('GET', path, query ? { query } : {})).data,
  post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, { body }),
  put: <T>(path: string, body: unknown) => call<T>('PUT', path, { body }),
  delete: <T>(path: string) => call<T>('DELETE', path),
  download,
  file,
  /** Uploads a picture for the site's content, reporting the percent sent; answers its public address. */
  uploadImage: async (file: File, onProgress: (percent: number) => void = () => undefined) =>
    (await upload<{ url: string; name: string; size: number }>('/images', file, onProgress)).data,
  /** PUTs raw bytes (one part of a resumable upload), reporting the percent of them sent. */
  putBytes: async <T>(path: string, bytes: Blob, onProgress: (percent: number) => void, signal?: AbortSignal) =>
    (await sendWithProgress<T>('PUT', path, bytes, onProgress, signal)).data,
}
