// The copy of a local install's files into a bucket (npm run storage:migrate): every file
// below the stored folders, each checked against its SHA-256 after the copy by reading it
// back from the bucket. A file already in the bucket with the same checksum is passed over,
// so a run that stopped half-way is simply run again.
import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import { IMAGE_TYPES, UPLOAD_TYPES, extensionOf } from '#common/schemas/uploads.ts'
import type { DB } from '#server/db/schema.ts'
import type { FileStorage } from './storage.ts'

/** The folders whose files go through the storage (customers' uploads, content images, CRISPR-Net results). */
export const STORED_FOLDERS = ['uploads', 'images', 'crispr-results'] as const
const UPLOADS_PREFIX = 'uploads/'

export interface CopyReport {
  copied: string[]
  /** Already in the bucket with the same checksum. */
  skipped: string[]
  /** Key → why it was not copied (a checksum that did not match, an error). */
  failed: Map<string, string>
}

async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of body) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

function contentTypeOf(key: string): string {
  const ext = extensionOf(key)
  const type = Object.hasOwn(UPLOAD_TYPES, ext)
    ? UPLOAD_TYPES[ext]
    : Object.hasOwn(IMAGE_TYPES, ext)
      ? IMAGE_TYPES[ext]
      : undefined
  if (type) return type.mime
  return ext === 'csv' ? 'text/csv' : 'application/octet-stream'
}

export async function copyFiles({
  from,
  to,
  db,
  onFile = () => {},
}: {
  from: FileStorage
  to: FileStorage
  /** Uploads' rows get the checksum of their file where they have none, and are checked against it where they do. */
  db: Kysely<DB>
  onFile?: (key: string, outcome: 'copied' | 'skipped' | 'failed', detail?: string) => void
}): Promise<CopyReport> {
  const report: CopyReport = { copied: [], skipped: [], failed: new Map() }
  const fail = (key: string, reason: string) => {
    report.failed.set(key, reason)
    onFile(key, 'failed', reason)
  }

  async function copyOne(key: string) {
    const local = await from.get(key)
    if (!local) return fail(key, 'disappeared while copying')
    const checksum = await sha256Of(local.body)
    const storedName = key.startsWith(UPLOADS_PREFIX) ? key.slice(UPLOADS_PREFIX.length) : undefined
    const row = storedName
      ? await db.selectFrom('uploadedFile').select('checksum').where('storedName', '=', storedName).executeTakeFirst()
      : undefined
    if (row?.checksum && row.checksum !== checksum) {
      return fail(key, `the local file's SHA-256 ${checksum} is not the recorded ${row.checksum}`)
    }
    if ((await to.head(key))?.checksum === checksum) {
      report.skipped.push(key)
      onFile(key, 'skipped')
    } else {
      const again = await from.get(key)
      if (!again) return fail(key, 'disappeared while copying')
      await to.put(key, again.body, { contentType: contentTypeOf(key), expectedChecksum: checksum })
      const copy = await to.get(key)
      const copied = copy ? await sha256Of(copy.body) : 'nothing'
      if (copied !== checksum) {
        await to.delete(key)
        return fail(key, `the bucket's copy hashes to ${copied}, expected ${checksum}`)
      }
      report.copied.push(key)
      onFile(key, 'copied')
    }
    if (storedName && row && !row.checksum) {
      await db.updateTable('uploadedFile').set({ checksum }).where('storedName', '=', storedName).execute()
    }
  }

  for (const folder of STORED_FOLDERS) {
    for await (const { key } of from.list(`${folder}/`)) {
      await copyOne(key).catch((error: unknown) => fail(key, error instanceof Error ? error.message : String(error)))
    }
  }
  return report
}
