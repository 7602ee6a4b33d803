// One multipart file as both upload calls take it: streamed within the size limit, its type
// agreed by name and first bytes, and stored under a month folder with a random name.
import { randomUUID } from 'node:crypto'
import { type Readable, Transform } from 'node:stream'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { DEFAULT_ERROR_MESSAGE } from '#common/errors.ts'
import { detectUploadType } from '#common/schemas/uploads.ts'
import { z } from '#common/zod.ts'
import { AppError, rejected } from '#server/errors.ts'
import { type FileStorage, StorageUnavailableError } from '#server/lib/storage/storage.ts'

export const NO_FILE_MESSAGE = '请选择要上传的文件'
export const STORAGE_UNAVAILABLE_MESSAGE = '文件暂时无法保存，请稍后再试或联系我们'
/** How stored names look: YYYY/MM/<uuid>.<ext>. */
export const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/
/** The bytes a type is recognised by (the longest signature, WebP's, is 12). */
const HEAD_BYTES = 16

/** The longest name kept for an upload, in characters (the extension survives the cut). */
export const UPLOAD_NAME_MAX = 100
/**
 * Control characters (NUL, BEL, CR/LF…) and the marks that reorder text: a name shown to
 * staff as `invoice<U+202E>fdp.exe` reads `invoiceexe.pdf`.
 */
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu
/** A short trailing extension (`.pdf`, `.docx`), kept when a long name is cut. */
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u

/**
 * The uploader's file name as it is stored and shown: the name without any folder part
 * (some clients send a path), visible characters only, at most UPLOAD_NAME_MAX.
 */
export function cleanUploadName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const chars = [...base.replace(INVISIBLE, '').trim()]
  if (chars.length <= UPLOAD_NAME_MAX) return chars.join('')
  const ext = [...(EXTENSION.exec(chars.join(''))?.[0] ?? '')]
  return [...chars.slice(0, UPLOAD_NAME_MAX - ext.length), ...ext].join('')
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The multipart form a route reads (multipartForm): the OpenAPI document describes the
     * request body with it. It cannot be the schema's body, which Fastify would validate
     * before the handler streams the parts.
     */
    multipartForm?: z.ZodObject
  }
}

/** What a route accepts as its file: the types, and what it answers for another type or a file too large. */
export interface FileRules {
  types: NonNullable<Parameters<typeof detectUploadType>[2]>
  typeMessage: string
  sizeMessage: string
}

/**
 * The multipart form of a call taking one file: its text fields, read as `fields` reads them
 * (fieldsBeforeFile), and `file` with the rules receiveFile applies.
 */
export function multipartForm({ types, sizeMessage }: FileRules, fields: z.ZodObject = z.object({})) {
  const extensions = Object.keys(types).map((extension) => `.${extension}`)
  return fields.extend({ file: z.file().describe(`可接受 ${extensions.join('、')}；${sizeMessage}`) })
}

/** Reads and drops what is left of a refused upload, so its client gets the answer. */
export function discard(body: Readable) {
  body.on('error', () => undefined)
  body.resume()
}

/**
 * `body` flowing through a stream of its own (`whole`, to read instead of `body`), and its
 * first `count` bytes once they have passed through (zeros past the end of a shorter body).
 * The bytes are seen on their way, not read and put back: a body that has ended takes
 * nothing back.
 */
export function peek(body: Readable, count: number): { head: Promise<Uint8Array>; whole: Transform } {
  const head = new Uint8Array(count)
  let seen = 0
  let settle: (error?: Error | null) => void = () => undefined
  const headRead = new Promise<Uint8Array>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve(head))
  })
  const whole = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (seen < count) {
        head.set(chunk.subarray(0, count - seen), seen)
        seen += Math.min(chunk.length, count - seen)
        if (seen === count) settle()
      }
      done(null, chunk)
    },
    flush(done) {
      settle()
      done()
    },
  })
  body.once('error', (error) => {
    settle(error)
    whole.destroy(error)
  })
  // Whoever reads `whole` hears of its failure; when nobody does yet (a refused upload), the
  // failure is already the head's.
  whole.on('error', () => undefined)
  return { head: headRead, whole: body.pipe(whole) }
}

