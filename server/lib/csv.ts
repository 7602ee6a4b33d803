// CSV for staff to open in Excel or WPS: UTF-8 with a BOM (so Chinese text is not read as
// GBK), CRLF lines, every cell quoted. A cell that starts like a formula (= + - @, tab, CR)
// gets a leading apostrophe: a visitor's message must not run as a formula on a staff PC.
import type { FastifyReply } from 'fastify'

export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | null | undefined
}

const BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ]
  return `${BOM}${lines.join('\r\n')}\r\n`
}

/** Sends the CSV as a download; the name may be Chinese (RFC 5987), with an ASCII fallback. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  const ascii = fileName.replace(/[^\w.-]/g, '_')
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(csv)
}
