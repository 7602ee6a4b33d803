// The order list as staff take it away: CSV (lib/csv.ts: BOM, formulas neutralised) and
// Excel. Both files have the same columns, in Chinese, whatever the console's language.
import { formatDateTime } from '#common/china-date.ts'
import type { AdminOrderRow } from '#common/schemas/admin-orders.ts'
import {
  ORDER_STATUS_LABEL,
  ORDER_TYPE_LABEL,
  type OrderStatus,
  type OrderType,
} from '#common/schemas/orders/status.ts'
import { type CsvColumn, toCsv } from '#server/lib/csv.ts'

const COLUMNS: readonly (CsvColumn<AdminOrderRow> & { width: number })[] = [
  { header: '订单编号', width: 20, value: (row) => row.orderno },
  { header: '订单类型', width: 18, value: (row) => ORDER_TYPE_LABEL[row.orderType as OrderType] },
  { header: '状态', width: 10, value: (row) => ORDER_STATUS_LABEL[row.status as OrderStatus] },
  { header: '样本数', width: 8, value: (row) => row.sampleCount },
  { header: '客户邮箱', width: 28, value: (row) => row.customerEmail },
  { header: '客户姓名', width: 12, value: (row) => row.customerName },
  { header: '手机号', width: 14, value: (row) => row.customerTel },
  { header: '单位', width: 24, value: (row) => row.customerCompany },
  { header: '下单时间', width: 18, value: (row) => formatDateTime(row.createTime) },
  { header: '更新时间', width: 18, value: (row) => formatDateTime(row.updateTime) },
]

/** Today's China date in the export's file name: 订单-2026-11-25.csv. */
export const exportFileName = (extension: 'csv' | 'xlsx') =>
  `订单-${formatDateTime(new Date().toISOString()).slice(0, 10)}.${extension}`

export const ordersCsv = (rows: readonly AdminOrderRow[]) => toCsv(COLUMNS, rows)

/**
 * One sheet with a bold, frozen header row. Every value is written as a plain string or
 * number cell, never as a formula, so a customer's '=…' stays text in Excel and WPS.
 */
export async function ordersXlsx(rows: readonly AdminOrderRow[]): Promise<Buffer> {
  // Loaded on the first export: the library takes about a second to load, which every start
  // of the server (and of each test) would otherwise pay.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  const sheet = workbook.addWorksheet('订单', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(COLUMNS.map((column) => column.value(row) ?? ''))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
