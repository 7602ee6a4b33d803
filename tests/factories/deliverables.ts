// Deliverables as staff attach them: a multipart body with the note and sample before the
// file, and a report of a few bytes that is a PDF by its first bytes.
import type { FastifyInstance } from 'fastify'

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n')

/** A multipart body: the text fields first (the server reads those sent before the file), then `file`. */
export function deliverableMultipart(fileName: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----portal-deliverable-boundary'
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** Staff attach `content` as `fileName` to order `orderId` (token: an operator's or admin's). */
export function deliver(
  app: FastifyInstance,
  token: string | undefined,
  orderId: number,
  fileName = '检测报告.pdf',
  content: Buffer = PDF,
  fields: Record<string, string> = {},
) {
  const { payload, headers } = deliverableMultipart(fileName, content, fields)
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${orderId}/deliverables`,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
}
