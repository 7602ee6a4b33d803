// The wire contract of every /api/v1 response (spec §7, §8): { code, message, data },
// code 200 on success and 201 on a business rejection, plus a stable machine code,
// every failing field and the request id. Plain values and types only: the browser's shell
// imports this module, and the zod schemas of the same contract (common/envelope.ts) would
// bring zod into every public page.

export const API_CODE = {
  OK: 200,
  REJECTED: 201,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  TIMEOUT: 408,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

export const ERROR_KINDS = [
  'VALIDATION_FAILED',
  'STATE_CONFLICT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'TIMEOUT',
  'RATE_LIMITED',
  'DELIVERY_FAILED',
  'INTERNAL',
  'UNAVAILABLE',
] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** Envelope code and HTTP status of each kind of error: the HTTP status is truthful too. */
export const ERROR_KIND_STATUS: Record<ErrorKind, { code: number; http: number }> = {
  VALIDATION_FAILED: { code: API_CODE.REJECTED, http: 400 },
  STATE_CONFLICT: { code: API_CODE.REJECTED, http: 409 },
  UNAUTHENTICATED: { code: API_CODE.UNAUTHENTICATED, http: 401 },
  FORBIDDEN: { code: API_CODE.FORBIDDEN, http: 403 },
  NOT_FOUND: { code: API_CODE.NOT_FOUND, http: 404 },
  /** The path exists, the method does not (the answer lists the ones it takes in `Allow`). */
  METHOD_NOT_ALLOWED: { code: API_CODE.METHOD_NOT_ALLOWED, http: 405 },
  /** The request's body did not arrive in time. */
  TIMEOUT: { code: API_CODE.TIMEOUT, http: 408 },
  RATE_LIMITED: { code: API_CODE.RATE_LIMITED, http: 429 },
  /** An e-mail or SMS gateway failed; what the visitor sent is stored all the same. */
  DELIVERY_FAILED: { code: API_CODE.REJECTED, http: 502 },
  INTERNAL: { code: API_CODE.INTERNAL, http: 500 },
  /** The database is away (restart, failover); the same call succeeds once it is back. */
  UNAVAILABLE: { code: API_CODE.UNAVAILABLE, http: 503 },
}

export const DEFAULT_ERROR_MESSAGE: Record<ErrorKind, string> = {
  VALIDATION_FAILED: '提交的内容有误，请检查后重试',
  STATE_CONFLICT: '当前状态不允许此操作',
  UNAUTHENTICATED: '请先登录',
  FORBIDDEN: '没有权限执行此操作',
  NOT_FOUND: '请求的内容不存在',
  METHOD_NOT_ALLOWED: '不支持该请求方法',
  TIMEOUT: '请求超时，请检查网络后重试',
  RATE_LIMITED: '操作过于频繁，请稍后再试',
  DELIVERY_FAILED: '发送失败，请稍后再试',
  INTERNAL: '服务器繁忙，请稍后再试',
  UNAVAILABLE: '服务暂时不可用，请稍后再试',
}

/** The problem of each failing field, by field name. */
export type FieldErrors = Record<string, string>

export type Envelope<T> = { code: number; message: string; data: T }
