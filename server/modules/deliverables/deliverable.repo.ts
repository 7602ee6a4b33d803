// order_deliverable rows with their downloads, and the resumable uploads they come through.
import type { Insertable, Kysely } from 'kysely'
import type { AdminDeliverable, Deliverable } from '#common/schemas/deliverables.ts'
import type { DB, DeliverableUploadTable } from '#server/db/schema.ts'

export interface NewDeliverable {
  orderId: number
  sampleId: number | null
  name: string
  note: string
  storageKey: string
  mimeType: string
  size: number
  checksum: string
  staffId: number | null
  createTime: string
  expiresAt: string
}

/** The customer's download call of a deliverable: the `url` of the list. */
export const downloadUrl = (id: number) => `/api/v1/order/deliverables/${id}/download`

const DELIVERABLE_COLUMNS = [
  'orderDeliverable.id',
  'orderDeliverable.orderId',
  'orderDeliverable.sampleId',
  'orderDeliverable.name',
  'orderDeliverable.note',
  'orderDeliverable.storageKey',
  'orderDeliverable.mimeType',
  'orderDeliverable.size',
  'orderDeliverable.checksum',
  'orderDeliverable.createTime',
  'orderDeliverable.expiresAt',
  'orderDeliverable.expiredTime',
] as const

/**
 * Past its expiry, or its file already deleted: the retention job runs hourly, and a
 * deliverable is not downloadable a moment beyond the time the customer was told.
 */
const isExpired = (row: { expiredTime: string | null; expiresAt: string }) =>
  row.expiredTime !== null || Date.parse(row.expiresAt) <= Date.now()

export function createDeliverableRepo(db: Kysely<DB>) {
  const rows = () =>
    db
      .selectFrom('orderDeliverable')
      .leftJoin('orderSample', 'orderSample.id', 'orderDeliverable.sampleId')
      .select(DELIVERABLE_COLUMNS)
      .select('orderSample.name as sampleName')

  type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>

  const shown = (row: Row): Deliverable => {
    const expired = isExpired(row)
    return {
      id: row.id,
      name: row.name,
      size: row.size,
      note: row.note,
      sampleId: row.sampleId,
      sampleName: row.sampleName,
      createTime: row.createTime,
      expiresAt: row.expiresAt,
      expired,
      url: expired ? null : downloadUrl(row.id),
    }
  }

  return {
    async insert(row: NewDeliverable): Promise<number> {
      const inserted = await db.insertInto('orderDeliverable').values(row).returning('id').executeTakeFirstOrThrow()
      return inserted.id
    },

    /** One deliverable of the order, with what locates its file. */
    async find(orderId: number, id: number) {
      const row = await rows()
        .where('orderDeliverable.orderId', '=', orderId)
        .where('orderDeliverable.id', '=', id)
        .executeTakeFirst()
      return row && { ...shown(row), storageKey: row.storageKey, mimeType: row.mimeType, checksum: row.checksum }
    },

    /** A deliverable of an order of `memberId`, or undefined (anyone else's is not found). */
    async findOwned(memberId: number, id: number) {
      const row = await rows()
        .innerJoin('serviceOrder', 'serviceOrder.id', 'orderDeliverable.orderId')
        .where('serviceOrder.memberId', '=', memberId)
        .where('orderDeliverable.id', '=', id)
        .executeTakeFirst()
      return row && { ...shown(row), storageKey: row.storageKey, mimeType: row.mimeType }
    },

    /** The order's deliverables, newest first, as the customer sees them. */
    async listOf(orderId: number): Promise<Deliverable[]> {
      const found = await rows()
        .where('orderDeliverable.orderId', '=', orderId)
        .orderBy('orderDeliverable.createTime', 'desc')
        .orderBy('orderDeliverable.id', 'desc')
        .execute()
      return found.map(shown)
    },

    /** The order's deliverables as staff see them: with their checksum and downloads. */
    async adminListOf(orderId: number): Promise<AdminDeliverable[]> {
      const found = await rows()
        .leftJoin('deliverableDownload', 'deliverableDownload.deliverableId', 'orderDeliverable.id')
        .select((eb) => [
          eb.fn.count<number | string>('deliverableDownload.id').as('downloads'),
          eb.fn.max('deliverableDownload.createTime').as('lastDownloadTime'),
        ])
        .groupBy([...DELIVERABLE_COLUMNS, 'orderSample.name'])
        .where('orderDeliverable.orderId', '=', orderId)
        .orderBy('orderDeliverable.createTime', 'desc')
        .orderBy('orderDeliverable.id', 'desc')
        .execute()
      return found.map((row) => ({
        ...shown(row),
        checksum: row.checksum,
        downloads: Number(row.downloads),
        lastDownloadTime: row.lastDownloadTime ?? null,
      }))
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('orderDeliverable').where('id', '=', id).execute()
    },

    /** Deliverables past their expiry whose file is still stored. */
    dueToExpire(now: string, limit: number) {
      return db
        .selectFrom('orderDeliverable')
        .select(['id', 'storageKey'])
        .where('expiredTime', 'is', null)
        .where('expiresAt', '<=', now)
        .orderBy('expiresAt')
        .limit(limit)
        .execute()
    },

    async markExpired(id: number, now: string): Promise<void> {
      await db.updateTable('orderDeliverable').set({ expiredTime: now }).where('id', '=', id).execute()
    },

    async recordDownload(row: {
      deliverableId: number
      memberId: number
      tokenHash: string | null
      linkExpiresAt: string | null
      createTime: string
    }): Promise<void> {
      await db.insertInto('deliverableDownload').values(row).execute()
    },

    /** The deliverable a browser's download link names, while the link is valid and the file kept. */
    findByToken(tokenHash: string, now: string) {
      return db
        .selectFrom('deliverableDownload')
        .innerJoin('orderDeliverable', 'orderDeliverable.id', 'deliverableDownload.deliverableId')
        .select([
          'orderDeliverable.name',
          'orderDeliverable.storageKey',
          'orderDeliverable.mimeType',
          'orderDeliverable.size',
        ])
        .where('deliverableDownload.tokenHash', '=', tokenHash)
        .where('deliverableDownload.linkExpiresAt', '>', now)
        .where('orderDeliverable.expiredTime', 'is', null)
        .where('orderDeliverable.expiresAt', '>', now)
        .executeTakeFirst()
    },
  }
}

