// What an audit entry keeps of a change: only the fields that changed, each with its old and
// new value, secrets masked. Every call site hands recordAudit the whole row before and after;
// the narrowing happens here once, and the log page reads the same function's field list.
import { isDeepStrictEqual } from 'node:util'
import type { AuditFieldChange } from '#common/schemas/admin-audit.ts'

/** What a secret reads as in the log. */
export const MASKED = '***'

/** Passwords, their hashes, tokens and keys: their values never reach the log. */
const SECRET_FIELD = /pass(word)?|hash|secret|token|api_?key|private_?key|credential/i

/** Bookkeeping columns every update touches: not a change anyone made. */
const BOOKKEEPING = new Set(['updateTime'])

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value with every secret field (at any depth) replaced by the mask. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets)
  if (!isPlain(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_FIELD.test(key) && item !== null && item !== '' ? MASKED : maskSecrets(item),
    ]),
  )
}

/**
 * Before and after as the log keeps them: of two records, only the changed fields; a record
 * created or deleted whole; anything else (a list put in a new order) as it is. Masked.
 */
export function auditStates(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isPlain(before) || !isPlain(after)) return { before: maskSecrets(before), after: maskSecrets(after) }
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !BOOKKEEPING.has(key) && !isDeepStrictEqual(before[key], after[key]),
  )
  const pick = (record: Plain) =>
    Object.fromEntries(changed.filter((key) => key in record).map((key) => [key, record[key]]))
  return { before: maskSecrets(pick(before)), after: maskSecrets(pick(after)) }
}

/**
 * The entry's changes field by field, as the log page lists them (field, 修改前, 修改后): a
 * created record lists its fields with no old value, a deleted one with no new value. A
 * value that is not a record is one change of the field ''.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const states = auditStates(before ?? null, after ?? null)
  const old = states.before
  const now = states.after
  if ((old !== null && !isPlain(old)) || (now !== null && !isPlain(now))) {
    return isDeepStrictEqual(old, now) ? [] : [{ field: '', before: old, after: now }]
  }
  const oldFields = (old ?? {}) as Plain
  const newFields = (now ?? {}) as Plain
  return [...new Set([...Object.keys(oldFields), ...Object.keys(newFields)])].map((field) => ({
    field,
    before: oldFields[field] ?? null,
    after: newFields[field] ?? null,
  }))
}
