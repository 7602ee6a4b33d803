// A plasmid catalogue entry as editors write it: every field of the detail page, the seven
// list filters (one of their dropdown options each), the sequence and its feature map.
import { PLASMID_FILTER_ALL, PLASMID_FILTER_DIMENSIONS } from '../plasmid-filters.ts'
import { z } from '../zod.ts'
import { requiredText } from './account-fields.ts'

const text = (max: number) => z.string().trim().max(max, `最多 ${max} 个字符`).default('')
const count = (max: number) => z.coerce.number().min(0).max(max).default(0)

/** One of a filter's dropdown options, so the entry can be found by that filter. */
const filterField = (field: (typeof PLASMID_FILTER_DIMENSIONS)[number]['field']) => {
  const dimension = PLASMID_FILTER_DIMENSIONS.find((item) => item.field === field)
  const options = (dimension?.options ?? []).filter((option) => option !== PLASMID_FILTER_ALL)
  const message = `请选择${dimension?.label ?? ''}`
  return z.string({ error: message }).refine((value) => options.includes(value), message)
}

export const PlasmidFeatureInputSchema = z.object({
  name: requiredText('请输入特征名称', 100),
  type: requiredText('请输入特征类型', 40).describe('INSDC 特征类型：CDS、promoter、rep_origin…'),
  start: z.coerce.number().int().min(1, '起点从 1 开始'),
  end: z.coerce.number().int().min(1, '终点从 1 开始'),
  strand: z.union([z.literal(1), z.literal(-1)], { error: '请选择方向' }),
})
export type PlasmidFeatureInput = z.infer<typeof PlasmidFeatureInputSchema>

const MAX_SEQUENCE = 2_000_000

export const PlasmidFieldsSchema = z.object({
  itemNo: requiredText('请输入货号', 40),
  name: requiredText('请输入质粒名称', 200),
  price: count(10_000_000).describe('元'),
  size: count(MAX_SEQUENCE).describe('bp；有序列时以序列长度为准'),
  specification: text(200),
  alias: text(500),
  promoter: text(200),
  replicon: text(200),
  terminator: text(200),
  classification: text(200),
  tag: text(200),
  nuclearResistance: text(200),
  eukaryoticResistance: text(200),
  cloneStrain: text(200),
  cultureCondition: text(500),
  expressionHost: text(200),
  selectionMarker: text(200),
  inducedWay: text(200),
  threeSequencePrimer: text(200),
  fiveSequencePrimer: text(200),
  remark: text(2000),
  plasmidType: text(100),
  plasmidSpecies: text(100),
  plasmidSelectionMarker: text(100),
  plasmidHost: filterField('plasmidHost'),
  plasmidUsage: filterField('plasmidUsage'),
  plasmidFragmentType: filterField('plasmidFragmentType'),
  plasmidFragmentSpecies: filterField('plasmidFragmentSpecies'),
  plasmidNuclearResistance: filterField('plasmidNuclearResistance'),
  plasmidEukaryoticResistance: filterField('plasmidEukaryoticResistance'),
  plasmidFluorescentMarker: filterField('plasmidFluorescentMarker'),
  functionIntroduction: text(5000),
  introduction: text(20_000),
  profile: text(5000),
  backbone: text(200),
  sequence: z
    .string()
    .max(MAX_SEQUENCE, '序列过长')
    .default('')
    .transform((value) => value.replace(/[\s\d]/g, '').toUpperCase())
    .refine((value) => /^[ACGTURYSWKMBDHVN]*$/.test(value), '序列只能包含 IUPAC 碱基字母')
    .describe('碱基序列；空白与数字被忽略，空为“暂无信息”'),
  topology: z.enum(['circular', 'linear']).default('circular'),
  features: z.array(PlasmidFeatureInputSchema).max(500).default([]),
})

export const PlasmidInputSchema = PlasmidFieldsSchema.superRefine((value, ctx) => {
  value.features.forEach((feature, index) => {
    const outside = feature.start > value.sequence.length || feature.end > value.sequence.length
    if (outside) ctx.addIssue({ code: 'custom', path: ['features', index, 'end'], message: '特征位置超出序列长度' })
    else if (feature.start > feature.end && value.topology === 'linear')
      ctx.addIssue({ code: 'custom', path: ['features', index, 'end'], message: '线性序列的特征终点须不小于起点' })
  })
})
export type PlasmidInput = z.infer<typeof PlasmidInputSchema>

/** The entry as the console reads it back (plain values, no input coercion). */
export const AdminPlasmidSchema = z.object({
  id: z.number().int(),
  itemNo: z.string(),
  name: z.string(),
  price: z.number(),
  size: z.number(),
  specification: z.string(),
  alias: z.string(),
  promoter: z.string(),
  replicon: z.string(),
  terminator: z.string(),
  classification: z.string(),
  tag: z.string(),
  nuclearResistance: z.string(),
  eukaryoticResistance: z.string(),
  cloneStrain: z.string(),
  cultureCondition: z.string(),
  expressionHost: z.string(),
  selectionMarker: z.string(),
  inducedWay: z.string(),
  threeSequencePrimer: z.string(),
  fiveSequencePrimer: z.string(),
  remark: z.string(),
  plasmidType: z.string(),
  plasmidSpecies: z.string(),
  plasmidSelectionMarker: z.string(),
  plasmidHost: z.string(),
  plasmidUsage: z.string(),
  plasmidFragmentType: z.string(),
  plasmidFragmentSpecies: z.string(),
  plasmidNuclearResistance: z.string(),
  plasmidEukaryoticResistance: z.string(),
  plasmidFluorescentMarker: z.string(),
  functionIntroduction: z.string(),
  introduction: z.string(),
  profile: z.string(),
  backbone: z.string(),
  sequence: z.string(),
  topology: z.enum(['circular', 'linear']),
  features: z.array(
    z.object({ name: z.string(), type: z.string(), start: z.number(), end: z.number(), strand: z.number() }),
  ),
  createTime: z.string(),
  updateTime: z.string(),
})
export type AdminPlasmid = z.infer<typeof AdminPlasmidSchema>

export const AdminPlasmidRowSchema = z.object({
  id: z.number().int(),
  itemNo: z.string(),
  name: z.string(),
  price: z.number(),
  size: z.number(),
  plasmidUsage: z.string(),
  plasmidHost: z.string(),
  hasSequence: z.boolean(),
  updateTime: z.string(),
})
