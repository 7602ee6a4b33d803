// Deliverables of orders: staff store a file (in one request, or resumable in parts), the
// row and its audit entry are saved together, then the customer is mailed; the customer
// lists and downloads them (each download recorded) until the retention job deletes them.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type Readable, Transform } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import {
  DEFAULT_RETENTION_DAYS,
  DELIVERABLE_MESSAGES,
  DELIVERABLE_TYPES,
  type DeliverableUpload,
  type DeliverableUploadStart,
  RETENTION_SETTING,
  partCountOf,
  partSizeFor,
} from '#common/schemas/deliverables.ts'
import { detectUploadType, extensionOf, isUploadExtension } from '#common/schemas/uploads.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { AppError, conflict, notFound, rejected } from '#server/errors.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import { type FileStorage, StorageUnavailableError } from '#server/lib/storage/storage.ts'
import { audited } from '#server/modules/audit/audit.ts'
import { orderPageUrl } from '#server/modules/orders/order-links.ts'
import { createOrderRepo } from '#server/modules/orders/order.repo.ts'
import { STORAGE_UNAVAILABLE_MESSAGE, cleanUploadName, discard, peek } from '#server/modules/uploads/received-file.ts'
import { currentStaff } from '#server/plugins/staff-auth.ts'
import { deliverableMail } from './deliverable-mail.ts'
import { type NewDeliverable, createDeliverableRepo, createDeliverableUploadRepo } from './deliverable.repo.ts'

export const DELIVERABLES_FOLDER = 'deliverables'
const DAY_MS = 24 * 60 * 60_000
/** Bytes a file type is recognised by (the longest signature is 8); fewer of a smaller file, whose end must not be read. */
const HEAD_BYTES = 16
/**
 * How long a request may be joining an upload's parts before another may take it over (the
 * first died): joining tens of GB takes minutes on a disk, less in a bucket.
 */
const COMPLETING_STALE_MS = 30 * 60_000
const completingStaleBefore = () => new Date(Date.now() - COMPLETING_STALE_MS).toISOString()
/** Whether a request is joining the upload's parts now (its claim not yet stale). */
const isCompleting = (upload: { completingSince: string | null }) =>
  upload.completingSince !== null && upload.completingSince >= completingStaleBefore()

/** A file in the storage, about to become a deliverable. */
export type StoredDeliverable = Omit<NewDeliverable, 'orderId' | 'staffId' | 'createTime' | 'expiresAt'>

/** The storage out of reach is a 503 with a message the uploader understands. */
function storing<T>(call: () => Promise<T>): Promise<T> {
  return call().catch((error: unknown) => {
    if (error instanceof StorageUnavailableError) {
      throw new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE, { cause: error })
    }
    throw error
  })
}

class PartSizeError extends Error {}

/**
 * The body, failing unless it is exactly `size` bytes: a part cut off or too long is never
 * kept. `request` is the request the body comes from, whose client may abort it.
 */
function exactly(body: Readable, size: number, request: Readable): Transform {
  let seen = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      done(seen > size ? new PartSizeError() : null, chunk)
    },
    flush: (done) => done(seen === size ? null : new PartSizeError()),
  })
  body.once('error', (error) => counted.destroy(error))
  request.once('aborted', () => counted.destroy(new PartSizeError()))
  return body.pipe(counted)
}

export const storageKeyFor = (ext: string) =>
  `${DELIVERABLES_FOLDER}/${new Date().toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}.${ext}`

