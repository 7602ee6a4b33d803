// The order list as staff take it away: CSV (lib/csv.ts: BOM, formulas neutralised) and
// Excel. Both files have the same order columns, in Chinese, whatever the console's language;
// the Excel file adds a sheet per order type with the customer's answers of each sample or
// cell line record, its columns read from the type's description.
import { formatDateTime } from '#common/china-date.ts'
import type { AdminOrderRow } from '#common/schemas/admin-orders.ts'
import { AMPLICON_TYPE } from '#common/schemas/orders/amplicon.ts'
import { CELL_LINE_TYPE } from '#common/schemas/orders/cell-line.ts'
import {
  type Answers,
  type OrderTypeDescription,
  exportColumnsOf,
  shownValue,
} from '#common/schemas/orders/describe.ts'
import { GUIDE_SEQ_TYPE } from '#common/schemas/orders/guide-seq.ts'
import {
  ORDER_STATUS_LABEL,
  ORDER_TYPE,
  ORDER_TYPE_LABEL,
  type OrderStatus,
  type OrderType,
} from '#common/schemas/orders/status.ts'
import { type CsvColumn, toCsv } from '#server/lib/csv.ts'

const ORDERNO_COLUMN = { header: '订单编号', width: 20 }

const COLUMNS: readonly (CsvColumn<AdminOrderRow> & { width: number })[] = [
  { ...ORDERNO_COLUMN, value: (row) => row.orderno },
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

/** A sample or cell line record of an exported order, under its fields' keys. */
export interface ExportedRecord {
  orderType: number
  orderno: string
  values: Answers
}

/** The sheets after 订单, in the order types' order: each type's title and description. */
const TYPE_SHEETS: readonly { orderType: OrderType; title: string; type: OrderTypeDescription }[] = [
  { orderType: ORDER_TYPE.GUIDE_SEQ, title: 'GUIDE-seq样本', type: GUIDE_SEQ_TYPE },
  { orderType: ORDER_TYPE.AMPLICON, title: '扩增子检测样本', type: AMPLICON_TYPE },
  { orderType: ORDER_TYPE.CELL_LINE, title: '细胞株构建信息', type: CELL_LINE_TYPE },
]

/** Today's China date in the export's file name: 订单-2026-11-25.csv. */
export const exportFileName = (extension: 'csv' | 'xlsx') =>
  `订单-${formatDateTime(new Date().toISOString()).slice(0, 10)}.${extension}`

export const ordersCsv = (rows: readonly AdminOrderRow[]) => toCsv(COLUMNS, rows)

type Cell = string | number

/**
 * The 订单 sheet, then one sheet per order type that has samples or records in the export,
 * one row each: its order's number, then the type's export columns as its detail page shows
 * them. Each sheet has a bold, frozen header row. Every value is written as a plain string or
 * number cell, never as a formula, so a customer's '=…' stays text in Excel and WPS.
 */
export async function ordersXlsx(rows: readonly AdminOrderRow[], records: readonly ExportedRecord[]): Promise<Buffer> {
  // Loaded on the first export: the library takes about a second to load, which every start
  // of the server (and of each test) would otherwise pay.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  const addSheet = (title: string, columns: readonly { header: string; width: number }[], cells: Cell[][]) => {
    const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] })
    sheet.columns = columns.map(({ header, width }) => ({ header, width }))
    sheet.getRow(1).font = { bold: true }
    sheet.addRows(cells)
  }

  addSheet(
    '订单',
    COLUMNS,
    rows.map((row) => COLUMNS.map((column) => column.value(row) ?? '')),
  )
  for (const { orderType, title, type } of TYPE_SHEETS) {
    const own = records.filter((record) => record.orderType === orderType)
    if (own.length === 0) continue
    const columns = exportColumnsOf(type)
    addSheet(
      title,
      [ORDERNO_COLUMN, ...columns.map(({ field, width }) => ({ header: field.label, width }))],
      own.map((record) => [record.orderno, ...columns.map(({ key, field }) => shownValue(field, record.values, key))]),
    )
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
