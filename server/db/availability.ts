// Telling "the database is away" (restart, failover, network) apart from every other
// database error: the first is answered 503 and retried by the caller later, the others
// are bugs or bad input.

/** Network errors of the driver's socket. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not accepting connections
 * (admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections), or that did not
 * get to the statement in time: query_canceled (statement_timeout) and lock_not_available
 * (lock_timeout), a database too busy or blocked to answer for now.
 */
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03'])

/** SQLite: another process holds the write lock longer than busy_timeout, or the file is unreachable. */
const SQLITE_UNAVAILABLE = new Set(['SQLITE_BUSY', 'SQLITE_CANTOPEN'])

/** pg's error for a query without an answer within its `query_timeout`. */
export const PG_QUERY_READ_TIMEOUT = 'Query read timeout'

/** pg's own messages for a socket that closed, never opened or never answered; they carry no code. */
const PG_CONNECTION_MESSAGES = [
  PG_QUERY_READ_TIMEOUT,
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
]

function isUnavailableError(error: object): boolean {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    // Class 08: connection exception.
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.has(code) || code.startsWith('08')) return true
    if (SQLITE_UNAVAILABLE.has(code)) return true
  }
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((text) => message.includes(text))
}

/** True when the error, or one it was caused by, says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (isUnavailableError(current)) return true
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
