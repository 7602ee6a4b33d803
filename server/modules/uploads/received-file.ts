// One multipart file as both upload calls take it: read whole within the size limit, its
// type agreed by name and first bytes, and stored under a month folder with a random name.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { detectUploadType } from '#common/schemas/uploads.ts'
import { AppError, rejected } from '#server/errors.ts'

export const NO_FILE_MESSAGE = '请选择要上传的文件'
export const STORAGE_UNAVAILABLE_MESSAGE = '文件暂时无法保存，请稍后再试或联系我们'
/** What the file system answers when it cannot take a file: full, read-only, not ours to write, over quota. */
const STORAGE_REFUSALS = new Set(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EDQUOT'])
/** How stored names look: YYYY/MM/<uuid>.<ext>. */
export const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/

interface Rules {
  types: Parameters<typeof detectUploadType>[2]
  typeMessage: string
  sizeMessage: string
}

/** The request's file with its checked type; a missing, oversized or disguised file is refused. */
export async function receiveFile(request: FastifyRequest, { types, typeMessage, sizeMessage }: Rules) {
  const file = request.isMultipart() ? await request.file() : undefined
  if (!file) throw rejected(NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE })
  const buffer = await file.toBuffer().catch(() => {
    throw rejected(sizeMessage, { file: sizeMessage })
  })
  const head = new Uint8Array(16)
  head.set(buffer.subarray(0, 16))
  const type = detectUploadType(file.filename, head, types)
  if (!type) throw rejected(typeMessage, { file: typeMessage })
  return { name: file.filename, buffer, type }
}

/**
 * Writes the file below `root` and returns its stored name (YYYY/MM/<uuid>.<ext>). A disk
 * that is full or read-only answers 503 with a message the uploader understands (the cause
 * goes to the log for the operators), and leaves no partial file behind.
 */
export async function storeFile(root: string, buffer: Buffer, ext: string): Promise<string> {
  const month = new Date().toISOString().slice(0, 7).replace('-', '/')
  const name = `${randomUUID()}.${ext}`
  const target = path.join(root, month, name)
  try {
    await fs.promises.mkdir(path.join(root, month), { recursive: true })
    await fs.promises.writeFile(target, buffer)
  } catch (error) {
    await fs.promises.rm(target, { force: true }).catch(() => undefined)
    const code = (error as NodeJS.ErrnoException).code ?? ''
    if (STORAGE_REFUSALS.has(code)) throw new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE, { cause: error })
    throw error
  }
  return `${month}/${name}`
}
