// Structured logging that never records secrets nor whole phone numbers and e-mail
// addresses: the spec's clients put parameters in the query string of POST requests, so
// URLs are logged with sensitive values masked, and so are such fields of logged objects.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import { type Logger, destination, stdSerializers, symbols } from 'pino'
import { LineBatch } from './line-batch.ts'
import { maskContacts } from './mask.ts'

const SENSITIVE_PARAM = /pass|pwd|code|token|captcha|secret|sms/i
const CONTACT_PARAM = /mail|phone|tel|mobile/i

/**
 * Paths ending in a link's secret, a link that works without logging in (a deliverable's
 * download, a shared CRISPR-Net result): the part after the prefix is masked.
 */
const SECRET_PATH = /^((?:\/api\/v1)?\/(?:order\/deliverables\/file|crisprNet\/shared|crispr\/shared)\/)[^/?#]+/i

export function maskUrl(url: string): string {
  url = url.replace(SECRET_PATH, '$1***')
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

const SECRETS = new Set(SECRET_FIELDS)
const CONTACTS = new Set(CONTACT_FIELDS)
/**
 * Where `code` is a verification code: at the top of a logged object, or in a body or query.
 * Elsewhere it is an error's code (ECONNREFUSED, PostgreSQL's 57P01), which operators read.
 */
const CODE_PARENTS = new Set(['body', 'query'])
/** Deeper than this an object is written as it is: nothing logged nests secrets further down. */
const MAX_DEPTH = 8

const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** The field's value as it may be logged: secrets hidden, contacts masked. */
function censoredField(key: string, value: unknown, parent: string | undefined, depth: number): unknown {
  if (SECRETS.has(key)) return '***'
  // Contacts keep a masked form (entries stay distinguishable); other values, nothing.
  if (CONTACTS.has(key)) return typeof value === 'string' ? maskContacts(value) : '***'
  if (key === 'code' && (parent === undefined || CODE_PARENTS.has(parent))) return '***'
  if (key === 'set-cookie' && parent === 'headers') return '***'
  // The top-level `err` is pino's: its serializer masks it. Any other error is written here.
  if (value instanceof Error) return key === 'err' && depth === 0 ? value : maskedError(value)
  return redactedForLog(value, key, depth + 1)
}

/**
 * `value` with every secret field hidden and every contact field masked, at any depth of its
 * plain objects and arrays; copied only where something changed. Errors are serialized and
 * then treated the same way. (pino's own redaction, given these fields as wildcard paths, ran
 * all of them over every field of every line: a fifth of a cached page's time in a profile.)
 */
export function redactedForLog(value: unknown, parent?: string, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => redactedForLog(item, parent, depth + 1))
    return items.some((item, index) => item !== value[index]) ? items : value
  }
  if (!isPlainObject(value)) return value
  let copy: Record<string, unknown> | undefined
  for (const [key, inner] of Object.entries(value)) {
    const logged = censoredField(key, inner, parent, depth)
    if (logged !== inner) {
      copy ??= { ...value }
      copy[key] = logged
    }
  }
  return copy ?? value
}

/**
 * An error as pino writes it, with contacts masked in its texts: a JSON parse error quotes the
 * body it failed on, a PostgreSQL constraint error the duplicate value (`Key (email)=(…)`).
 */
function maskedError(error: Error) {
  const serialized = stdSerializers.err(error)
  const { detail } = serialized
  return redactedForLog(
    {
      ...serialized,
      message: maskContacts(serialized.message),
      stack: maskContacts(serialized.stack),
      ...(typeof detail === 'string' ? { detail: maskContacts(detail) } : {}),
    },
    'err',
  ) as typeof serialized
}

/** Anything pino can write lines to. */
export interface LogDestination {
  write(line: string): void
}

/** What the access log says of an answered request. */
export interface AccessLine {
  id: string
  method: string
  url: string
  status: number
  /** The body's length, when it was known before it was sent (not for a streamed answer). */
  bytes: number | undefined
  ms: number
  ip: string | undefined
}

/**
 * The access log: one line per answered request (Fastify's own two lines per request are
 * off), with the request id, method, URL with its query masked like every logged URL, status,
 * bytes, time and the client's address; no header or body. The line is the one pino would
 * write for `log.info({ reqId, method, url, status, bytes, ms, ip }, 'request')`, but made
 * directly: these fields need none of pino's general work (the redaction walk, serializers, a
 * type switch per field), which on a cached page is a noticeable part of the answer.
 */
export function accessLogWriter(log: FastifyBaseLogger): (line: AccessLine) => void {
  const logger = log as Logger
  if (!logger.isLevelEnabled('info')) return () => undefined
  const internals = logger as unknown as Record<symbol, unknown>
  const stream = internals[symbols.streamSym] as LogDestination
  // The logger's own fields as pino writes them (`,"pid":…,"hostname":"…"`).
  const bindings = internals[symbols.chindingsSym] as string
  const level = logger.levels.values.info
  return ({ id, method, url, status, bytes, ms, ip }) => {
    stream.write(
      `{"level":${level},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(id)},` +
        `"method":${JSON.stringify(method)},"url":${JSON.stringify(maskUrl(url))},"status":${status}` +
        `${bytes === undefined ? '' : `,"bytes":${bytes}`},"ms":${Math.round(ms * 10) / 10}` +
        `${ip === undefined ? '' : `,"ip":${JSON.stringify(ip)}`},"msg":"request"}\n`,
    )
  }
}

/** The access line of a request Fastify answered (a kept page written past it included). */
export function accessLineOf(request: FastifyRequest, reply: FastifyReply): AccessLine {
  const length = reply.cachedBodyBytes ?? reply.getHeader('content-length')
  return {
    id: request.id,
    method: request.method,
    url: request.url,
    status: reply.statusCode,
    // A streamed answer (a file, a rendering sent as it is made) has no length up front.
    bytes: length === undefined ? undefined : Number(length),
    ms: reply.elapsedTime,
    ip: request.ip,
  }
}

/**
 * Log lines go to stdout through a buffer written asynchronously: a request does not wait
 * for the terminal or the pipe. Lines are handed to it in batches of a few kilobytes (one
 * write for dozens of lines under load) or a quarter of a second after the first of a batch;
 * what is left is written when the app closes or the process exits.
 */
export const stdoutLines = () => new LineBatch(destination({ dest: 1, sync: false }))

export function loggerOptions(level: string, stream: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    formatters: {
      log: (object) => redactedForLog(object) as Record<string, unknown>,
      bindings: (bindings) => redactedForLog(bindings) as Record<string, unknown>,
    },
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
