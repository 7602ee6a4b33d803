// Field schemas reused by every request schema. Request parameters arrive as JSON,
// form fields or query-style strings (spec §7), so numbers are coerced, and an empty
// string counts as absent.
import { z } from '../zod.ts'

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** The largest row id: ids are 32-bit integer columns (PostgreSQL fails on a larger one). */
export const MAX_ROW_ID = 2_147_483_647

/** A row id, refused with `message`: a form's field says what to choose (请选择栏目). */
export const idField = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message),
  )

export const IdSchema = idField('参数 id 无效')

/** An optional whole number from min to max; anything else is refused with `message`. */
export const optionalInt = (min: number, max: number, message = '参数无效') =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  )

export const IdParamsSchema = z.object({ id: IdSchema })
