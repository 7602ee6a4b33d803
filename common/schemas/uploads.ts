// Accepted uploads (spec §5 'Cell order form': png, jpg, jpeg, pdf, doc, docx), checked
// by extension and by the file's first bytes, so a renamed executable is refused. The
// browser checks name and size with the same rules before it sends a file.

export const UPLOAD_TYPE_MESSAGE = '只能上传图片、PDF 或 Word 文件'
export const UPLOAD_SIZE_MESSAGE = '文件不能超过 10 MB'
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

interface UploadType {
  mime: string
  /** Leading bytes every file of the type starts with. */
  magic: number[]
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

/** The accepted extensions, as a file input's `accept` lists them. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((extension) => `.${extension}`)
  .join(',')

/** Own keys only: `constructor` or `__proto__` is a file name's ending, not a type. */
export const isUploadExtension = (extension: string) => Object.hasOwn(UPLOAD_TYPES, extension)

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/** The type of an upload when both its name and its content agree, else undefined. */
export function detectUploadType(fileName: string, head: Uint8Array): (UploadType & { ext: string }) | undefined {
  const ext = extensionOf(fileName)
  const type = isUploadExtension(ext) ? UPLOAD_TYPES[ext] : undefined
  if (!type) return undefined
  const matches = type.magic.every((byte, index) => head[index] === byte)
  return matches ? { ...type, ext } : undefined
}
