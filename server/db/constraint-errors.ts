// A write refused by a unique index, told apart on both databases, so a service can answer
// a race between two requests (both checked, one wrote first) with its own message.

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
