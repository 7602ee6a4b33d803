import type { z } from '#common/zod.ts'

/** A new item's values: each field's default in the schema (required fields start empty). */
export function schemaDefaults(schema: z.ZodObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.shape).flatMap(([name, field]) => {
      const result = (field as z.ZodType).safeParse(undefined)
      return result.success && result.data !== undefined ? [[name, result.data]] : []
    }),
  )
}
