// Bulk import of catalogue entries from GenBank files or the CSV template: the files go up
// as text, the server answers a preview (what each row would do, or why it cannot), and
// the same files are sent again to apply them all in one transaction.
import { PLASMID_FILTER_FIELDS, type PlasmidFilterField, plasmidFilterLabel } from '../plasmid-filters.ts'
import { z } from '../zod.ts'
import { requiredText } from './account-fields.ts'
import { PlasmidFieldsSchema, RequiredPriceSchema } from './admin-plasmid.ts'
import { PLASMID_FILTER_VALUE_MAX } from '../plasmid-catalogue.ts'

export const PLASMID_IMPORT_FORMATS = ['genbank', 'csv'] as const
export type PlasmidImportFormat = (typeof PLASMID_IMPORT_FORMATS)[number]

/** File names each format accepts (the browser's file picker offers the same). */
export const PLASMID_IMPORT_EXTENSIONS: Record<PlasmidImportFormat, readonly string[]> = {
  genbank: ['.gb', '.gbk', '.genbank'],
  csv: ['.csv'],
}
export const MAX_IMPORT_FILES = 20
/** Characters of one file's text (about 2 MB of GenBank or CSV). */
export const MAX_IMPORT_FILE_CHARS = 2_000_000
export const MAX_IMPORT_TOTAL_CHARS = 10_000_000
/** Entries one import may create or update. */
export const MAX_IMPORT_ROWS = 500

const IMPORT_FILE_TOO_LARGE = '单个文件不能超过 2 MB'
const IMPORT_TOTAL_TOO_LARGE = '一次导入的文件合计不能超过 10 MB'

const extensionOk = (format: PlasmidImportFormat, name: string) =>
  PLASMID_IMPORT_EXTENSIONS[format].some((extension) => name.toLowerCase().endsWith(extension))

export const PlasmidImportFileSchema = z.object({
  name: requiredText('请选择要导入的文件', 200),
  content: z.string({ error: '文件内容无效' }).max(MAX_IMPORT_FILE_CHARS, IMPORT_FILE_TOO_LARGE),
})

/**
 * What entries a GenBank file creates are given besides the file's sequence (GenBank has no
 * such fields): the sale fields (price, specification, classification) and the seven filter
 * values. The price is checked as in the form and the CSV import.
 */
export const PlasmidImportDefaultsSchema = z.object({
  price: RequiredPriceSchema,
  specification: PlasmidFieldsSchema.shape.specification,
  classification: PlasmidFieldsSchema.shape.classification,
  ...(Object.fromEntries(
    PLASMID_FILTER_FIELDS.map((field) => [
      field,
      requiredText(`请选择${plasmidFilterLabel(field)}`, PLASMID_FILTER_VALUE_MAX),
    ]),
  ) as Record<PlasmidFilterField, ReturnType<typeof requiredText>>),
})
export type PlasmidImportDefaults = z.infer<typeof PlasmidImportDefaultsSchema>

export const PlasmidImportRequestSchema = z
  .object({
    format: z.enum(PLASMID_IMPORT_FORMATS, { error: '请选择导入格式' }),
    files: z
      .array(PlasmidImportFileSchema)
      .min(1, '请选择要导入的文件')
      .max(MAX_IMPORT_FILES, `一次最多导入 ${MAX_IMPORT_FILES} 个文件`),
    defaults: PlasmidImportDefaultsSchema.optional().describe('GenBank 导入时新建质粒的价格、规格、分类与七个筛选值'),
  })
  .superRefine((value, ctx) => {
    value.files.forEach((file, index) => {
      if (!extensionOk(value.format, file.name)) {
        const message = value.format === 'csv' ? '只能导入 .csv 文件' : '只能导入 .gb、.gbk 或 .genbank 文件'
        ctx.addIssue({ code: 'custom', path: ['files', index, 'name'], message })
      }
    })
    const total = value.files.reduce((sum, file) => sum + file.content.length, 0)
    if (total > MAX_IMPORT_TOTAL_CHARS)
      ctx.addIssue({ code: 'custom', path: ['files'], message: IMPORT_TOTAL_TOO_LARGE })
    if (value.format === 'genbank' && !value.defaults) {
      ctx.addIssue({ code: 'custom', path: ['defaults'], message: '请为新建的质粒填写价格并选择筛选值' })
    }
  })
export type PlasmidImportRequest = z.infer<typeof PlasmidImportRequestSchema>

export const PLASMID_IMPORT_ACTIONS = ['create', 'update', 'error'] as const

export const PlasmidImportRowSchema = z.object({
  /** CSV: the spreadsheet row (the header is row 1). GenBank: the record's place in its file. */
  row: z.number().int(),
  file: z.string(),
  itemNo: z.string(),
  name: z.string(),
  /** bp of the sequence the row brings (0 without one). */
  size: z.number().int(),
  action: z.enum(PLASMID_IMPORT_ACTIONS),
  /** Why the row cannot be imported; each message names the row. */
  errors: z.array(z.string()),
})
export type PlasmidImportRow = z.infer<typeof PlasmidImportRowSchema>

export const PlasmidImportPreviewSchema = z.object({
  rows: z.array(PlasmidImportRowSchema),
  creates: z.number().int(),
  updates: z.number().int(),
  errors: z.number().int(),
})
export type PlasmidImportPreview = z.infer<typeof PlasmidImportPreviewSchema>
