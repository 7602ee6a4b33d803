// The sheet as an A4 PDF (pdfkit) with an embedded subset of a CJK font. Every page repeats
// the header (title, order number, QR code) and the table's column row; the QR code is drawn
// as vector squares, so it scans however the sheet is printed. Runs in the sheet worker
// (sheet-renderer.ts): laying out CJK text and subsetting the font take the CPU for a while.
import fs from 'node:fs/promises'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { CUSTOMER_FACTS, SHEET_QR, SHEET_TEXTS, labLines, orderMetaLine, shippingLines } from '#common/sample-sheet.ts'
import type { SheetModel } from '#common/schemas/orders/sheet.ts'

export interface SheetFont {
  /** A .ttf, .otf or .ttc file with Chinese glyphs. */
  path: string
  /** The PostScript name of the face inside a collection (.ttc). */
  name: string
}

const FONT = 'cjk'
const MARGIN = 40
const PAGE = { width: 595.28, height: 841.89 }
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN
const BOTTOM = PAGE.height - MARGIN - 20
const QR_SIZE = 78
const CELL_PADDING = 3
const TABLE_FONT_SIZE = 8.5
/** No column's share of the width is taken for wider than this (points), so long text wraps instead. */
const COLUMN_CAP = 120
const BRAND = '#0b5fa5'
const MUTED = '#5c6670'

/**
 * The parsed font, once per file and face: parsing a CJK collection takes a good part of a
 * sheet's time, and its glyph caches then serve every later sheet. A missing file is tried
 * again next time (it may have been installed since).
 */
const fonts = new Map<string, Promise<fontkit.Font>>()

async function parseFont({ path, name }: SheetFont): Promise<fontkit.Font> {
  const bytes = await fs.readFile(path)
  return fontkit.create(bytes, path.toLowerCase().endsWith('.ttc') ? name : undefined)
}

async function loadFont(font: SheetFont): Promise<fontkit.Font> {
  const key = `${font.path}#${font.name}`
  let parsed = fonts.get(key)
  if (!parsed) {
    parsed = parseFont(font)
    fonts.set(key, parsed)
    parsed.catch(() => fonts.delete(key))
  }
  try {
    return await parsed
  } catch (cause) {
    throw new SheetFontError(`sheet font ${font.path} (${font.name}) cannot be used`, { cause })
  }
}

/** The font file is missing or not a font: the sheet cannot be made until it is installed. */
export class SheetFontError extends Error {
  override name = 'SheetFontError'
}

/** The QR code of `text`, drawn at (x, y) `size` points wide, with its quiet zone inside. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, SHEET_QR)
  const quiet = SHEET_QR.margin
  const cell = size / (modules.size + 2 * quiet)
  doc.save().fillColor('#000000')
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.data[row * modules.size + column]) {
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell)
      }
    }
  }
  doc.fill().restore()
}

function drawPageHeader(doc: PDFKit.PDFDocument, model: SheetModel): number {
  const top = MARGIN
  doc.font(FONT).fontSize(20).fillColor(BRAND).text(model.title, MARGIN, top, { lineBreak: false })
  doc
    .fontSize(12)
    .fillColor('#000000')
    .text(`订单编号  ${model.orderno}`, MARGIN, top + 30, { lineBreak: false })
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(orderMetaLine(model), MARGIN, top + 50, { lineBreak: false })
  const qrX = PAGE.width - MARGIN - QR_SIZE
  drawQr(doc, model.qr_url, qrX, top - 6, QR_SIZE)
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(SHEET_TEXTS.scanHint, qrX - 20, top + QR_SIZE - 4, { width: QR_SIZE + 20, align: 'center' })
  const bottom = top + QR_SIZE + 10
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(PAGE.width - MARGIN, bottom)
    .lineWidth(0.8)
    .strokeColor(BRAND)
    .stroke()
  return bottom + 10
}

function drawFacts(doc: PDFKit.PDFDocument, model: SheetModel, y: number): number {
  const half = CONTENT_WIDTH / 2
  doc.fontSize(9.5)
  CUSTOMER_FACTS.forEach(({ key, label }, index) => {
    const value = model.customer[key] || '—'
    const x = MARGIN + (index % 2) * half
    const rowY = y + Math.floor(index / 2) * 16
    doc.fillColor(MUTED).text(label, x, rowY, { lineBreak: false })
    doc.fillColor('#000000').text(value, x + 52, rowY, { width: half - 56, lineBreak: false, ellipsis: true })
  })
  return y + 2 * 16 + 6
}

/**
 * The columns' widths, in points. The columns follow the order type's description, so they are
 * measured: each takes its widest text on one line (capped, so long text wraps) and never less
 * than its title. Too wide together, the widest give way first (down to a common width found by
 * halving, never below their title); then all are scaled to fill the content width exactly.
 */
