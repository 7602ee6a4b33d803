// Structured logging that never records secrets nor whole phone numbers and e-mail
// addresses: the spec's clients put parameters in the query string of POST requests, so
// URLs are logged with sensitive values masked, and so are such fields of logged objects.
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import { destination, stdSerializers } from 'pino'
import { maskContacts } from './mask.ts'

const SENSITIVE_PARAM = /pass|pwd|code|token|captcha|secret|sms/i
const CONTACT_PARAM = /mail|phone|tel|mobile/i

export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const params = new URLSearchParams(url.slice(queryStart + 1))
  for (const key of params.keys()) {
    if (SENSITIVE_PARAM.test(key)) params.set(key, '***')
    else if (CONTACT_PARAM.test(key)) params.set(key, maskContacts(params.get(key) ?? ''))
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

/** Fields that hold someone's phone number or e-mail address (a mail's recipient, a code's target). */
const CONTACT_FIELDS = ['email', 'to', 'toAddress', 'phone', 'tel', 'target', 'piEmail']

/**
 * pino's paths take no recursive wildcard: each field is redacted at the top level and up to
 * three levels down (`{ body: { password } }`, `{ req: { body: { code } } }`, `{ err: { config: { headers: { authorization } } } }`).
 */
const atAnyDepth = (field: string) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap(atAnyDepth),
  ...CONTACT_FIELDS.flatMap(atAnyDepth),
  // A verification code travels as `code` in a body or query; elsewhere `code` is an error's
  // code (ECONNREFUSED, PostgreSQL's 57P01), which the operators need to read.
  ...['code', 'body.code', '*.body.code', '*.*.body.code', 'query.code', '*.query.code'],
  '*.headers["set-cookie"]',
  '*.*.headers["set-cookie"]',
]

/** Contact fields keep a masked form (entries stay distinguishable); secrets keep nothing. */
function censor(value: unknown, path: string[]): unknown {
  const field = path.at(-1) ?? ''
  if (CONTACT_FIELDS.includes(field) && typeof value === 'string') return maskContacts(value)
  return '***'
}

/**
 * An error as pino writes it, with contacts masked in its texts: a JSON parse error quotes the
 * body it failed on, a PostgreSQL constraint error the duplicate value (`Key (email)=(…)`).
 */
function maskedError(error: Error) {
  const serialized = stdSerializers.err(error)
  const { detail } = serialized
  return {
    ...serialized,
    message: maskContacts(serialized.message),
    stack: maskContacts(serialized.stack),
    ...(typeof detail === 'string' ? { detail: maskContacts(detail) } : {}),
  }
}

/** Anything pino can write lines to. */
export interface LogDestination {
  write(line: string): void
}

/**
 * What the access log keeps of an answered request, in one line (Fastify's own two lines per
 * request are off): the query masked like every logged URL, the client's address, and no
 * header or body. `reqId` comes from the request's logger.
 */
export function accessLogEntry(request: FastifyRequest, reply: FastifyReply) {
  const length = reply.getHeader('content-length')
  return {
    method: request.method,
    url: maskUrl(request.url),
    status: reply.statusCode,
    // A streamed answer (a file, a rendering sent as it is made) has no length up front.
    ...(length === undefined ? {} : { bytes: Number(length) }),
    ms: Math.round(reply.elapsedTime * 10) / 10,
    ip: request.ip,
  }
}

/**
 * Log lines go to stdout through a buffer written asynchronously: a request does not wait
 * for the terminal or the pipe. pino writes what is left when the process exits.
 */
const asynchronousStdout = () => destination({ dest: 1, sync: false })

export function loggerOptions(level: string, stream?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stream ?? asynchronousStdout(),
    redact: { paths: REDACTED_PATHS, censor },
    serializers: {
      err: maskedError,
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: maskUrl(request.url),
        ip: request.ip,
      }),
    },
  }
}
