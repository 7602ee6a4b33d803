// Field schemas of the order forms. Values arrive as JSON, form fields or query-style
// strings (spec §7), so numbers are coerced and an empty string counts as absent. Fields
// that only some answers show are optional here; the form's cross-field rules require them
// with the spec's message when they are shown.
import { z } from '../../zod.ts'

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const NOT_A_NUMBER = '请输入数字'

/** One of `values`, required. */
export const choiceField = (values: readonly number[], message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .int(message)
      .refine((value) => values.includes(value), message),
  )

/** One of `values` when given. */
export const optionalChoiceField = (values: readonly number[], message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .int(message)
      .refine((value) => values.includes(value), message)
      .optional(),
  )

/** A number when given; its range is checked by the form's rules where the field is shown. */
export const optionalNumberField = z.preprocess(emptyToUndefined, z.coerce.number({ error: NOT_A_NUMBER }).optional())

/** Free text, trimmed, '' when absent. */
export const textField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `最多 ${max} 个字符`)
    .optional()
    .transform((value) => value ?? '')

/** A 0/1 answer sent as a boolean, number or string; absent means 0. */
export const flagField = z.preprocess(
  (value) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0),
  z.union([z.literal(0), z.literal(1)]),
)

/** A rule's finding: a field name, or the path of an item in a list field. */
type Issue = { path: string | (string | number)[]; message: string }
type RuleContext = { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void }

/** Reports the issues a form's conditional rules found, each on its field. */
function report(ctx: RuleContext, issues: Issue[]) {
  for (const { path, message } of issues)
    ctx.addIssue({ code: 'custom', path: Array.isArray(path) ? path : [path], message })
}

/**
 * The issue of a conditionally required number: `required` when absent, `range` when
 * outside [min, max], none otherwise.
 */
export function numberIssue(
  path: string,
  value: number | undefined,
  {
    min,
    max,
    required,
    range,
    integer = false,
  }: { min: number; max: number; required: string; range: string; integer?: boolean },
): Issue[] {
  if (value === undefined) return [{ path, message: required }]
  if (value < min || value > max || (integer && !Number.isInteger(value))) return [{ path, message: range }]
  return []
}

/** The issue of a conditionally required text: `required` when empty. */
export const textIssue = (path: string, value: string, required: string): Issue[] =>
  value === '' ? [{ path, message: required }] : []

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a field's schema makes of a missing answer ('' for text, [] for rows), or undefined. */
function absentValueOf(field: z.ZodType | undefined): unknown {
  const parsed = field?.safeParse(undefined)
  return parsed?.success ? parsed.data : undefined
}

/**
 * The form's cross-field rules (what one answer makes required) on an object schema. They
 * run even while other fields fail their own schema, so the customer sees every message on
 * the first submit instead of a second round. A rule never sees a value of the wrong type:
 * a field that failed reads as a missing answer. Its own message stays first on its path,
 * which is the one the form and the server's fieldErrors show.
 */
export function withCrossFieldRules<T extends z.ZodObject>(fields: T, issuesOf: (value: z.output<T>) => Issue[]) {
  return fields.superRefine(
    (value, ctx) => {
      const view: Record<string, unknown> = { ...value }
      for (const issue of ctx.issues) {
        const [key] = issue.path ?? []
        if (issue.path?.length === 1 && typeof key === 'string') view[key] = absentValueOf(fields.shape[key])
      }
      report(ctx, issuesOf(view as z.output<T>))
    },
    { when: (payload) => isRecord(payload.value) },
  )
}

export type { Issue }