export function createDeliverablesService({
  db,
  storage,
  mailer,
  publicUrl,
  linkSeconds,
}: {
  db: Kysely<DB>
  storage: FileStorage
  mailer: Mailer
  publicUrl: string
  /** How long a browser's download link works (STORAGE_SIGNED_URL_SECONDS). */
  linkSeconds: number
}) {
  const deliverables = createDeliverableRepo(db)
  const uploads = createDeliverableUploadRepo(db)

  async function orderOf(id: number) {
    const order = await createOrderRepo(db).findAny(id)
    if (!order) throw notFound(DELIVERABLE_MESSAGES.orderNotFound)
    return order
  }
  type Order = Awaited<ReturnType<typeof orderOf>>

  /** The sample's name when `sampleId` is one of the order's samples; refused otherwise. */
  async function sampleNameOf(orderId: number, sampleId: number | null | undefined): Promise<string | null> {
    if (sampleId == null) return null
    const sample = await db
      .selectFrom('orderSample')
      .select('name')
      .where('id', '=', sampleId)
      .where('orderId', '=', orderId)
      .executeTakeFirst()
    if (!sample) throw rejected(DELIVERABLE_MESSAGES.sampleNotFound, { sampleId: DELIVERABLE_MESSAGES.sampleNotFound })
    return sample.name
  }

  async function retentionDays(trx: Kysely<DB>): Promise<number> {
    const row = await trx
      .selectFrom('siteSetting')
      .select('value')
      .where('name', '=', RETENTION_SETTING)
      .executeTakeFirst()
    const days = Number(row?.value)
    return Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS
  }

  /**
   * Saves the deliverable with its audit entry in one transaction (with `alongside`, the
   * caller's own cleanup), then mails the customer. A file whose row is not saved is deleted.
   */
  async function record(
    request: FastifyRequest,
    order: Order,
    file: StoredDeliverable,
    alongside?: (trx: Kysely<DB>) => Promise<void>,
  ) {
    const sampleName = await sampleNameOf(order.id, file.sampleId)
    const id = await audited(
      request,
      async (trx) => {
        const now = nowIso()
        const expiresAt = new Date(Date.parse(now) + (await retentionDays(trx)) * DAY_MS).toISOString()
        const inserted = await createDeliverableRepo(trx).insert({
          ...file,
          orderId: order.id,
          staffId: currentStaff(request).id,
          createTime: now,
          expiresAt,
        })
        await alongside?.(trx)
        return { id: inserted, expiresAt }
      },
      ({ id: inserted, expiresAt }) => ({
        action: 'create',
        targetType: 'deliverables',
        targetId: inserted,
        summary: `订单 ${order.orderno}${sampleName ? ` 样本 ${sampleName}` : ''} 交付文件「${file.name}」`,
        after: { orderno: order.orderno, name: file.name, size: file.size, note: file.note, sampleName, expiresAt },
      }),
    ).catch(async (error: unknown) => {
      await storage.delete(file.storageKey).catch(() => undefined)
      throw error
    })
    const saved = await deliverables.find(order.id, id.id)
    if (!saved) throw notFound(DELIVERABLE_MESSAGES.notFound)
    const member = await db
      .selectFrom('member')
      .select('email')
      .where('id', '=', order.memberId)
      .executeTakeFirstOrThrow()
    const mail = await mailer.send(
      deliverableMail(member.email, {
        orderno: order.orderno,
        sampleName,
        name: saved.name,
        size: saved.size,
        note: saved.note,
        expiresAt: saved.expiresAt,
        link: orderPageUrl(publicUrl, order),
      }),
    )
    return { deliverable: saved, mail: mail.status }
  }

  async function uploadOf(orderId: number, uploadId: string) {
    const upload = await uploads.find(orderId, uploadId)
    if (!upload) throw notFound(DELIVERABLE_MESSAGES.uploadNotFound)
    return upload
  }
  type Upload = Awaited<ReturnType<typeof uploadOf>>

  async function viewOf(upload: Upload): Promise<DeliverableUpload> {
    const parts = await uploads.parts(upload.id)
    return {
      uploadId: upload.id,
      name: upload.name,
      size: upload.size,
      partSize: upload.partSize,
      partCount: partCountOf(upload.size, upload.partSize),
      parts: parts.map((part) => ({ part: part.partNumber, size: part.size })),
    }
  }

  return {
    orderOf,
    record,
    list: async (orderId: number) => {
      await orderOf(orderId)
      return {
        deliverables: await deliverables.adminListOf(orderId),
        uploads: await Promise.all((await uploads.listOf(orderId)).map(viewOf)),
      }
    },

    /** Starts a resumable upload: the name's type is checked now, its first bytes with part 1. */
    async startUpload(request: FastifyRequest, orderId: number, input: DeliverableUploadStart) {
      await orderOf(orderId)
      await sampleNameOf(orderId, input.sampleId)
      const name = cleanUploadName(input.name)
      const ext = extensionOf(name)
      const type = isUploadExtension(ext, DELIVERABLE_TYPES) ? DELIVERABLE_TYPES[ext] : undefined
      if (!type) throw rejected(DELIVERABLE_MESSAGES.type, { name: DELIVERABLE_MESSAGES.type })
      const storageKey = storageKeyFor(ext)
      const storageUploadId = await storing(() => storage.startParts(storageKey, type.mime))
      const id = randomUUID()
      await uploads.insert({
        id,
        orderId,
        sampleId: input.sampleId ?? null,
        name,
        note: input.note,
        mimeType: type.mime,
        size: input.size,
        partSize: partSizeFor(input.size),
        storageKey,
        storageUploadId,
        staffId: currentStaff(request).id,
        createTime: nowIso(),
      })
      return viewOf(await uploadOf(orderId, id))
    },

    uploadStatus: async (orderId: number, uploadId: string) => viewOf(await uploadOf(orderId, uploadId)),

    /**
     * Stores part `part` from `body`, which must be exactly the part's agreed size; a part
     * sent again replaces the one held. Part 1's first bytes must be those of the file's type.
     */
    async putPart(orderId: number, uploadId: string, part: number, body: Readable, contentLength: number | undefined) {
      const upload = await uploadOf(orderId, uploadId).catch((error: unknown) => {
        discard(body)
        throw error
      })
      const count = partCountOf(upload.size, upload.partSize)
      const expected = part < count ? upload.partSize : upload.size - (count - 1) * upload.partSize
      const refuse = (message: string, field = 'part') => {
        discard(body)
        return rejected(message, { [field]: message })
      }
      if (isCompleting(upload)) {
        discard(body)
        throw conflict(DELIVERABLE_MESSAGES.completing)
      }
      if (part > count) throw refuse(DELIVERABLE_MESSAGES.partNumber)
      if (contentLength !== expected) throw refuse(DELIVERABLE_MESSAGES.partSize)
      let data: Readable = body
      if (part === 1) {
        const { head, whole } = peek(body, Math.min(HEAD_BYTES, expected))
        data = whole
        if (!detectUploadType(upload.name, await head, DELIVERABLE_TYPES)) {
          discard(whole)
          throw refuse(DELIVERABLE_MESSAGES.type, 'file')
        }
      }
      const counted = exactly(data, expected, body)
      const { etag } = await storing(() =>
        storage.putPart(upload.storageKey, upload.storageUploadId, part, counted, expected),
      ).catch((error: unknown) => {
        data.unpipe(counted)
        discard(data)
        discard(body)
        if (error instanceof PartSizeError)
          throw rejected(DELIVERABLE_MESSAGES.partSize, { part: DELIVERABLE_MESSAGES.partSize })
        throw error
      })
      await uploads.savePart({ uploadId, partNumber: part, size: expected, etag, createTime: nowIso() })
      return viewOf(upload)
    },

    /**
     * Joins the parts into the file and delivers it; refused while a part is missing, and
     * while another request is completing it.
     */
    async completeUpload(request: FastifyRequest, orderId: number, uploadId: string) {
      const order = await orderOf(orderId)
      const upload = await uploadOf(orderId, uploadId)
      const parts = await uploads.parts(uploadId)
      const count = partCountOf(upload.size, upload.partSize)
      if (parts.length !== count || parts.some((part, index) => part.partNumber !== index + 1)) {
        throw rejected(DELIVERABLE_MESSAGES.partsMissing)
      }
      if (!(await uploads.claim(uploadId, nowIso(), completingStaleBefore()))) {
        throw conflict(DELIVERABLE_MESSAGES.completing)
      }
      const stored = await storing(() =>
        storage.completeParts(
          upload.storageKey,
          upload.storageUploadId,
          parts.map((part) => ({ partNumber: part.partNumber, etag: part.etag })),
        ),
      ).catch(async (error: unknown) => {
        // Not joined: the parts are still there, and the upload can be completed again.
        await uploads.release(uploadId).catch(() => undefined)
        throw error
      })
      return record(
        request,
        order,
        {
          sampleId: upload.sampleId,
          name: upload.name,
          note: upload.note,
          storageKey: upload.storageKey,
          mimeType: upload.mimeType,
          size: stored.size,
          checksum: stored.checksum,
        },
        (trx) => createDeliverableUploadRepo(trx).delete(uploadId),
      ).catch(async (error: unknown) => {
        // Its parts are joined (and the file deleted): the upload cannot be completed again.
        await uploads.delete(uploadId).catch(() => undefined)
        throw error
      })
    },

    async abortUpload(orderId: number, uploadId: string) {
      const upload = await uploadOf(orderId, uploadId)
      if (isCompleting(upload)) throw conflict(DELIVERABLE_MESSAGES.completing)
      await storing(() => storage.abortParts(upload.storageKey, upload.storageUploadId))
      await uploads.delete(uploadId)
    },

    /** A deliverable's file for staff to check what the customer gets; not counted as the customer's download. */
    async staffFile(orderId: number, id: number) {
      const found = await deliverables.find(orderId, id)
      if (!found) throw notFound(DELIVERABLE_MESSAGES.notFound)
      if (found.expired) throw conflict(DELIVERABLE_MESSAGES.expired)
      return found
    },

    /** Deletes the deliverable with its audit entry, then its stored file. */
    async remove(request: FastifyRequest, orderId: number, id: number) {
      const order = await orderOf(orderId)
      const found = await deliverables.find(orderId, id)
      if (!found) throw notFound(DELIVERABLE_MESSAGES.notFound)
      await audited(
        request,
        (trx) => createDeliverableRepo(trx).delete(id),
        () => ({
          action: 'delete',
          targetType: 'deliverables',
          targetId: id,
          summary: `删除订单 ${order.orderno} 的交付文件「${found.name}」`,
          before: { orderno: order.orderno, name: found.name, size: found.size, note: found.note },
        }),
      )
      await storage.delete(found.storageKey).catch(() => undefined)
    },

    /** The deliverables of the customer's order `orderno`; anyone else's order is not found. */
    async listOwned(memberId: number, orderno: string) {
      const order = await db
        .selectFrom('serviceOrder')
        .select('id')
        .where('orderno', '=', orderno.toUpperCase())
        .where('memberId', '=', memberId)
        .executeTakeFirst()
      if (!order) throw notFound(DELIVERABLE_MESSAGES.orderNotFound)
      return deliverables.listOf(order.id)
    },

    /** The customer's deliverable `id` to download now, the download recorded; a link's token when asked. */
    async download(memberId: number, id: number, withLink: boolean) {
      const found = await deliverables.findOwned(memberId, id)
      if (!found) throw notFound(DELIVERABLE_MESSAGES.notFound)
      if (found.expired) throw conflict(DELIVERABLE_MESSAGES.expired)
      const now = nowIso()
      const token = withLink ? randomBytes(32).toString('base64url') : undefined
      const linkExpiresAt = token ? new Date(Date.parse(now) + linkSeconds * 1000).toISOString() : null
      await deliverables.recordDownload({
        deliverableId: id,
        memberId,
        tokenHash: token ? hashToken(token) : null,
        linkExpiresAt,
        createTime: now,
      })
      return { ...found, token, linkExpiresAt }
    },

    /** The file a browser's download link names, while the link works. */
    async byToken(token: string) {
      const found = await deliverables.findByToken(hashToken(token), nowIso())
      if (!found) throw notFound(DELIVERABLE_MESSAGES.notFound)
      return found
    },
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type DeliverablesService = ReturnType<typeof createDeliverablesService>
