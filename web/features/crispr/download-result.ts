// The result CSV (POST /crisprNet/download) is a file, so it cannot go through the JSON
// client (spec §9: dated name, UTF-8 with a byte-order mark).
import { downloadPosted } from '#web/lib/download-file.ts'

/** Downloads job `id`'s result CSV; `fallbackName` is used if the server names none. */
export const downloadResult = (id: number, fallbackName: string): Promise<void> =>
  downloadPosted('/crisprNet/download', { id }, 'text/csv', fallbackName)
