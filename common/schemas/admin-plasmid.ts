// A plasmid catalogue entry as editors write it: every field of the detail page, the seven
// list filters (each one of the values stored for that filter), the sequence and its
// feature map. The read-back shape is the public detail's, in the console's camelCase.
import { PLASMID_FILTER_FIELDS, type PlasmidFilterField, plasmidFilterLabel } from '../plasmid-filters.ts'
import { z } from '../zod.ts'
import { requiredText } from './account-fields.ts'
import { PlasmidDetailSchema, PlasmidMapFeatureSchema } from './plasmid.ts'
import { PLASMID_FILTER_VALUE_MAX, PLASMID_STATUS } from '../plasmid-catalogue.ts'

const text = (max: number) => z.string().trim().max(max, `最多 ${max} 个字符`).default('')

export const PRICE_MAX = 10_000_000
export const PLASMID_PRICE_MESSAGES = {
  required: '请输入价格',
  invalid: '价格须为不小于 0 的金额，最多两位小数',
  tooHigh: `价格不能超过 ${PRICE_MAX.toLocaleString('en')} 元`,
} as const

/**
 * A price in yuan: a non-negative amount with at most two decimals, as a number or as typed
 * ('12.50'). The one check of a price: the form, the CSV and GenBank imports and the API.
 */
const amount = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? PLASMID_PRICE_MESSAGES.required : PLASMID_PRICE_MESSAGES.invalid),
  })
  .transform((value) => String(value).trim())
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), PLASMID_PRICE_MESSAGES.invalid)
  .transform(Number)
  .refine((value) => value <= PRICE_MAX, PLASMID_PRICE_MESSAGES.tooHigh)

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
/** A catalogue entry's price: left empty it is 0 (price on request). */
export const PriceSchema = z.preprocess((value) => (isBlank(value) ? 0 : value), amount).describe('元，最多两位小数')
/** A price that must be given (the GenBank import sets it for every entry it creates). */
export const RequiredPriceSchema = z
  .preprocess((value) => (isBlank(value) ? undefined : value), amount)
  .describe('元，最多两位小数')

/** The sequence length when an entry has no sequence. */
const sizeField = (max: number) =>
  z.coerce
    .number({ error: '长度须为数字' })
    .int('长度须为整数')
    .min(0, '长度不能小于 0')
    .max(max, `长度不能超过 ${max.toLocaleString('en')} bp`)
    .default(0)

/** A filter value: which ones exist is stored data, checked by unknownFilterValues. */
const filterField = (field: PlasmidFilterField) =>
  requiredText(`请选择${plasmidFilterLabel(field)}`, PLASMID_FILTER_VALUE_MAX)

/** The values an entry may take in each filter, as stored (without 全部). */
export type PlasmidFilterOptions = Record<PlasmidFilterField, readonly string[]>

/** Stored values grouped by filter, in the order given. */
export function filterOptionsOf(rows: readonly { field: string; value: string }[]): PlasmidFilterOptions {
  const options = Object.fromEntries(PLASMID_FILTER_FIELDS.map((field) => [field, [] as string[]])) as Record<
    PlasmidFilterField,
    string[]
  >
  for (const { field, value } of rows) options[field as PlasmidFilterField]?.push(value)
  return options
}

/**
 * The filter fields of an entry whose value is not one of the stored options, with the
 * message to show: the console's form and the server check an entry with the same words.
 */
export function unknownFilterValues(
  entry: Partial<Record<PlasmidFilterField, string>>,
  options: PlasmidFilterOptions,
): Partial<Record<PlasmidFilterField, string>> {
  const errors: Partial<Record<PlasmidFilterField, string>> = {}
  for (const field of PLASMID_FILTER_FIELDS) {
    const value = entry[field] ?? ''
    if (value && !options[field].includes(value)) errors[field] = `${plasmidFilterLabel(field)}“${value}”不在筛选项中`
  }
  return errors
}

/** IUPAC nucleotide codes: the bases and the ambiguity letters. */
export const IUPAC_BASES = /^[ACGTURYSWKMBDHVN]*$/
/** What a pasted sequence may carry besides bases: line breaks, spaces and position numbers. */
export const cleanSequence = (value: string) => value.replace(/[\s\d]/g, '').toUpperCase()

export const PlasmidFeatureInputSchema = z.object({
  name: requiredText('请输入特征名称', 100),
  type: requiredText('请输入特征类型', 40).describe('INSDC 特征类型：CDS、promoter、rep_origin…'),
  start: z.coerce.number({ error: '起点须为数字' }).int('起点须为整数').min(1, '起点从 1 开始'),
  end: z.coerce.number({ error: '终点须为数字' }).int('终点须为整数').min(1, '终点从 1 开始'),
  strand: z.union([z.literal(1), z.literal(-1)], { error: '请选择方向' }),
})
export type PlasmidFeatureInput = z.infer<typeof PlasmidFeatureInputSchema>

const MAX_SEQUENCE = 2_000_000

export const PlasmidFieldsSchema = z.object({
  itemNo: requiredText('请输入货号', 40).toUpperCase().describe('货号，存为大写；导入时据此匹配已有质粒'),
  name: requiredText('请输入质粒名称', 200),
  price: PriceSchema,
  size: sizeField(MAX_SEQUENCE).describe('bp；有序列时以序列长度为准'),
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
  status: z
    .union([z.literal(PLASMID_STATUS.published), z.literal(PLASMID_STATUS.hidden)], { error: '状态只能是显示或隐藏' })
    .default(PLASMID_STATUS.published)
    .describe('1 = 在网站显示，0 = 隐藏；导入的新质粒为显示'),
  sequence: z
    .string()
    .max(MAX_SEQUENCE, '序列过长')
    .default('')
    .transform(cleanSequence)
    .refine((value) => IUPAC_BASES.test(value), '序列只能包含 IUPAC 碱基字母')
    .describe('碱基序列；空白与数字被忽略，空为“暂无信息”'),
  topology: z
    .enum(['circular', 'linear'], { error: '拓扑只能是 circular（环状）或 linear（线性）' })
    .default('circular'),
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

/** 'item_no' → 'itemNo', at run time and in the type. */
type CamelCase<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Key
const camelCase = <Key extends string>(key: Key) =>
  key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()) as CamelCase<Key>

function camelShape<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [camelCase(key), schema])) as {
    [Key in keyof Shape & string as CamelCase<Key>]: Shape[Key]
  }
}

/**
 * The entry as the console reads it back: the public detail's fields in camelCase, its
 * curated features (no automatic-annotation flag to edit) and when it was written; not the
 * cutters, which the public detail computes from the sequence.
 */
export const AdminPlasmidSchema = z.object({
  ...camelShape(PlasmidDetailSchema.omit({ features: true, cutters: true }).shape),
  features: z.array(PlasmidMapFeatureSchema.omit({ auto: true })),
  status: z.number().int(),
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
  status: z.number().int(),
  updateTime: z.string(),
})
