// fapiao_profile and fapiao_request rows. Customer reads are scoped to the owner in the query,
// so another customer's request is simply not found; staff reads take any row.
import type { Kysely } from 'kysely'
import type { AdminFapiaoQuery, FapiaoDetails, SavedFapiaoDetails } from '#common/schemas/fapiao.ts'
import { textContains } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'

interface NewFapiaoRequest extends FapiaoDetails {
  memberId: number
  orderId: number
  amount: number
  remark: string
  now: string
}

export function createFapiaoRepo(db: Kysely<DB>) {
  const withOrder = () =>
    db
      .selectFrom('fapiaoRequest')
      .innerJoin('serviceOrder', 'serviceOrder.id', 'fapiaoRequest.orderId')
      .innerJoin('member', 'member.id', 'fapiaoRequest.memberId')
      .select([
        'fapiaoRequest.id',
        'fapiaoRequest.orderId',
        'fapiaoRequest.memberId',
        'member.email as memberEmail',
        'serviceOrder.orderno',
        'serviceOrder.orderType',
        'fapiaoRequest.amount',
        'fapiaoRequest.remark',
        'fapiaoRequest.title',
        'fapiaoRequest.taxId',
        'fapiaoRequest.kind',
        'fapiaoRequest.bankName',
        'fapiaoRequest.bankAccount',
        'fapiaoRequest.registerAddress',
        'fapiaoRequest.registerPhone',
        'fapiaoRequest.status',
        'fapiaoRequest.invoiceNo',
        'fapiaoRequest.pdfStoredName',
        'fapiaoRequest.pdfSize',
        'fapiaoRequest.createTime',
        'fapiaoRequest.issueTime',
      ])

  function filtered({ status, kind, keyword, orderId }: Partial<AdminFapiaoQuery>) {
    let query = withOrder()
    if (status !== undefined) query = query.where('fapiaoRequest.status', '=', status)
    if (kind !== undefined) query = query.where('fapiaoRequest.kind', '=', kind)
    if (orderId !== undefined) query = query.where('fapiaoRequest.orderId', '=', orderId)
    if (keyword)
      query = query.where((eb) =>
        eb.or([
          textContains(db, 'serviceOrder.orderno', keyword),
          textContains(db, 'fapiaoRequest.title', keyword),
          textContains(db, 'member.email', keyword),
        ]),
      )
    return query
  }

  return {
    /** The account's details: the title from the member row, the rest from its profile (if saved). */
    async details(memberId: number): Promise<SavedFapiaoDetails> {
      const row = await db
        .selectFrom('member')
        .leftJoin('fapiaoProfile', 'fapiaoProfile.memberId', 'member.id')
        .select([
          'member.fapiaoTitle as title',
          'fapiaoProfile.taxId',
          'fapiaoProfile.kind',
          'fapiaoProfile.bankName',
          'fapiaoProfile.bankAccount',
          'fapiaoProfile.registerAddress',
          'fapiaoProfile.registerPhone',
        ])
        .where('member.id', '=', memberId)
        .executeTakeFirstOrThrow()
      return {
        title: row.title,
        taxId: row.taxId ?? '',
        kind: row.kind ?? 0,
        bankName: row.bankName ?? '',
        bankAccount: row.bankAccount ?? '',
        registerAddress: row.registerAddress ?? '',
        registerPhone: row.registerPhone ?? '',
      }
    },

    async saveDetails(memberId: number, { title, ...profile }: FapiaoDetails, now: string) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('member')
          .set({ fapiaoTitle: title, updateTime: now })
          .where('id', '=', memberId)
          .execute()
        await trx
          .insertInto('fapiaoProfile')
          .values({ memberId, ...profile, updateTime: now })
          .onConflict((conflict) => conflict.column('memberId').doUpdateSet({ ...profile, updateTime: now }))
          .execute()
      })
    },

    /** The customer's own order with this number, of any type. */
    ownOrder(memberId: number, orderno: string) {
      return db
        .selectFrom('serviceOrder')
        .select(['id', 'orderno', 'status'])
        .where('orderno', '=', orderno)
        .where('memberId', '=', memberId)
        .executeTakeFirst()
    },

    async hasOpenRequest(orderId: number): Promise<boolean> {
      const row = await db
        .selectFrom('fapiaoRequest')
        .select('id')
        .where('orderId', '=', orderId)
        .where('status', '=', 0)
        .executeTakeFirst()
      return row !== undefined
    },

    async insert({ now, ...row }: NewFapiaoRequest): Promise<number> {
      const inserted = await db
        .insertInto('fapiaoRequest')
        .values({ ...row, createTime: now, updateTime: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      return inserted.id
    },

    /** A customer's requests, newest first, optionally of one order. */
    async ownPage(memberId: number, { page, size, orderno }: { page: number; size: number; orderno?: string }) {
      let query = withOrder().where('fapiaoRequest.memberId', '=', memberId)
      if (orderno) query = query.where('serviceOrder.orderno', '=', orderno)
      const [rows, count] = await Promise.all([
        query
          .orderBy('fapiaoRequest.createTime', 'desc')
          .orderBy('fapiaoRequest.id', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    findOwn(memberId: number, id: number) {
      return withOrder()
        .where('fapiaoRequest.id', '=', id)
        .where('fapiaoRequest.memberId', '=', memberId)
        .executeTakeFirst()
    },

    byId(id: number) {
      return withOrder().where('fapiaoRequest.id', '=', id).executeTakeFirst()
    },

    async adminPage(query: AdminFapiaoQuery) {
      const { page, size, sort, order } = query
      const rows = filtered(query)
      const [data, count] = await Promise.all([
        rows
          .$if(sort !== undefined, (sorted) => sorted.orderBy(`fapiaoRequest.${sort!}`, order))
          .orderBy('fapiaoRequest.id', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        rows
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return { rows: data, total: Number(count.total) }
    },

    /** Marks the request issued, only while it is still pending; false when it no longer was. */
    async markIssued(id: number, change: { invoiceNo: string; staffId: number; now: string }) {
      const result = await db
        .updateTable('fapiaoRequest')
        .set({
          status: 1,
          invoiceNo: change.invoiceNo,
          issuedBy: change.staffId,
          issueTime: change.now,
          updateTime: change.now,
        })
        .where('id', '=', id)
        .where('status', '=', 0)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async setPdf(id: number, pdf: { storedName: string; size: number; now: string }) {
      await db
        .updateTable('fapiaoRequest')
        .set({ pdfStoredName: pdf.storedName, pdfSize: pdf.size, updateTime: pdf.now })
        .where('id', '=', id)
        .execute()
    },
  }
}

type FapiaoRepo = ReturnType<typeof createFapiaoRepo>
export type FapiaoRow = NonNullable<Awaited<ReturnType<FapiaoRepo['byId']>>>
