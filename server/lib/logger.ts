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

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password2',
  '*.repassword',
  '*.code',
  '*.smscode',
  '*.captcha',
  '*.token',
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
