// The sheet worker thread: renders the PDFs sheet-renderer.ts sends it, one at a time, keeping
// the parsed font between them.
import { parentPort } from 'node:worker_threads'
import type { SheetModel } from '#common/schemas/orders/sheet.ts'
import { type SheetFont, SheetFontError, renderSheetPdf } from './sheet-pdf.ts'

export interface SheetJob {
  id: number
  model: SheetModel
  font: SheetFont
}
export type SheetJobResult = { id: number; pdf: Uint8Array } | { id: number; error: 'font' | 'failed'; detail: string }

parentPort?.on('message', async ({ id, model, font }: SheetJob) => {
  let result: SheetJobResult
  try {
    result = { id, pdf: await renderSheetPdf(model, font) }
  } catch (error) {
    const detail = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)
    result = { id, error: error instanceof SheetFontError ? 'font' : 'failed', detail }
  }
  parentPort?.postMessage(result)
})
