// Operators find customers and switch accounts off and on. Deactivation ends the customer's
// sessions at once and deletes pending activation links (so a link mailed earlier cannot
// switch the account back on); activate_time stays, it records the first activation.
import type { Kysely } from 'kysely'
import type { CustomerDetail, CustomerQuery, CustomerRow } from '#common/schemas/admin-customers.ts'
import { chinaDayStartIso } from '#common/china-date.ts'
import { nowIso, textContains } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { atomically } from '#server/db/transaction.ts'
import { conflict, notFound } from '#server/errors.ts'

export const CUSTOMER_MESSAGES = {
  notFound: '客户不存在',
  neverActivated: '该客户从未激活账号，请让客户通过激活邮件激活',
  deleted: '该客户已注销账户',
} as const

const ROW_COLUMNS = [
  'id',
  'email',
  'fname',
  'lname',
  'company',
  'tel',
  'isActive',
  'activateTime',
  'createTime',
  'deletedTime',
] as const
const RECENT_JOBS = 20
const RECENT_ORDERS = 50
export const CUSTOMER_EXPORT_LIMIT = 10_000

export function createCustomersService(db: Kysely<DB>) {
  function filtered({ keyword, active, from }: Pick<CustomerQuery, 'keyword' | 'active' | 'from'>) {
    let query = db.selectFrom('member')
    if (from) query = query.where('createTime', '>=', chinaDayStartIso(from))
    if (active !== undefined) query = query.where('isActive', '=', active)
    if (keyword)
      query = query.where((eb) =>
        eb.or(
          ['email', 'fname', 'lname', 'company', 'tel'].map((column) => textContains(db, `member.${column}`, keyword)),
        ),
      )
    return query
  }

  async function row(trx: Kysely<DB>, id: number): Promise<CustomerRow> {
    const found = await trx.selectFrom('member').select(ROW_COLUMNS).where('id', '=', id).executeTakeFirst()
    if (!found) throw notFound(CUSTOMER_MESSAGES.notFound)
    return found
  }

  return {
    async list({ page, size, sort, order, ...filters }: CustomerQuery) {
      const [data, count] = await Promise.all([
        filtered(filters)
          .select(ROW_COLUMNS)
          .$if(sort !== undefined, (query) => query.orderBy(sort!, order))
          .orderBy('id', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        filtered(filters)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return { data, total: Number(count.total) }
    },

    exportRows: (filters: Pick<CustomerQuery, 'keyword' | 'active' | 'from'>) =>
      filtered(filters).select(ROW_COLUMNS).orderBy('id', 'desc').limit(CUSTOMER_EXPORT_LIMIT).execute(),

    async detail(id: number): Promise<CustomerDetail> {
      const member = await db
        .selectFrom('member')
        .select([
          ...ROW_COLUMNS,
          'username',
          'department',
          'telVerified',
          'piEmail',
          'piFname',
          'piLname',
          'road',
          'isSendup',
          'updateTime',
        ])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!member) throw notFound(CUSTOMER_MESSAGES.notFound)
      const [addresses, orders, crisprJobs] = await Promise.all([
        db
          .selectFrom('address')
          .select(['id', 'name', 'company', 'address', 'tel', 'isDefault'])
          .where('uid', '=', id)
          .orderBy('isDefault', 'desc')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('serviceOrder')
          .select(['id', 'orderno', 'orderType', 'status', 'sampleCount', 'createTime'])
          .where('memberId', '=', id)
          .orderBy('id', 'desc')
          .limit(RECENT_ORDERS)
          .execute(),
        db
          .selectFrom('crisprJob')
          .select(['id', 'title', 'status', 'createTime'])
          .where('memberId', '=', id)
          .orderBy('id', 'desc')
          .limit(RECENT_JOBS)
          .execute(),
      ])
      return { ...member, addresses, orders, crisprJobs }
    },

    async deactivate(id: number): Promise<{ before: CustomerRow; after: CustomerRow }> {
      return atomically(db, async (trx) => {
        const before = await row(trx, id)
        await trx.updateTable('member').set({ isActive: 0, updateTime: nowIso() }).where('id', '=', id).execute()
        await trx.deleteFrom('memberSession').where('memberId', '=', id).execute()
        await trx.deleteFrom('activationToken').where('memberId', '=', id).where('usedAt', 'is', null).execute()
        return { before, after: { ...before, isActive: 0 } }
      })
    },

    /** Switches a deactivated account back on; one never activated must prove its e-mail first. */
    async reactivate(id: number): Promise<{ before: CustomerRow; after: CustomerRow }> {
      const before = await row(db, id)
      if (before.deletedTime) throw conflict(CUSTOMER_MESSAGES.deleted)
      if (!before.activateTime) throw conflict(CUSTOMER_MESSAGES.neverActivated)
      await db.updateTable('member').set({ isActive: 1, updateTime: nowIso() }).where('id', '=', id).execute()
      return { before, after: { ...before, isActive: 1 } }
    },
  }
}
