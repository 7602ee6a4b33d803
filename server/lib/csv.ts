// CSV for staff to open in Excel or WPS: UTF-8 with a BOM (so Chinese text is not read as
// GBK), CRLF lines, every cell quoted. A cell that starts like a formula (= + - @, tab, CR)
// gets a leading apostrophe: a visitor's message must not run as a formula on a staff PC.
import type { FastifyReply } from 'fastify'
import { sendDownload } from './download.ts'

export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | null | undefined
}

export const CSV_BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** One line of cells, CRLF included: writers that stream a file write it line by line. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    csvLine(columns.map((column) => column.header)),
    ...rows.map((row) => csvLine(columns.map((column) => column.value(row)))),
  ]
  return `${CSV_BOM}${lines.join('')}`
}

/** Sends the CSV as a download; the name may be Chinese. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return sendDownload(reply, fileName, 'text/csv; charset=utf-8', csv)
}

/**
 * Reads CSV as Excel, WPS and toCsv write it (RFC 4180): quoted cells may hold commas,
 * doubled quotes and line breaks; a leading BOM is dropped; lines end with CRLF or LF. A
 * blank line is no record. Each record is the cells of one spreadsheet row, in order.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    record.push(cell)
    cell = ''
  }
  const endRecord = () => {
    endCell()
    if (record.length > 1 || record[0] !== '') records.push(record)
    record = []
  }
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (quoted) {
      if (char !== '"') cell += char
      else if (source[i + 1] === '"') {
        cell += '"'
        i++
      } else quoted = false
    } else if (char === '"') quoted = true
    else if (char === ',') endCell()
    else if (char === '\n') endRecord()
    else if (char !== '\r') cell += char
  }
  if (cell !== '' || record.length > 0) endRecord()
  return records
}
