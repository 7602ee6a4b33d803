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

/** The longest name kept for an upload, in characters (the extension survives the cut). */
export const UPLOAD_NAME_MAX = 100
/**
 * Control characters (NUL, BEL, CR/LF…) and the marks that reorder text: a name shown to
 * staff as `invoice<U+202E>fdp.exe` reads `invoiceexe.pdf`.
 */
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu
/** A short trailing extension (`.pdf`, `.docx`), kept when a long name is cut. */
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u

/** The uploader's file name as it is stored and shown: visible characters only, at most UPLOAD_NAME_MAX. */
export function cleanUploadName(name: string): string {
  const chars = [...name.replace(INVISIBLE, '').trim()]
  if (chars.length <= UPLOAD_NAME_MAX) return chars.join('')
  const ext = [...(EXTENSION.exec(chars.join(''))?.[0] ?? '')]
  return [...chars.slice(0, UPLOAD_NAME_MAX - ext.length), ...ext].join('')
}

interface Rules {
  types: Parameters<typeof detectUploadType>[2]
  typeMessage: string
  sizeMessage: string
}

/**
 * The request's file with its cleaned name and checked type; a missing, oversized or
 * disguised file is refused. The type is read from the cleaned name, the one staff see.
 */
export async function receiveFile(request: FastifyRequest, { types, typeMessage, sizeMessage }: Rules) {
  const file = request.isMultipart() ? await request.file() : undefined
  if (!file) throw rejected(NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE })
  const buffer = await file.toBuffer().catch(() => {
    throw rejected(sizeMessage, { file: sizeMessage })
  })
  const head = new Uint8Array(16)
  head.set(buffer.subarray(0, 16))
  const name = cleanUploadName(file.filename)
  const type = detectUploadType(name, head, types)
  if (!type) throw rejected(typeMessage, { file: typeMessage })
  return { name, buffer, type }
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
