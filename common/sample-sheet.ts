// The wording of the sample submission sheet: a Chinese document that travels with the samples
// to the lab, printed the same whatever the interface language (the PDF and the print page
// both read it from here).
import { SAMPLE_TYPE } from './schemas/orders/options.ts'

/** How each kind of sample travels: DNA keeps cool, cell pellets stay frozen. */
export const SHIPPING_BY_SAMPLE_TYPE: Record<number, string> = {
  [SAMPLE_TYPE.DNA]: '冰袋运输（2–8 ℃）',
  [SAMPLE_TYPE.CELL_PELLET]: '干冰运输（−20 ℃ 以下）',
  [SAMPLE_TYPE.OTHER]: '请先与实验室确认运输条件',
}
/** Host cells the customer provides for a cell line order: what the lab calls them and how they travel. */
export const HOST_CELLS_SHIPPING = { type: '宿主细胞', condition: '冻存细胞干冰运输；活细胞请封口后常温运输' } as const

export const TUBE_INSTRUCTIONS = [
  '每管样本的管身与管盖都写上「订单编号 + 样本名称」，例如 {orderno} {sample}。',
  '请使用防水记号笔或打印标签，名称须与本单一致，不要只写序号。',
  '同一订单的样本装入同一封口袋，连同本送检单一起放入包装盒。',
] as const

export const SHEET_TEXTS = {
  title: '样本送检单',
  noSamples: '本订单无需寄送样本：宿主细胞由实验室提供。',
  scanHint: '实验室收样时扫描二维码登记',
  indexTitle: '序号',
  shippingTitle: '运输条件',
  tubeTitle: '样本管标注要求',
  labTitle: '收样地址',
} as const

const SHORT_HEAD = 12
const SHORT_TAIL = 8
/** At most this many sgRNA rows are listed per sample; the rest are counted. */
const SEQUENCE_ROWS_SHOWN = 2

/** A long sequence as first 12 … last 8 with its length; a short one as it is. */
export function shortenSequence(sequence: string): string {
  const bases = sequence.trim()
  if (bases.length <= SHORT_HEAD + SHORT_TAIL + 4) return bases
  return `${bases.slice(0, SHORT_HEAD)}…${bases.slice(-SHORT_TAIL)}（${bases.length} nt）`
}

/** One or several sequences (GUIDE-seq keeps up to ten, comma-separated), shortened for a table cell. */
export function shortenSequences(sequences: string): string {
  const rows = sequences
    .split(',')
    .map((row) => row.trim())
    .filter(Boolean)
  if (rows.length === 0) return '—'
  const shown = rows.slice(0, SEQUENCE_ROWS_SHOWN).map(shortenSequence).join('；')
  return rows.length > SEQUENCE_ROWS_SHOWN ? `${shown} 等 ${rows.length} 条` : shown
}

/** The tube label of a sample: order number and sample name. */
export const tubeLabel = (orderno: string, sampleName: string) => `${orderno} ${sampleName}`

/** The console page of an order: what the sheet's QR code opens. */
export const consoleOrderUrl = (siteOrigin: string, orderId: number) =>
  `${siteOrigin.replace(/\/+$/, '')}/admin/orders/${orderId}`

/** How the QR code is made, in the PDF and on the print page alike (qrcode's options). */
export const SHEET_QR = { errorCorrectionLevel: 'M', margin: 2 } as const

/** The PDF's file name. */
export const sheetFileName = (orderno: string) => `送检单-${orderno}.pdf`

/** The customer's details on the sheet, in order. */
export const CUSTOMER_FACTS = [
  { key: 'company', label: '客户单位' },
  { key: 'contact', label: '联系人' },
  { key: 'tel', label: '联系电话' },
  { key: 'email', label: '电子邮箱' },
] as const

/** The line under the order number: type and date. */
export const orderMetaLine = (sheet: { order_type: string; date: string }) =>
  `${sheet.order_type} · 下单日期 ${sheet.date}`

/** One line per shipping condition of the sample types present. */
export const shippingLines = (shipping: { type: string; condition: string }[]) =>
  shipping.map((item) => `${item.type}：${item.condition}`)

/** The lab's receiving address and phone. */
export const labLines = (lab: { address: string; tel: string }) => [
  `地址：${lab.address || '—'}`,
  `电话：${lab.tel || '—'}`,
]