function columnWidths(doc: PDFKit.PDFDocument, head: string[], rows: string[][]): number[] {
  doc.fontSize(TABLE_FONT_SIZE)
  const measure = (text: string) => doc.widthOfString(text) + 2 * CELL_PADDING
  const least = head.map(measure)
  const natural = least.map((title, column) =>
    Math.max(title, Math.min(COLUMN_CAP, Math.max(...rows.map((cells) => measure(cells[column]!))))),
  )
  const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0)
  const cappedAt = (level: number) => natural.map((width, column) => Math.max(least[column]!, Math.min(width, level)))
  let [low, high] = [0, COLUMN_CAP]
  for (let step = 0; step < 20 && sum(natural) > CONTENT_WIDTH; step += 1) {
    const level = (low + high) / 2
    if (sum(cappedAt(level)) > CONTENT_WIDTH) high = level
    else low = level
  }
  const widths = sum(natural) > CONTENT_WIDTH ? cappedAt(low) : natural
  return widths.map((width) => (width * CONTENT_WIDTH) / sum(widths))
}

function rowHeight(doc: PDFKit.PDFDocument, cells: string[], widths: number[]): number {
  doc.fontSize(TABLE_FONT_SIZE)
  const heights = cells.map((text, column) => doc.heightOfString(text, { width: widths[column]! - 2 * CELL_PADDING }))
  return Math.max(...heights) + 2 * CELL_PADDING
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], widths: number[], y: number, height: number, head: boolean) {
  if (head) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor('#e8f0f8').fill()
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + CONTENT_WIDTH, y + height)
    .lineWidth(0.4)
    .strokeColor('#b8c2cc')
    .stroke()
  let x = MARGIN
  doc.fontSize(TABLE_FONT_SIZE).fillColor(head ? BRAND : '#000000')
  cells.forEach((text, column) => {
    const width = widths[column]!
    doc.text(text, x + CELL_PADDING, y + CELL_PADDING, { width: width - 2 * CELL_PADDING })
    x += width
  })
}

/** A titled block of lines; starts a new page when it would not fit. */
function drawSection(doc: PDFKit.PDFDocument, model: SheetModel, y: number, title: string, lines: string[]): number {
  doc.fontSize(9.5)
  const height = 18 + lines.reduce((sum, line) => sum + doc.heightOfString(line, { width: CONTENT_WIDTH }) + 3, 0)
  let top = y
  if (top + height > BOTTOM) {
    doc.addPage()
    top = drawPageHeader(doc, model)
  }
  doc.fontSize(11).fillColor(BRAND).text(title, MARGIN, top, { lineBreak: false })
  let lineY = top + 18
  doc.fontSize(9.5).fillColor('#000000')
  for (const line of lines) {
    doc.text(line, MARGIN, lineY, { width: CONTENT_WIDTH })
    lineY = doc.y + 3
  }
  return lineY + 8
}

function drawPageNumbers(doc: PDFKit.PDFDocument, model: SheetModel) {
  const { start, count } = doc.bufferedPageRange()
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page)
    // The number sits in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${model.orderno} · 第 ${page + 1} / ${count} 页`, MARGIN, PAGE.height - MARGIN, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      })
  }
}

/** The sheet as PDF bytes. */
export async function renderSheetPdf(model: SheetModel, font: SheetFont): Promise<Buffer> {
  const parsedFont = await loadFont(font)
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${model.title} ${model.orderno}`, Subject: model.order_type },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // pdfkit takes a parsed fontkit font as well as bytes; its types only name the bytes.
  doc.registerFont(FONT, parsedFont as unknown as Buffer)
  doc.font(FONT)

  let y = drawFacts(doc, model, drawPageHeader(doc, model))
  if (model.samples.length > 0) {
    const head = model.columns.map((column) => column.label)
    const widths = columnWidths(
      doc,
      head,
      model.samples.map((sample) => sample.cells),
    )
    const headHeight = rowHeight(doc, head, widths)
    drawRow(doc, head, widths, y, headHeight, true)
    y += headHeight
    for (const { cells } of model.samples) {
      const height = rowHeight(doc, cells, widths)
      if (y + height > BOTTOM) {
        doc.addPage()
        y = drawPageHeader(doc, model)
        drawRow(doc, head, widths, y, headHeight, true)
        y += headHeight
      }
      drawRow(doc, cells, widths, y, height, false)
      y += height
    }
  }
  if (model.no_samples_note) {
    doc
      .fontSize(10)
      .fillColor('#000000')
      .text(model.no_samples_note, MARGIN, y + 8, { width: CONTENT_WIDTH })
    y = doc.y
  }
  y += 14
  if (model.samples.length > 0) {
    y = drawSection(doc, model, y, SHEET_TEXTS.shippingTitle, shippingLines(model.shipping))
    y = drawSection(doc, model, y, SHEET_TEXTS.tubeTitle, model.tube_instructions)
  }
  drawSection(doc, model, y, SHEET_TEXTS.labTitle, labLines(model.lab))
  drawPageNumbers(doc, model)
  doc.end()
  return finished
}
