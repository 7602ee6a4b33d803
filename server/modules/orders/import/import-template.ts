// The templates a customer fills in: .xlsx with the samples sheet (header, one example row,
// drop-down lists for the choices) and a sheet explaining every column; .csv with the header
// and the example row. Every cell is written as a value, never as a formula (CSV cells that
// look like one get a leading apostrophe, which the import takes off again).
import type { DataValidation } from 'exceljs'
import type { FieldDescription } from '#common/schemas/orders/describe.ts'
import { type ImportColumn, SAMPLE_IMPORT_MAX_ROWS } from '#common/schemas/orders/sample-import.ts'
import { csvCell } from '#server/lib/csv.ts'

/** The sheet the samples are read from; a workbook without it is read from its first sheet. */
export const SAMPLES_SHEET = '样本'
const EXPLANATION_SHEET = '填写说明'

/** What a column takes, for the explanation sheet. */
function columnNote(field: FieldDescription): string {
  const notes: string[] = []
  if (field.options) notes.push(`可选：${field.options.map((option) => option.label).join('、')}`)
  if (field.kind === 'flag') notes.push('留空为否')
  else if (field.kind === 'choice' && field.default !== undefined) {
    notes.push(`留空为${field.options?.find((option) => option.value === field.default)?.label ?? ''}`)
  }
  if (field.kind === 'sequence' || field.kind === 'rows') notes.push('A/C/G/T，不区分大小写')
  if (field.placeholder && field.kind === 'number') notes.push(`范围 ${field.placeholder}`)
  if (typeof field.help === 'string') notes.push(field.help)
  if (field.max && field.kind !== 'number' && field.kind !== 'rows') notes.push(`最多 ${field.max} 个字符`)
  return notes.join('；')
}

const requirement = ({ field }: ImportColumn) => field.import.when ?? (field.required && !field.shows ? '必填' : '选填')

/** The example cell: numbers as numbers, so the sheet shows them as Excel would. */
const exampleCell = ({ field }: ImportColumn) =>
  field.kind === 'number' && field.import.example !== '' ? Number(field.import.example) : field.import.example

/** Column letters for a data-validation range (A … Z, AA …). */
function columnLetter(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** ExcelJS keeps a sheet's drop-down lists by cell range; its typings leave that member out. */
interface WithValidations {
  dataValidations: { add(range: string, validation: DataValidation): void }
}

export async function templateXlsx(columns: readonly ImportColumn[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  const samples = workbook.addWorksheet(SAMPLES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] })
  samples.columns = columns.map(({ header }) => ({ header, width: Math.max(12, header.length * 2 + 2) }))
  samples.getRow(1).font = { bold: true }
  samples.addRow(columns.map(exampleCell)).font = { color: { argb: 'FF808080' } }
  columns.forEach(({ field }, index) => {
    if (!field.options) return
    const letter = columnLetter(index)
    // The list is quoted text, so an option can never be read as a formula.
    ;(samples as unknown as WithValidations).dataValidations.add(`${letter}2:${letter}${SAMPLE_IMPORT_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${field.options.map((option) => option.label.replaceAll('"', '')).join(',')}"`],
    })
  })
  const explanation = workbook.addWorksheet(EXPLANATION_SHEET)
  explanation.columns = [
    { header: '列名', width: 30 },
    { header: '是否必填', width: 36 },
    { header: '填写说明', width: 60 },
    { header: '示例', width: 28 },
  ]
  explanation.getRow(1).font = { bold: true }
  for (const column of columns) {
    explanation.addRow([column.header, requirement(column), columnNote(column.field), column.field.import.example])
  }
  explanation.addRow([])
  explanation.addRow([
    `「${SAMPLES_SHEET}」表第 2 行为示例（灰色），保留不改时不会导入；每行一个样本，每个文件最多 ${SAMPLE_IMPORT_MAX_ROWS} 个。`,
  ])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export function templateCsv(columns: readonly ImportColumn[]): string {
  const lines = [columns.map(({ header }) => header), columns.map(({ field }) => field.import.example)]
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
}
