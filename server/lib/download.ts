// A file the API answers as a download (exports): a Chinese name the browser keeps
// (RFC 5987) with an ASCII fallback, never cached.
import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { XLSX_TYPE } from '#common/schemas/uploads.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The content types a route answers with when it sends a file: the OpenAPI document
     * describes its success as that file, since the route's schema can describe only JSON.
     */
    sendsFile?: readonly string[]
  }
}

/** The files routes send, by kind (`stored` is a customer's or staff's upload, of any type). */
export const FILE_RESPONSES = {
  csv: ['text/csv'],
  pdf: ['application/pdf'],
  xlsx: [XLSX_TYPE],
  zip: ['application/zip'],
  fasta: ['text/x-fasta'],
  genbank: ['chemical/x-genbank'],
  svg: ['image/svg+xml'],
  stored: ['application/octet-stream'],
} as const satisfies Record<string, readonly string[]>

/**
 * The Cache-Control of every personal or staff-only file (uploads, proof files, exports,
 * results): no copy on disk, so the next user of a shared computer finds none.
 */
export const PERSONAL_FILE_CACHE_CONTROL = 'no-store'

/** A Content-Disposition that saves the file under `fileName`, Chinese included (RFC 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function sendDownload(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  /** A stream is sent as it is read (a long export). */
  body: string | Buffer | Readable,
): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', PERSONAL_FILE_CACHE_CONTROL)
    .send(body)
}
