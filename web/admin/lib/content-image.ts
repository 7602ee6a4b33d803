// The browser's check of a content picture before it is sent, with the server's rules.
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPES,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  extensionOf,
  isUploadExtension,
} from '#common/schemas/uploads.ts'

export { IMAGE_ACCEPT } from '#common/schemas/uploads.ts'

/** Why the file cannot be uploaded, or undefined when it may be. */
export function imageFileProblem(file: { name: string; size: number }): string | undefined {
  if (!isUploadExtension(extensionOf(file.name), IMAGE_TYPES)) return IMAGE_TYPE_MESSAGE
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE
  return undefined
}
