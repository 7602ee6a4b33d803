// Answers a request with a stored file the caller has already allowed the requester to read:
// streamed through the app, or, when it is large and the storage has addresses of its own,
// a redirect to a signed address that works for a few minutes.
import type { FastifyReply } from 'fastify'
import { AppError, notFound } from '#server/errors.ts'
import { attachmentDisposition } from '#server/lib/download.ts'
import { StorageUnavailableError } from './storage.ts'

export interface StoredFileAnswer {
  contentType: string
  /** Shown in the browser (images) or saved (everything that could run scripts). */
  inline: boolean
  cacheControl: string
  /** The size the database records; a file of unknown size is always streamed. */
  size?: number
  notFoundMessage: string
  /** The name a saved file gets (its stored name otherwise). */
  fileName?: string
}

export async function sendStoredFile(reply: FastifyReply, key: string, answer: StoredFileAnswer) {
  const { storage, downloadPolicy } = reply.server
  const contentDisposition = answer.inline
    ? 'inline'
    : answer.fileName
      ? attachmentDisposition(answer.fileName)
      : 'attachment'
  if (answer.size !== undefined && answer.size > downloadPolicy.signedUrlMinBytes) {
    const url = await storage.signedUrl(key, {
      expiresInSeconds: downloadPolicy.signedUrlSeconds,
      contentType: answer.contentType,
      contentDisposition,
    })
    // The address expires: neither the browser nor a proxy may keep the redirect.
    if (url) return reply.header('cache-control', 'no-store').redirect(url, 302)
  }
  const object = await storage.get(key).catch((error: unknown) => {
    // The storage out of reach is an outage like the database's: 503, the cause in the log.
    if (error instanceof StorageUnavailableError) throw new AppError('UNAVAILABLE', undefined, { cause: error })
    throw error
  })
  if (!object) throw notFound(answer.notFoundMessage)
  return reply
    .type(answer.contentType)
    .header('content-length', object.size)
    .header('content-disposition', contentDisposition)
    .header('cache-control', answer.cacheControl)
    .send(object.body)
}
