// Streams a stored upload to whoever the caller has already allowed to read it: the customer
// who uploaded it, or staff reading the files of an order.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyReply } from 'fastify'
import { UPLOAD_TYPES, extensionOf } from '#common/schemas/uploads.ts'
import { notFound } from '#server/errors.ts'
import { PERSONAL_FILE_CACHE_CONTROL } from '#server/lib/download.ts'

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads')

/** Sends DATA_DIR/uploads/<storedName>; a missing file or an unknown type answers 404. */
export function sendUpload(reply: FastifyReply, root: string, storedName: string): FastifyReply {
  const type = UPLOAD_TYPES[extensionOf(storedName)]
  const file = path.join(root, ...storedName.split('/'))
  if (!type || !fs.existsSync(file)) throw notFound('文件不存在')
  reply
    .type(type.mime)
    .header('content-disposition', type.inline ? 'inline' : 'attachment')
    .header('cache-control', PERSONAL_FILE_CACHE_CONTROL)
  return reply.send(fs.createReadStream(file))
}
