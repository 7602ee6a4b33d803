// How a console list is sorted: `sort` names one of the columns the list allows and `order`
// its direction. The allowed names are each list's own, so a typo or a column the list does
// not sort by is refused with a message instead of being ignored.
import { z } from '../zod.ts'

export const SORT_MESSAGES = {
  field: '不支持按该字段排序',
  order: '排序方向只能是 asc 或 desc',
} as const

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** The query fields of a list sorted by one of `fields` (none given: the list's own order). */
export function sortShape<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  return {
    sort: z
      .preprocess(blankToUndefined, z.enum(fields, { error: SORT_MESSAGES.field }).optional())
      .describe(`排序字段：${fields.join('、')}`),
    order: z
      .preprocess(blankToUndefined, z.enum(SORT_ORDERS, { error: SORT_MESSAGES.order }).default('desc'))
      .describe('排序方向，缺省 desc'),
  }
}

export const FROM_DAY_MESSAGE = '起始日期无效'
/**
 * Rows created on this China day or later (YYYY-MM-DD): what the dashboard's "last 7 days"
 * figures count, so that they link to exactly those rows.
 */
export const fromDayShape = {
  from: z
    .preprocess(blankToUndefined, z.iso.date({ error: FROM_DAY_MESSAGE }).optional())
    .describe('创建日期起（含），YYYY-MM-DD，中国时间'),
}

/** Ids chosen in a list for one batch action (at most a page of the largest size). */
export const BATCH_MAX = 100
export const BATCH_MESSAGES = {
  ids: '请选择要操作的记录',
  tooMany: `一次最多操作 ${BATCH_MAX} 条记录`,
  action: '不支持的批量操作',
} as const

export function batchSchema<const Action extends string>(actions: readonly [Action, ...Action[]]) {
  return z.object({
    ids: z
      .array(z.number({ error: BATCH_MESSAGES.ids }).int(BATCH_MESSAGES.ids).positive(BATCH_MESSAGES.ids), {
        error: BATCH_MESSAGES.ids,
      })
      .min(1, BATCH_MESSAGES.ids)
      .max(BATCH_MAX, BATCH_MESSAGES.tooMany)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(actions, { error: BATCH_MESSAGES.action }),
  })
}

/** What a batch did: the ids changed and those not found (deleted meanwhile, or never there). */
export const BatchResultSchema = z.object({
  done: z.array(z.number().int()),
  missing: z.array(z.number().int()),
})
export type BatchResult = z.infer<typeof BatchResultSchema>
