// The rules of fapiao requests: the account's details, a request only for the customer's own
// order at 已完成 and only one open (待开票) per order, staff issuing a pending request (the
// customer is e-mailed once it is saved) and the issued invoice's PDF in the storage.
import type { Kysely } from 'kysely'
import {
  type AdminFapiao,
  AdminFapiaoSchema,
  type AdminFapiaoQuery,
  type ApplyFapiao,
  FAPIAO_MESSAGES,
  FAPIAO_STATUS,
  type FapiaoDetails,
  type FapiaoRequest,
  FapiaoRequestSchema,
} from '#common/schemas/fapiao.ts'
import { ORDER_STATUS } from '#common/schemas/orders/status.ts'
import { isUniqueViolation } from '#server/db/constraint-errors.ts'
import { nowIso } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/errors.ts'
import type { Mailer } from '#server/lib/mail/mailer.ts'
import type { FileStorage } from '#server/lib/storage/storage.ts'
import { type ReceivedFile, storeFile } from '#server/modules/uploads/received-file.ts'
import { UPLOADS_FOLDER, uploadKey } from '#server/modules/uploads/send-upload.ts'
import { fapiaoIssuedMail } from './fapiao-mail.ts'
import { type FapiaoRow, createFapiaoRepo } from './fapiao.repo.ts'

/** The customer's page of their requests, linked from the e-mail. */
const FAPIAO_PAGE = '/invoices'

/** A request as its customer sees it (the schema keeps only its own fields). */
const toFapiaoRequest = (row: FapiaoRow): FapiaoRequest =>
  FapiaoRequestSchema.parse({ ...row, hasPdf: row.pdfStoredName !== '' })

const toAdminFapiao = (row: FapiaoRow): AdminFapiao =>
  AdminFapiaoSchema.parse({ ...row, hasPdf: row.pdfStoredName !== '' })

/** Saved in the change's transaction (the staff member's audit entry): both are kept or neither. */
export type Alongside = (trx: Kysely<DB>, before: AdminFapiao, after: AdminFapiao) => Promise<void>

export function createFapiaoService({
  db,
  mailer,
  storage,
  publicUrl,
}: {
  db: Kysely<DB>
  mailer: Mailer
  storage: FileStorage
  publicUrl: string
}) {
  const repo = createFapiaoRepo(db)

  async function requestOf(id: number, trx: Kysely<DB> = db): Promise<FapiaoRow> {
    const row = await createFapiaoRepo(trx).byId(id)
    if (!row) throw notFound(FAPIAO_MESSAGES.notFound)
    return row
  }

  /** Changes a request and records the staff member's entry in one transaction. */
  async function changed(id: number, change: (trx: Kysely<DB>) => Promise<void>, alongside: Alongside) {
    return db.transaction().execute(async (trx) => {
      const before = await requestOf(id, trx)
      await change(trx)
      const after = await requestOf(id, trx)
      await alongside(trx, toAdminFapiao(before), toAdminFapiao(after))
      return { before, after }
    })
  }

  return {
    details: (memberId: number) => repo.details(memberId),

    async saveDetails(memberId: number, details: FapiaoDetails) {
      await repo.saveDetails(memberId, details, nowIso())
      return repo.details(memberId)
    },

    async apply(memberId: number, { orderno, amount, remark, ...details }: ApplyFapiao): Promise<FapiaoRequest> {
      const order = await repo.ownOrder(memberId, orderno)
      if (!order) throw notFound(FAPIAO_MESSAGES.orderNotFound)
      if (order.status !== ORDER_STATUS.DONE) throw conflict(FAPIAO_MESSAGES.notFinished)
      if (await repo.hasOpenRequest(order.id)) throw conflict(FAPIAO_MESSAGES.openRequest)
      const id = await repo
        .insert({ memberId, orderId: order.id, amount, remark, ...details, now: nowIso() })
        // Two requests at once: the unique index keeps the second out.
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(FAPIAO_MESSAGES.openRequest) : error
        })
      return toFapiaoRequest(await requestOf(id))
    },

    async mine(memberId: number, query: { page: number; size: number; orderno?: string | undefined }) {
      const { rows, total } = await repo.ownPage(memberId, {
        page: query.page,
        size: query.size,
        ...(query.orderno ? { orderno: query.orderno } : {}),
      })
      return { data: rows.map(toFapiaoRequest), total }
    },

    /** The PDF of the customer's own issued request. */
    async ownPdf(memberId: number, id: number) {
      const row = await repo.findOwn(memberId, id)
      if (!row) throw notFound(FAPIAO_MESSAGES.notFound)
      if (row.status !== FAPIAO_STATUS.ISSUED || !row.pdfStoredName) throw notFound(FAPIAO_MESSAGES.noPdf)
      return { storedName: row.pdfStoredName, size: row.pdfSize, invoiceNo: row.invoiceNo }
    },

    async list(query: AdminFapiaoQuery) {
      const { rows, total } = await repo.adminPage(query)
      return { data: rows.map(toAdminFapiao), total }
    },

    detail: async (id: number) => toAdminFapiao(await requestOf(id)),

    async staffPdf(id: number) {
      const row = await requestOf(id)
      if (!row.pdfStoredName) throw notFound(FAPIAO_MESSAGES.noPdf)
      return { storedName: row.pdfStoredName, size: row.pdfSize, invoiceNo: row.invoiceNo }
    },

    /** Marks a pending request issued, then e-mails its customer. */
    async issue(id: number, { invoiceNo, staffId }: { invoiceNo: string; staffId: number }, alongside: Alongside) {
      const { after } = await changed(
        id,
        async (trx) => {
          const issued = await createFapiaoRepo(trx).markIssued(id, { invoiceNo, staffId, now: nowIso() })
          if (!issued) throw conflict(FAPIAO_MESSAGES.alreadyIssued)
        },
        alongside,
      )
      const mail = await mailer.send(
        fapiaoIssuedMail(after.memberEmail, {
          orderno: after.orderno,
          invoiceNo,
          title: after.title,
          amount: after.amount,
          hasPdf: after.pdfStoredName !== '',
          link: `${publicUrl}${FAPIAO_PAGE}`,
        }),
      )
      return { request: toAdminFapiao(after), mail: mail.status }
    },

    /**
     * Stores the invoice's PDF and attaches it to the request, replacing an earlier one. A file
     * whose row could not be saved is deleted, as is the one it replaced once it is.
     */
    async attachPdf(id: number, file: ReceivedFile, alongside: Alongside) {
      await requestOf(id)
      const stored = await storeFile(storage, UPLOADS_FOLDER, file)
      const { before, after } = await changed(
        id,
        (trx) => createFapiaoRepo(trx).setPdf(id, { storedName: stored.storedName, size: stored.size, now: nowIso() }),
        alongside,
      ).catch(async (error: unknown) => {
        await storage.delete(uploadKey(stored.storedName)).catch(() => undefined)
        throw error
      })
      if (before.pdfStoredName) await storage.delete(uploadKey(before.pdfStoredName)).catch(() => undefined)
      return toAdminFapiao(after)
    },
  }
}
