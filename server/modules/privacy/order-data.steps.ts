// The steps of the order tables. Orders, their samples, status history, messages and
// deliverables are the company's records (accounting, the lab's quality records): they stay
// after a deletion, keyed to the emptied member row. What they hold of the customer as a
// person or a company (the invoice's title, taxpayer and bank details, links to the deleted
// uploads) is cleared.
import type { Kysely } from 'kysely'
import type { DB } from '#server/db/schema.ts'
import type { PersonalDataStep } from './personal-data.ts'

const NO_FILES: readonly string[] = []

const ownOrderIds = (db: Kysely<DB>, memberId: number) =>
  db.selectFrom('serviceOrder').select('id').where('memberId', '=', memberId)

/** Each order with its samples, its cell line details and its status history. */
const orders: PersonalDataStep = {
  exportAs: 'orders',
  async export(db, memberId) {
    const [rows, samples, cellLines, history] = await Promise.all([
      db
        .selectFrom('serviceOrder')
        .select(['id', 'orderno', 'orderType', 'status', 'sampleCount', 'createTime', 'updateTime'])
        .where('memberId', '=', memberId)
        .orderBy('id')
        .execute(),
      db.selectFrom('orderSample').selectAll().where('memberId', '=', memberId).orderBy('id').execute(),
      db.selectFrom('cellLineOrder').selectAll().where('orderId', 'in', ownOrderIds(db, memberId)).execute(),
      db
        .selectFrom('orderStatusHistory')
        .select(['orderId', 'sampleId', 'fromStatus', 'toStatus', 'createTime'])
        .where('orderId', 'in', ownOrderIds(db, memberId))
        .orderBy('id')
        .execute(),
    ])
    return rows.map((order) => ({
      ...order,
      samples: samples
        .filter((sample) => sample.orderId === order.id)
        .map(({ memberId: _owner, orderId: _order, ...sample }) => sample),
      cellLine: cellLines.find((cellLine) => cellLine.orderId === order.id) ?? null,
      statusHistory: history.filter((step) => step.orderId === order.id),
    }))
  },
  /**
   * The cell line orders' links to the customer's uploads, which are deleted with the
   * account; and the download links of deliverables the customer asked for, which work
   * without a login (the downloads stay recorded).
   */
  async erase(trx, { id }) {
    await trx
      .updateTable('cellLineOrder')
      .set({ shengzhangFile: '', cunhuoFile: '', shuzhuFile: '' })
      .where('orderId', 'in', ownOrderIds(trx, id))
      .execute()
    await trx
      .updateTable('deliverableDownload')
      .set({ tokenHash: null, linkExpiresAt: null })
      .where('memberId', '=', id)
      .execute()
    return NO_FILES
  },
}

/** Invoices stay for the accounts (amount, number, PDF); whom they were made out to does not. */
const fapiaoRequests: PersonalDataStep = {
  exportAs: 'fapiaoRequests',
  async export(db, memberId) {
    const rows = await db
      .selectFrom('fapiaoRequest')
      .innerJoin('serviceOrder', 'serviceOrder.id', 'fapiaoRequest.orderId')
      .select('serviceOrder.orderno')
      .selectAll('fapiaoRequest')
      .where('fapiaoRequest.memberId', '=', memberId)
      .orderBy('fapiaoRequest.id')
      .execute()
    // Keys of the company's own bookkeeping mean nothing to the customer.
    return rows.map(
      ({ id: _id, memberId: _owner, orderId: _order, pdfStoredName: _pdf, issuedBy: _staff, ...request }) => request,
    )
  },
  async erase(trx, { id }) {
    await trx
      .updateTable('fapiaoRequest')
      .set({ title: '', taxId: '', bankName: '', bankAccount: '', registerAddress: '', registerPhone: '', remark: '' })
      .where('memberId', '=', id)
      .execute()
    return NO_FILES
  },
}

/** The threads with the lab; they stay with their orders. */
const orderMessages: PersonalDataStep = {
  exportAs: 'orderMessages',
  export: (db, memberId) =>
    db
      .selectFrom('orderMessage')
      .innerJoin('serviceOrder', 'serviceOrder.id', 'orderMessage.orderId')
      .select([
        'serviceOrder.orderno',
        'orderMessage.author',
        'orderMessage.body',
        'orderMessage.fileName',
        'orderMessage.createTime',
      ])
      .where('serviceOrder.memberId', '=', memberId)
      .orderBy('orderMessage.id')
      .execute(),
  erase: async () => NO_FILES,
}

export const orderSteps: readonly PersonalDataStep[] = [orders, fapiaoRequests, orderMessages]
