// Accepted uploads (spec §5 'Cell order form': png, jpg, jpeg, pdf, doc, docx; the
// console's content images: jpg, png, webp, gif), checked by extension and by the file's
// first bytes, so a renamed executable is refused. The browser checks name and size with
// the same rules before it sends a file.

export const UPLOAD_TYPE_MESSAGE = '只能上传图片、PDF 或 Word 文件'
export const UPLOAD_SIZE_MESSAGE = '文件不能超过 10 MB'
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

interface UploadType {
  mime: string
  /** Leading bytes every file of the type starts with; null where any byte may stand. */
  magic: (number | null)[]
  /**
   * Shown in the browser, or downloaded. Only images: a PDF can carry scripts that a
   * browser's viewer runs in our origin's name, so it is downloaded like a Word file.
   */
  inline: boolean
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const JPEG = [0xff, 0xd8, 0xff]

export const UPLOAD_TYPES: Record<string, UploadType> = {
  png: { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], inline: true },
  jpg: { mime: 'image/jpeg', magic: JPEG, inline: true },
  jpeg: { mime: 'image/jpeg', magic: JPEG, inline: true },
  pdf: { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d], inline: false },
  doc: { mime: 'application/msword', magic: OLE, inline: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: ZIP, inline: false },
}

/** The rules of the customers' files and the files staff attach to a message. */
export const UPLOAD_RULES = { types: UPLOAD_TYPES, typeMessage: UPLOAD_TYPE_MESSAGE, sizeMessage: UPLOAD_SIZE_MESSAGE }

/** Spreadsheets a customer fills in (the sample import): an .xlsx is a zip; CSV has no signature. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const SPREADSHEET_TYPES: Record<string, UploadType> = {
  xlsx: { mime: XLSX_TYPE, magic: ZIP, inline: false },
  csv: { mime: 'text/csv', magic: [], inline: false },
}

export const IMAGE_TYPE_MESSAGE = '只能上传 JPG、PNG、WebP 或 GIF 图片'
export const IMAGE_SIZE_MESSAGE = '图片不能超过 5 MB'
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** Images of the site's content (never SVG: it can carry scripts). */
export const IMAGE_TYPES: Record<string, UploadType> = {
  jpg: UPLOAD_TYPES.jpg!,
  jpeg: UPLOAD_TYPES.jpeg!,
  png: UPLOAD_TYPES.png!,
  webp: { mime: 'image/webp', magic: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')], inline: true },
  gif: { mime: 'image/gif', magic: ascii('GIF8'), inline: true },
}

const acceptOf = (types: Record<string, UploadType>) =>
  Object.keys(types)
    .map((extension) => `.${extension}`)
    .join(',')

/** The accepted extensions, as a file input's `accept` lists them. */
export const UPLOAD_ACCEPT = acceptOf(UPLOAD_TYPES)
export const IMAGE_ACCEPT = acceptOf(IMAGE_TYPES)
export const SPREADSHEET_ACCEPT = acceptOf(SPREADSHEET_TYPES)

/** Own keys only: `constructor` or `__proto__` is a file name's ending, not a type. */
export const isUploadExtension = (extension: string, types = UPLOAD_TYPES) => Object.hasOwn(types, extension)

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/** The type of an upload when both its name and its content agree, else undefined. */
export function detectUploadType(
  fileName: string,
  head: Uint8Array,
  types = UPLOAD_TYPES,
): (UploadType & { ext: string }) | undefined {
  const ext = extensionOf(fileName)
  const type = isUploadExtension(ext, types) ? types[ext] : undefined
  if (!type) return undefined
  const matches = type.magic.every((byte, index) => byte === null || head[index] === byte)
  return matches ? { ...type, ext } : undefined
}
