// Every customer's orders as staff read them: filtered lists, exports and the detail with
// the customer, the samples or cell line record, the proof files and the whole history.
import { type Kysely, sql } from 'kysely'
import { chinaDayStartIso } from '#common/china-date.ts'
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderDetail,
  type AdminOrderFile,
  type AdminOrderFilters,
  type AdminOrderQuery,
  type AdminOrderRow,
  CELL_FILE_FIELDS,
  type CellFileField,
  ORDER_EXPORT_LIMIT,
  ORDER_EXPORT_RECORD_LIMIT,
} from '#common/schemas/admin-orders.ts'
import { AmpliconSampleSchema } from '#common/schemas/orders/amplicon.ts'
import { UPLOAD_URL_PATTERN } from '#common/schemas/orders/cell-line.ts'
import { GuideSeqSampleSchema } from '#common/schemas/orders/guide-seq.ts'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import { ORDER_TYPE } from '#common/schemas/orders/status.ts'
import { textContains } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { notFound, rejected } from '#server/errors.ts'
import { createUploadedFileRepo } from '#server/modules/uploads/uploaded-file.repo.ts'
import { toSnakeKeys } from '../case-keys.ts'
import { createCellLineRepo } from '../cell-line.repo.ts'
import { toCellLineOrder } from '../cell-line.service.ts'
import { toSample } from '../sample-order.service.ts'
import { type SampleRecord, createSampleRepo } from '../sample.repo.ts'
import { createStatusHistoryRepo } from '../status-history.repo.ts'
import type { ExportedRecord } from './order-export.ts'

/** Where staff download a proof file of an order (the customer's own URL needs their login). */
export const adminFileUrl = (orderId: number, field: CellFileField) => `/api/v1/admin/orders/${orderId}/files/${field}`

/**
 * A sample with its own type's fields only: both types share one table, and the other type's
 * columns would otherwise make an amplicon sample read as a GUIDE-seq one.
 */
const sampleOfItsType = (row: SampleRecord) =>
  (row.leixing === ORDER_TYPE.GUIDE_SEQ ? GuideSeqSampleSchema : AmpliconSampleSchema).parse(toSample(row))

const storedNameOf = (url: string) => UPLOAD_URL_PATTERN.exec(url)?.[1]

