// The console's plasmid list: the title search, the seven filter values of the public list
// (each the exact stored value, as the public list compares them), the status, sorting, and
// the batch actions: publish, hide and delete.
import { PLASMID_FILTER_FIELDS, type PlasmidFilterField } from '../plasmid-filters.ts'
import { z } from '../zod.ts'
import { AdminListQuerySchema } from './admin-content.ts'
import { batchSchema, sortShape } from './list-sort.ts'
import { optionalInt } from './primitives.ts'

const filterValue = z.string().trim().max(100).optional()
const filterShape = Object.fromEntries(PLASMID_FILTER_FIELDS.map((field) => [field, filterValue])) as Record<
  PlasmidFilterField,
  typeof filterValue
>

export const PLASMID_SORT_FIELDS = ['itemNo', 'name', 'price', 'size', 'status', 'updateTime'] as const

export const AdminPlasmidListQuerySchema = AdminListQuerySchema.omit({ tid: true }).extend({
  ...filterShape,
  status: optionalInt(0, 1).describe('1 显示，0 隐藏；不填为全部'),
  ...sortShape(PLASMID_SORT_FIELDS),
})
export type AdminPlasmidListQuery = z.infer<typeof AdminPlasmidListQuerySchema>

export const PlasmidBatchSchema = batchSchema(['publish', 'hide', 'delete'])
