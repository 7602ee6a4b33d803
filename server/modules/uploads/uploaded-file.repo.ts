// uploaded_file rows: who uploaded which stored file.
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import { cleanUploadName } from './received-file.ts'

export interface NewUploadedFile {
  memberId: number
  storedName: string
  originalName: string
  mimeType: string
  size: number
  checksum: string
  createTime: string
}

export function createUploadedFileRepo(db: Kysely<DB>) {
  const repo = {
    async insert(row: NewUploadedFile): Promise<number> {
      const inserted = await db.insertInto('uploadedFile').values(row).returning('id').executeTakeFirstOrThrow()
      return inserted.id
    },

    /**
     * The records of the files among `storedNames` that `memberId` uploaded. Names recorded
     * before uploads were cleaned are cleaned here, so none reaches staff unclean.
     */
    async describeOwned(memberId: number, storedNames: string[]) {
      if (storedNames.length === 0) return []
      const rows = await db
        .selectFrom('uploadedFile')
        .select(['storedName', 'originalName', 'mimeType', 'size'])
        .where('memberId', '=', memberId)
        .where('storedName', 'in', storedNames)
        .execute()
      return rows.map((row) => ({ ...row, originalName: cleanUploadName(row.originalName) }))
    },

    /** The stored names among `storedNames` that `memberId` uploaded. */
    async ownedOf(memberId: number, storedNames: string[]): Promise<Set<string>> {
      return new Set((await repo.describeOwned(memberId, storedNames)).map((row) => row.storedName))
    },

    async findOwned(memberId: number, storedName: string) {
      const row = await db
        .selectFrom('uploadedFile')
        .select(['id', 'storedName', 'mimeType', 'size'])
        .where('memberId', '=', memberId)
        .where('storedName', '=', storedName)
        .executeTakeFirst()
      return row
    },
  }
  return repo
}
