// Filled sample-import files as a customer makes them from the template: the template's
// header, and one row per sample from the example values with the given cells changed.
import { AMPLICON_TYPE } from '#common/schemas/orders/amplicon.ts'
import type { OrderTypeDescription } from '#common/schemas/orders/describe.ts'
import { importColumnsOf } from '#common/schemas/orders/sample-import.ts'
import { csvCell } from '#server/lib/csv.ts'

type Cells = Record<string, string | number>

/** The rows of a filled file: the header, then each sample's cells by field key. */
export function importGrid(rows: readonly Cells[], type: OrderTypeDescription = AMPLICON_TYPE) {
  const columns = importColumnsOf(type)
  return [
    columns.map(({ header }) => header),
    ...rows.map((cells) => columns.map(({ key, field }) => cells[key] ?? field.import.example)),
  ]
}

/** The same as a CSV file (UTF-8 with a BOM, as Excel and WPS save it). */
export function importCsv(rows: readonly Cells[], type: OrderTypeDescription = AMPLICON_TYPE): Buffer {
  const lines = importGrid(rows, type).map((cells) => cells.map(csvCell).join(','))
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`)
}

/** `count` amplicon samples named S-1 … S-count, otherwise the template's example. */
export const namedSamples = (count: number, cells: Cells = {}): Cells[] =>
  Array.from({ length: count }, (_, index) => ({ name: `S-${index + 1}`, ...cells }))
