// One way to call the API, in the browser (fetch) and during server rendering
// (in-process injection): only the transport differs.
import { API_CODE, type Envelope, type ErrorKind, type FieldErrors } from './errors.ts'

export interface ApiResponse {
  status: number
  body: unknown
}

export interface ApiRequest {
  method: 'GET' | 'POST'
  /** Path below /api/v1, e.g. '/category/allcate'. */
  path: string
  payload?: Record<string, unknown> | undefined
  token?: string | undefined
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly code: number,
    readonly kind: ErrorKind | undefined,
    readonly fieldErrors: FieldErrors | undefined,
    /** The server asks for the image captcha with the next login try. */
    readonly captchaRequired = false,
  ) {
    super(message)
  }
}

/**
 * True for an ApiError from any copy of this module: the server build bundles its own
 * copy, while the in-process transport uses the server's, so instanceof is not enough.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).code === 'number'
}

/** An error envelope as a client reads it: any field may be missing. */
export interface ErrorBody {
  code?: number
  message?: string
  error?: ErrorKind
  fieldErrors?: FieldErrors
  captchaRequired?: boolean
}

const BUSY = '服务器繁忙，请稍后再试'

/** The ApiError of an envelope that is not a success. */
export function apiErrorOf(envelope: ErrorBody, fallbackCode: number): ApiError {
  return new ApiError(
    envelope.message ?? BUSY,
    envelope.code ?? fallbackCode,
    envelope.error,
    envelope.fieldErrors,
    envelope.captchaRequired === true,
  )
}

export function createApiClient(transport: ApiTransport, getToken: () => string | undefined = () => undefined) {
  async function call<T>(
    method: ApiRequest['method'],
    path: string,
    payload?: Record<string, unknown>,
  ): Promise<Envelope<T>> {
    const { body } = await transport({ method, path, payload, token: getToken() })
    const envelope = (body ?? {}) as Partial<Envelope<T>> & ErrorBody
    if (envelope.code !== API_CODE.OK) throw apiErrorOf(envelope, 500)
    return envelope as Envelope<T>
  }
  return {
    post: async <T>(path: string, payload?: Record<string, unknown>) => (await call<T>('POST', path, payload)).data,
    get: async <T>(path: string, payload?: Record<string, unknown>) => (await call<T>('GET', path, payload)).data,
    /** A POST whose success message is shown to the user (in the language of the request). */
    submit: <T>(path: string, payload?: Record<string, unknown>) => call<T>('POST', path, payload),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/** Turns a payload into a query string for GET requests (arrays repeat the key). */
export function toQueryString(payload: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
