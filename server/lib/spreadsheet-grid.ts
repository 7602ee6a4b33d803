// Reads the first (or a named) sheet of an uploaded .xlsx or .csv file as rows of cells, the
// way a person sees them: a formula's computed value, a rich text's plain text, numbers as
// numbers. CSV may come in UTF-8 or, as Excel on Chinese Windows saves it, in GBK.
import { parseCsv } from './csv.ts'

export type GridCell = string | number | undefined
export type Grid = GridCell[][]

export class UnreadableSpreadsheetError extends Error {
  override name = 'UnreadableSpreadsheetError'
}

/**
 * An .xlsx is a zip: a small upload can unpack to gigabytes. The sizes its central directory
 * declares are summed before anything is unpacked; more than this is refused (a full 500-row
 * template unpacks to well under 1 MB, and the workbook's in-memory model is many times that).
 */
const MAX_UNPACKED_BYTES = 8 * 1024 * 1024
const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50

function unpackedSize(zip: Buffer): number {
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff)
  let end = -1
  for (let at = zip.length - 22; at >= searchFrom; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at
      break
    }
  }
  if (end < 0) throw new UnreadableSpreadsheetError('no end of central directory')
  const entries = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  let total = 0
  for (let index = 0; index < entries; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new UnreadableSpreadsheetError('broken central directory')
    }
    const size = zip.readUInt32LE(at + 24)
    // 0xFFFFFFFF means the real size is in a ZIP64 field: no spreadsheet of ours is that big.
    if (size === 0xffffffff) throw new UnreadableSpreadsheetError('zip64 entry')
    total += size
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return total
}

/** The value a person sees in an ExcelJS cell. */
function cellOf(value: unknown): GridCell {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'number' || typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? '是' : '否'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('result' in value) return cellOf(value.result)
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((run: { text?: unknown }) => String(run.text ?? '')).join('')
    }
    if ('text' in value) return cellOf(value.text)
    if ('error' in value) return String(value.error)
  }
  return String(value)
}

async function xlsxGrid(file: Buffer, sheetName: string): Promise<Grid> {
  if (unpackedSize(file) > MAX_UNPACKED_BYTES) throw new UnreadableSpreadsheetError('unpacks too large')
  // Loaded on the first import, as the order export does: a second's load at every start otherwise.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer)
  } catch (error) {
    throw new UnreadableSpreadsheetError('not an xlsx workbook', { cause: error })
  }
  const sheet = workbook.getWorksheet(sheetName) ?? workbook.worksheets[0]
  if (!sheet) return []
  const grid: Grid = []
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: GridCell[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellOf(cell.value)
    })
    grid[rowNumber - 1] = cells
  })
  return Array.from(grid, (row) => row ?? [])
}

function csvText(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file)
  } catch {
    return new TextDecoder('gb18030').decode(file)
  }
}

/** The rows of the file's sheet (`sheetName` in a workbook, else its first), row 1 first. */
export async function readGrid(file: Buffer, format: 'xlsx' | 'csv', sheetName: string): Promise<Grid> {
  return format === 'xlsx' ? xlsxGrid(file, sheetName) : parseCsv(csvText(file))
}
