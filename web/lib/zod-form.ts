// One schema for the form and the route: antd rules derived from the shared zod schema,
// and the server's fieldErrors put back on the fields (STYLE §4, §5).
import type { FormInstance } from 'antd'
import type { Rule } from 'antd/es/form'
import { isApiError } from '#common/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '#common/errors.ts'
import type { z } from '#common/zod.ts'
import { pageText } from './page-lang.ts'

/**
 * An antd rule that checks one field with the field's zod schema (first message shown, in
 * the page's language, as the server would answer).
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined)
      if (!result.success) throw new Error(pageText(result.error.issues[0]?.message ?? '输入有误'))
    },
  }
}

/** Rules for every field of an object schema. */
export function zodRules<T extends z.ZodObject>(schema: T): Record<keyof T['shape'], Rule[]> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [name, [zodRule(field as z.ZodType)]]),
  ) as Record<keyof T['shape'], Rule[]>
}

/**
 * Shows a failed submission: field errors go under their fields (nested ones too); anything else is
 * returned as a message for a toast.
 */
export function applyApiError(form: FormInstance, error: unknown): string | undefined {
  if (isApiError(error) && error.fieldErrors) {
    const known = new Set(Object.keys(form.getFieldsValue(true) as object))
    // A nested field's error comes as 'settings.sales_email'.
    const fields = Object.entries(error.fieldErrors)
      .map(([name, message]) => ({ name: name.split('.'), errors: [message] }))
      .filter(({ name }) => known.has(name[0]!))
    if (fields.length > 0) {
      form.setFields(fields)
      return undefined
    }
  }
  return error instanceof Error ? error.message : pageText(DEFAULT_ERROR_MESSAGE.INTERNAL)
}

const samePath = (issuePath: readonly PropertyKey[], fieldPath: readonly (string | number)[]) =>
  issuePath.length === fieldPath.length && issuePath.every((key, index) => String(key) === String(fieldPath[index]))

/**
 * Rules that check a field with the form's whole schema, so the schema's cross-field rules
 * (what one answer makes required) report under the field they name, with the schema's
 * message in the page's language, on the same submit as every other field's message.
 */
export function zodFormRules(schema: z.ZodType) {
  return (name: string | (string | number)[]): Rule[] => {
    const path = Array.isArray(name) ? name : [name]
    return [
      (form) => ({
        validator: async () => {
          const result = schema.safeParse(form.getFieldsValue(true))
          const issue = result.success ? undefined : result.error.issues.find((each) => samePath(each.path, path))
          if (issue) throw new Error(pageText(issue.message))
        },
      }),
    ]
  }
}
