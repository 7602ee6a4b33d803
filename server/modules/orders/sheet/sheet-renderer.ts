// Sheet PDFs are made in one worker thread, so laying out the text and subsetting the font
// (hundreds of milliseconds on a busy machine) never hold up other requests. The worker starts
// with the first sheet, keeps the parsed font, takes one sheet at a time, and is replaced if
// it ever dies.
import { Worker } from 'node:worker_threads'
import { SHEET_MESSAGES, type SheetModel } from '#common/schemas/orders/sheet.ts'
import { AppError } from '#server/errors.ts'
import type { SheetFont } from './sheet-pdf.ts'
import type { SheetJob, SheetJobResult } from './sheet-pdf.worker.ts'

interface Pending {
  resolve: (pdf: Buffer) => void
  reject: (error: Error) => void
}

export function createSheetRenderer(font: SheetFont) {
  let worker: Worker | undefined
  let nextId = 0
  const pending = new Map<number, Pending>()

  function failAll(error: Error) {
    for (const job of pending.values()) job.reject(error)
    pending.clear()
  }

  function started(): Worker {
    if (worker) return worker
    const thread = new Worker(new URL('./sheet-pdf.worker.ts', import.meta.url))
    // An idle worker does not keep the process alive.
    thread.unref()
    thread.on('message', (result: SheetJobResult) => {
      const job = pending.get(result.id)
      if (!job) return
      pending.delete(result.id)
      if ('pdf' in result) job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength))
      else if (result.error === 'font') {
        job.reject(new AppError('UNAVAILABLE', SHEET_MESSAGES.fontMissing, { cause: new Error(result.detail) }))
      } else job.reject(new Error(`sheet PDF failed: ${result.detail}`))
    })
    const lost = (error: Error) => {
      if (worker === thread) worker = undefined
      failAll(error)
    }
    thread.on('error', lost)
    thread.on('exit', (code) => lost(new Error(`sheet worker exited (${code})`)))
    worker = thread
    return thread
  }

  return {
    render(model: SheetModel): Promise<Buffer> {
      const id = (nextId += 1)
      const job: SheetJob = { id, model, font }
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        started().postMessage(job)
      })
    },
    async close(): Promise<void> {
      const thread = worker
      worker = undefined
      await thread?.terminate()
    },
  }
}

export type SheetRenderer = ReturnType<typeof createSheetRenderer>