export function createAdminOrdersService(db: Kysely<DB>) {
  function filtered({ leixing, status, customer, orderno, from, to }: AdminOrderFilters) {
    let query = db.selectFrom('serviceOrder').innerJoin('member', 'member.id', 'serviceOrder.memberId')
    if (leixing !== undefined) query = query.where('serviceOrder.orderType', '=', leixing)
    if (status !== undefined) query = query.where('serviceOrder.status', '=', status)
    if (orderno) query = query.where(textContains(db, 'serviceOrder.orderno', orderno))
    if (customer) {
      const fullName = sql<string>`${sql.ref('member.fname')} || ${sql.ref('member.lname')}`
      query = query.where((eb) =>
        eb.or([
          textContains(db, 'member.email', customer),
          textContains(db, 'member.tel', customer),
          textContains(db, fullName, customer),
        ]),
      )
    }
    if (from) query = query.where('serviceOrder.createTime', '>=', chinaDayStartIso(from))
    if (to) query = query.where('serviceOrder.createTime', '<', chinaDayStartIso(to, 1))
    return query
  }

  type Sort = Pick<AdminOrderQuery, 'sort' | 'order'>
  /** Newest first unless staff chose a column; the id keeps equal values in a stable order. */
  const rowsOf = (filters: AdminOrderFilters, { sort, order = 'desc' }: Partial<Sort> = {}) =>
    filtered(filters)
      .select([
        'serviceOrder.id',
        'serviceOrder.orderno',
        'serviceOrder.orderType',
        'serviceOrder.status',
        'serviceOrder.sampleCount',
        'serviceOrder.createTime',
        'serviceOrder.updateTime',
        'serviceOrder.memberId',
        'member.email as customerEmail',
        'member.fname',
        'member.lname',
        'member.tel as customerTel',
        'member.company as customerCompany',
      ])
      .$if(sort !== undefined, (query) => query.orderBy(`serviceOrder.${sort!}`, order))
      .orderBy('serviceOrder.createTime', 'desc')
      .orderBy('serviceOrder.id', 'desc')

  type Selected = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number]
  const toRow = ({ fname, lname, ...row }: Selected): AdminOrderRow => ({ ...row, customerName: `${fname}${lname}` })

  async function findRow(id: number): Promise<AdminOrderRow> {
    const row = await rowsOf({}).where('serviceOrder.id', '=', id).executeTakeFirst()
    if (!row) throw notFound(ORDER_MESSAGES.orderNotFound)
    return toRow(row)
  }

  /** The proof files the cell line record names, as the customer uploaded them. */
  async function filesOf(order: AdminOrderRow, urls: Record<CellFileField, string>): Promise<AdminOrderFile[]> {
    const named = CELL_FILE_FIELDS.flatMap((field) => {
      const storedName = storedNameOf(urls[field])
      return storedName ? [{ field, storedName }] : []
    })
    const records = await createUploadedFileRepo(db).describeOwned(
      order.memberId,
      named.map((file) => file.storedName),
    )
    return named.flatMap(({ field, storedName }) => {
      const record = records.find((item) => item.storedName === storedName)
      return record
        ? [
            {
              field,
              name: record.originalName,
              size: record.size,
              mimeType: record.mimeType,
              url: adminFileUrl(order.id, field),
            },
          ]
        : []
    })
  }

  return {
    async list({ page, size, sort, order, ...filters }: AdminOrderQuery) {
      const [rows, count] = await Promise.all([
        rowsOf(filters, { sort, order })
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        filtered(filters)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return { data: rows.map(toRow), total: Number(count.total) }
    },

    async exportRows(filters: AdminOrderFilters): Promise<AdminOrderRow[]> {
      return (await rowsOf(filters).limit(ORDER_EXPORT_LIMIT).execute()).map(toRow)
    },

    /**
     * The samples and cell line records of the exported orders under their fields' keys, in
     * the export's order and each order's samples oldest first: two queries, however many
     * orders the export holds.
     */
    /**
     * The samples and cell line records of the exported orders; refused when there are more
     * than `limit` (the Excel file is built in memory).
     */
    async exportRecords(rows: readonly AdminOrderRow[], limit = ORDER_EXPORT_RECORD_LIMIT): Promise<ExportedRecord[]> {
      const idsOf = (cellLine: boolean) =>
        rows.filter((row) => (row.orderType === ORDER_TYPE.CELL_LINE) === cellLine).map((row) => row.id)
      // One more than the limit tells an export that is over it from one that just fills it.
      const [samples, cellLines] = await Promise.all([
        createSampleRepo(db).ofOrders(idsOf(false), limit + 1),
        createCellLineRepo(db).ofOrders(idsOf(true), limit + 1),
      ])
      if (samples.length + cellLines.length > limit) throw rejected(ADMIN_ORDER_MESSAGES.tooManyRecords)
      const byOrder = new Map<number, ExportedRecord['values'][]>()
      for (const record of [...samples, ...cellLines]) {
        const own = byOrder.get(record.orderId)
        if (own) own.push(toSnakeKeys(record))
        else byOrder.set(record.orderId, [toSnakeKeys(record)])
      }
      return rows.flatMap(({ id, orderType, orderno }) =>
        (byOrder.get(id) ?? []).map((values) => ({ orderType, orderno, values })),
      )
    },

    /** One order's row; 404 when it does not exist. */
    row: findRow,

    async detail(id: number): Promise<AdminOrderDetail> {
      const order = await findRow(id)
      const history = await createStatusHistoryRepo(db).allStepsOf(order.id)
      if (order.orderType === ORDER_TYPE.CELL_LINE) {
        const record = await createCellLineRepo(db).find(order.memberId, order.id)
        const cellLine = record ? toCellLineOrder(record) : null
        return {
          ...order,
          samples: [],
          cellLine,
          files: cellLine ? await filesOf(order, cellLine) : [],
          history,
        }
      }
      const samples = await createSampleRepo(db).listOf(order.memberId, order.id)
      return {
        ...order,
        samples: samples.map(sampleOfItsType),
        cellLine: null,
        files: [],
        history,
      }
    },

    /** The stored name and size of a proof file the order names, uploaded by its own customer; 404 otherwise. */
    async fileOf(id: number, field: CellFileField): Promise<{ storedName: string; size: number }> {
      const order = await findRow(id)
      const record =
        order.orderType === ORDER_TYPE.CELL_LINE
          ? await createCellLineRepo(db).find(order.memberId, order.id)
          : undefined
      const storedName = record ? storedNameOf(toCellLineOrder(record)[field]) : undefined
      const [owned] = storedName ? await createUploadedFileRepo(db).describeOwned(order.memberId, [storedName]) : []
      if (!owned) throw notFound(ADMIN_ORDER_MESSAGES.fileNotFound)
      return owned
    },
  }
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>