/**
 * The request's file with its cleaned name and checked type, still streaming; a missing or
 * disguised file is refused here, an oversized one while it is stored (storeFile). The
 * type is read from the cleaned name, the one staff see.
 */
export async function receiveFile(request: FastifyRequest, { types, typeMessage, sizeMessage }: FileRules) {
  const file = request.isMultipart() ? await request.file() : undefined
  if (!file) throw rejected(NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE })
  const { head, whole } = peek(file.file, HEAD_BYTES)
  const name = cleanUploadName(file.filename)
  const received = { name, body: whole, source: file.file as Readable, sizeMessage, fields: textFields(file.fields) }
  const type = detectUploadType(name, await head, types)
  if (!type) {
    discardFile(received)
    throw rejected(typeMessage, { file: typeMessage })
  }
  return { ...received, type }
}

/** Reads and drops what is left of a received file (see discard). */
export function discardFile(file: { body: Readable; source: Readable }) {
  discard(file.body)
  discard(file.source)
}

/** The multipart text fields sent before the file (a field after it is not read). */
function textFields(fields: MultipartFile['fields']): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, field] of Object.entries(fields)) {
    const first = Array.isArray(field) ? field[0] : field
    if (first && first.type === 'field' && typeof first.value === 'string') values[name] = first.value
  }
  return values
}

export type ReceivedFile = Awaited<ReturnType<typeof receiveFile>>

class TooLargeError extends Error {}

/**
 * The file's bytes, failing when the multipart size limit cut them off: @fastify/multipart
 * then only ends its stream (`source`) early and marks it truncated, which would store half
 * a file.
 */
function limited({ body, source }: ReceivedFile): Transform {
  const truncated = () => (source as Readable & { truncated?: boolean }).truncated === true
  const guarded = new Transform({
    transform: (chunk, _encoding, done) => done(null, chunk),
    flush: (done) => done(truncated() ? new TooLargeError() : null),
  })
  // Fails at once rather than at the end where the limit is met while streaming.
  source.once('limit', () => guarded.destroy(new TooLargeError()))
  body.once('error', (error) => guarded.destroy(error))
  return body.pipe(guarded)
}

/**
 * Streams the file to `<folder>/YYYY/MM/<uuid>.<ext>` and returns its stored name (the key
 * without the folder), size and checksum. A file over the limit is refused (400); storage
 * that cannot take it (a full disk, an unreachable bucket) answers 503 with a message the
 * uploader understands, the cause going to the log. Either way nothing is left stored.
 */
export async function storeFile(storage: FileStorage, folder: string, file: ReceivedFile) {
  const month = new Date().toISOString().slice(0, 7).replace('-', '/')
  const storedName = `${month}/${randomUUID()}.${file.type.ext}`
  const body = limited(file)
  try {
    const stored = await storage.put(`${folder}/${storedName}`, body, { contentType: file.type.mime })
    return { storedName, ...stored }
  } catch (error) {
    file.body.unpipe(body)
    discardFile(file)
    if (error instanceof TooLargeError) throw rejected(file.sizeMessage, { file: file.sizeMessage })
    if (error instanceof StorageUnavailableError) {
      throw new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE, { cause: error })
    }
    throw error
  }
}

/**
 * The text fields sent before the file, checked by `schema`; refused (400, on the first
 * field at fault) with the file's bytes drained, so its client hears the answer.
 */
export function fieldsBeforeFile<Schema extends z.ZodType>(file: ReceivedFile, schema: Schema): z.output<Schema> {
  const fields = schema.safeParse(file.fields)
  if (fields.success) return fields.data
  discardFile(file)
  const issue = fields.error.issues[0]
  const message = issue?.message ?? DEFAULT_ERROR_MESSAGE.VALIDATION_FAILED
  throw rejected(message, { [String(issue?.path[0] ?? 'file')]: message })
}

/** A small file's bytes in memory (a spreadsheet to read), refused when over the size limit. */
export async function receivedBytes(file: ReceivedFile): Promise<Buffer> {
  const chunks: Buffer[] = []
  try {
    for await (const chunk of limited(file)) chunks.push(chunk as Buffer)
  } catch (error) {
    discardFile(file)
    if (error instanceof TooLargeError) throw rejected(file.sizeMessage, { file: file.sizeMessage })
    throw error
  }
  return Buffer.concat(chunks)
}
