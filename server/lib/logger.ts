// Structured logging that never records secrets: the spec's clients put parameters in
// the query string of POST requests, so URLs are logged with sensitive values masked.
import type { FastifyServerOptions } from 'fastify'

const SENSITIVE_PARAM = /pass|pwd|code|token|captcha|secret|sms/i

export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const params = new URLSearchParams(url.slice(queryStart + 1))
  for (const key of params.keys()) {
    if (SENSITIVE_PARAM.test(key)) params.set(key, '***')
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`
}

/** Fields whose values are secrets wherever they appear in a logged object (a body, an error). */
const SECRET_FIELDS = [
  'password',
  'password2',
  'repassword',
  'newPassword',
  'oldPassword',
  'passwordHash',
  'smscode',
  'captcha',
  'token',
  'tokenHash',
  'accessKeySecret',
  'authorization',
  'cookie',
]

/**
 * pino's paths take no recursive wildcard: each field is redacted at the top level and up to
 * three levels down (`{ body: { password } }`, `{ req: { body: { code } } }`, `{ err: { config: { headers: { authorization } } } }`).
 */
export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
  // A verification code travels as `code` in a body or query; elsewhere `code` is an error's
  // code (ECONNREFUSED, PostgreSQL's 57P01), which the operators need to read.
  ...['code', 'body.code', '*.body.code', '*.*.body.code', 'query.code', '*.query.code'],
  '*.headers["set-cookie"]',
  '*.*.headers["set-cookie"]',
]

/** Anything pino can write lines to. */
export interface LogDestination {
  write(line: string): void
}

export function loggerOptions(level: string, stream?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '***' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: maskUrl(request.url),
        ip: request.ip,
      }),
    },
  }
}
