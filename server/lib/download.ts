// A file the API answers as a download (exports): a Chinese name the browser keeps
// (RFC 5987) with an ASCII fallback, never cached.
import type { FastifyReply } from 'fastify'

export function sendDownload(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: string | Buffer,
): FastifyReply {
  const ascii = fileName.replace(/[^\w.-]/g, '_')
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(body)
}
