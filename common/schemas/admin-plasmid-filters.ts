// The values of the plasmid list's seven filters, as the admin console edits them
// (decision 010): each value is stored once per filter, and entries carry it as text.
import { PLASMID_FILTER_ALL, PLASMID_FILTER_FIELDS } from '../plasmid-filters.ts'
import { z } from '../zod.ts'
import { requiredText } from './account-fields.ts'
import { PLASMID_FILTER_VALUE_MAX } from '../plasmid-catalogue.ts'

export const PlasmidFilterFieldSchema = z.enum(PLASMID_FILTER_FIELDS, { error: '请选择筛选项' })

const valueText = requiredText('请输入筛选值', PLASMID_FILTER_VALUE_MAX).refine(
  (value) => value !== PLASMID_FILTER_ALL,
  '“全部”表示不筛选，不能作为筛选值',
)

export const PlasmidFilterValueCreateSchema = z.object({ field: PlasmidFilterFieldSchema, value: valueText })
export type PlasmidFilterValueCreate = z.infer<typeof PlasmidFilterValueCreateSchema>

export const PlasmidFilterValueRenameSchema = z.object({ value: valueText })

export const PlasmidFilterValueSchema = z.object({
  id: z.number().int(),
  field: PlasmidFilterFieldSchema,
  value: z.string(),
  sortOrder: z.number().int(),
  /** How many catalogue entries carry the value. */
  usage: z.number().int(),
})
export type PlasmidFilterValue = z.infer<typeof PlasmidFilterValueSchema>

export const PlasmidFilterGroupSchema = z.object({
  field: PlasmidFilterFieldSchema,
  label: z.string(),
  values: z.array(PlasmidFilterValueSchema),
})
export type PlasmidFilterGroup = z.infer<typeof PlasmidFilterGroupSchema>
