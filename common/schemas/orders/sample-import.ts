// Importing a GUIDE-seq or amplicon order's samples from a spreadsheet: the template's
// columns come from the type's description (the fields with an `import` place, in the form's
// order), and each row is checked by the same schema as the sample form.
import { z } from '../../zod.ts'
import { type FieldDescription, type OrderTypeDescription, formOrder } from './describe.ts'

/** The most samples one file may hold (the benchmark checks that many import in time). */
export const SAMPLE_IMPORT_MAX_ROWS = 500
export const SAMPLE_IMPORT_MAX_BYTES = 2 * 1024 * 1024

export const SAMPLE_IMPORT_MESSAGES = {
  type: '只能导入 .xlsx 或 .csv 文件，请使用下载的模板',
  size: '文件不能超过 2 MB',
  unreadable: '无法读取该文件，请用 Excel 或 WPS 另存为 .xlsx 后重试',
  noRows: '文件中没有样本：请在表头下方每行填写一个样本',
  tooManyRows: `每次最多导入 ${SAMPLE_IMPORT_MAX_ROWS} 个样本，请分成几个文件导入`,
  unknownColumn: '无法识别的列，请使用模板的表头',
  repeatedColumn: '此列重复出现',
  missingColumn: '缺少此列',
  headerless: '此列有内容但没有表头',
  unknownOption: (options: readonly string[]) => `无效的选项，可选：${options.join('、')}`,
  notApplicable: '按本行其他列的选择不需要填写此列，请清空',
  fixed: (value: unknown) => `此列由所选核酸酶确定为 ${String(value)}，请留空`,
  invalid: (count: number) => `文件中有 ${count} 处错误，未导入任何样本`,
  imported: (count: number) => `已导入 ${count} 个样本`,
} as const

/** A column the import reads: its field, the template's header (the field's label) and its description. */
export interface ImportColumn {
  key: string
  header: string
  field: FieldDescription & { import: NonNullable<FieldDescription['import']> }
}

/** The import's columns of an order type, in the order its form asks them. */
export function importColumnsOf(type: OrderTypeDescription): ImportColumn[] {
  return formOrder(type.form).flatMap((key) => {
    const field = type.fields[key]
    return field?.import ? [{ key, header: field.label, field: { ...field, import: field.import } }] : []
  })
}

/** One problem of the file: its spreadsheet row (1 is the header) and column header, or none for the whole file. */
export const SampleImportIssueSchema = z.object({
  row: z.number().int().describe('表格行号（第 1 行为表头）；0 表示整个文件'),
  column: z.string().describe('列名（表头）；空表示整行或整个文件'),
  message: z.string(),
})
export type SampleImportIssue = z.infer<typeof SampleImportIssueSchema>

export const SampleImportResultSchema = z.object({
  saved: z.boolean().describe('是否已保存（预览时为 false）'),
  samples: z
    .array(z.object({ row: z.number().int(), name: z.string() }))
    .describe('文件中可导入的样本：表格行号和样本名称'),
  errors: z.array(SampleImportIssueSchema).describe('全部错误；有错误时不保存任何样本'),
  oid: z.number().int().nullable().describe('导入到的订单 id（保存后）'),
  orderno: z.string().nullable(),
})
export type SampleImportResult = z.infer<typeof SampleImportResultSchema>

/** The text fields sent before the file: the order to add to (absent: a new order) and whether only to check. */
export const SampleImportFieldsSchema = z.object({
  oid: z.coerce.number().int().positive('订单 id 无效').optional().describe('导入到这张待确认的订单；不填时新建订单'),
  dryRun: z
    .enum(['0', '1'], { error: 'dryRun 只能为 0 或 1' })
    .optional()
    .describe('1：只检查并预览，不保存；0 或不填：全部无误时保存'),
})

/** A problem's place as a person reads it: 第 3 行「样本名称」. */
export function issuePlace({ row, column }: SampleImportIssue): string {
  const where = row > 0 ? `第 ${row} 行` : '文件'
  return column === '' ? where : `${where}「${column}」`
}
