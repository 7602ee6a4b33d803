// Streams a stored upload to whoever the caller has already allowed to read it: the customer
// who uploaded it, or staff reading the files of an order.
import type { FastifyReply } from 'fastify'
import { UPLOAD_TYPES, extensionOf } from '#common/schemas/uploads.ts'
import { notFound } from '#server/errors.ts'
import { PERSONAL_FILE_CACHE_CONTROL } from '#server/lib/download.ts'
import { sendStoredFile } from '#server/lib/storage/send-stored-file.ts'

/** Customers' uploads are stored under this folder of the storage, at their stored name. */
export const UPLOADS_FOLDER = 'uploads'
export const uploadKey = (storedName: string) => `${UPLOADS_FOLDER}/${storedName}`

const NOT_FOUND_MESSAGE = '文件不存在'

/** Sends the upload stored as `storedName`; a missing file or an unknown type answers 404. */
export async function sendUpload(reply: FastifyReply, file: { storedName: string; size: number }) {
  const type = Object.hasOwn(UPLOAD_TYPES, extensionOf(file.storedName))
    ? UPLOAD_TYPES[extensionOf(file.storedName)]
    : undefined
  if (!type) throw notFound(NOT_FOUND_MESSAGE)
  return sendStoredFile(reply, uploadKey(file.storedName), {
    contentType: type.mime,
    inline: type.inline,
    cacheControl: PERSONAL_FILE_CACHE_CONTROL,
    size: file.size,
    notFoundMessage: NOT_FOUND_MESSAGE,
  })
}