export function createDeliverableUploadRepo(db: Kysely<DB>) {
  return {
    async insert(row: Insertable<DeliverableUploadTable>) {
      await db.insertInto('deliverableUpload').values(row).execute()
    },

    async find(orderId: number, id: string) {
      const row = await db
        .selectFrom('deliverableUpload')
        .selectAll()
        .where('orderId', '=', orderId)
        .where('id', '=', id)
        .executeTakeFirst()
      return row
    },

    /** The order's unfinished uploads, so a page opened again resumes them. */
    async listOf(orderId: number) {
      const found = await db
        .selectFrom('deliverableUpload')
        .selectAll()
        .where('orderId', '=', orderId)
        .orderBy('createTime')
        .execute()
      return found
    },

    parts(uploadId: string) {
      return db
        .selectFrom('deliverableUploadPart')
        .select(['partNumber', 'size', 'etag'])
        .where('uploadId', '=', uploadId)
        .orderBy('partNumber')
        .execute()
    },

    /** Records a stored part; a part sent again replaces its record. */
    async savePart(row: { uploadId: string; partNumber: number; size: number; etag: string; createTime: string }) {
      await db
        .insertInto('deliverableUploadPart')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['uploadId', 'partNumber']).doUpdateSet({
            size: row.size,
            etag: row.etag,
            createTime: row.createTime,
          }),
        )
        .execute()
    },

    /**
     * Claims the upload for the request joining its parts: true for the one request that
     * does, false while another is at it (a claim older than `staleBefore` was left by a
     * request that died and is taken over).
     */
    async claim(id: string, now: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable('deliverableUpload')
        .set({ completingSince: now })
        .where('id', '=', id)
        .where((where) => where.or([where('completingSince', 'is', null), where('completingSince', '<', staleBefore)]))
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    /** Lets the upload be completed again (its parts could not be joined, and are still there). */
    async release(id: string): Promise<void> {
      await db.updateTable('deliverableUpload').set({ completingSince: null }).where('id', '=', id).execute()
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('deliverableUploadPart').where('uploadId', '=', id).execute()
      await db.deleteFrom('deliverableUpload').where('id', '=', id).execute()
    },

    startedBefore(time: string) {
      return db
        .selectFrom('deliverableUpload')
        .select(['id', 'storageKey', 'storageUploadId'])
        .where('createTime', '<', time)
        .execute()
    },
  }
}
