// The visitor inbox across its three tables. Kysely cannot type a table chosen at run time,
// so this module works on the untyped builder; InboxItemSchema types what goes out.
import type { Kysely } from 'kysely'
import { chinaDayStartIso, formatDateTime } from '#common/china-date.ts'
import type { HandleInboxItem, InboxItemSchema, InboxKind, InboxQuery } from '#common/schemas/admin-inbox.ts'
import { type AnyKysely, nowIso, textContains } from '#server/db/dialect.ts'
import type { DB } from '#server/db/schema.ts'
import { notFound } from '#server/errors.ts'
import type { CsvColumn } from '#server/lib/csv.ts'

import type { z } from '#common/zod.ts'

type Row = z.infer<typeof InboxItemSchema>

interface InboxTable {
  table: 'booking' | 'contact_message' | 'inquiry'
  /** Columns the keyword searches. */
  searchable: readonly string[]
  csv: readonly CsvColumn<Row>[]
}

const column = (header: string, key: string): CsvColumn<Row> => ({ header, value: (row) => row[key] as string })
/** A moment in China time, as the console shows it. */
const timeColumn = (header: string, key: string): CsvColumn<Row> => ({
  header,
  value: (row) => formatDateTime(row[key] as string | null),
})
const HANDLING: readonly CsvColumn<Row>[] = [
  { header: '状态', value: (row) => (row.status === 1 ? '已处理' : '未处理') },
  column('处理人', 'handledBy'),
  timeColumn('处理时间', 'handledTime'),
  column('备注', 'note'),
  column('来源页面', 'sourcePage'),
  timeColumn('提交时间', 'createTime'),
]

export const INBOX_TABLES: Record<InboxKind, InboxTable> = {
  bookings: {
    table: 'booking',
    searchable: ['name', 'phone', 'email', 'company'],
    csv: [
      column('编号', 'id'),
      column('服务', 'productTitle'),
      column('姓名', 'name'),
      column('电话', 'phone'),
      column('邮箱', 'email'),
      column('单位', 'company'),
      column('留言', 'remark'),
      ...HANDLING,
    ],
  },
  'contact-messages': {
    table: 'contact_message',
    searchable: ['fname', 'lname', 'email', 'company'],
    csv: [
      column('编号', 'id'),
      { header: '姓名', value: (row) => `${String(row.fname)}${String(row.lname)}` },
      column('邮箱', 'email'),
      column('行业', 'industry'),
      column('国家', 'country'),
      column('单位', 'company'),
      column('留言', 'body'),
      ...HANDLING,
    ],
  },
  inquiries: {
    table: 'inquiry',
    searchable: ['name', 'phone', 'email', 'unit'],
    csv: [
      column('编号', 'id'),
      column('产品', 'productName'),
      column('姓名', 'name'),
      column('单位', 'unit'),
      column('电话', 'phone'),
      column('邮箱', 'email'),
      column('地区', 'location'),
      column('地址', 'address'),
      ...HANDLING,
    ],
  },
}

/** The newest export a single download holds; older items are reached by narrowing the filter. */
export const INBOX_EXPORT_LIMIT = 10_000

/** What narrows an inbox list and its export. */
type InboxFilters = Pick<InboxQuery, 'status' | 'keyword' | 'from'>

export function createInboxService(typedDb: Kysely<DB>) {
  const db = typedDb as unknown as AnyKysely

  function filtered(kind: InboxKind, { status, keyword, from }: InboxFilters) {
    const { table, searchable } = INBOX_TABLES[kind]
    let query = db.selectFrom(table)
    if (status !== undefined) query = query.where('status', '=', status)
    if (from) query = query.where('createTime', '>=', chinaDayStartIso(from))
    if (keyword) query = query.where((eb) => eb.or(searchable.map((name) => textContains(db, name, keyword))))
    return query
  }

  async function findOrFail(kind: InboxKind, id: number): Promise<Row> {
    const row = (await db.selectFrom(INBOX_TABLES[kind].table).selectAll().where('id', '=', id).executeTakeFirst()) as
      Row | undefined
    if (!row) throw notFound('留言不存在')
    return row
  }

  return {
    async list(kind: InboxKind, { page, size, sort, order, ...filters }: InboxQuery) {
      const [rows, count] = await Promise.all([
        filtered(kind, filters)
          .selectAll()
          .$if(sort !== undefined, (query) => query.orderBy(sort!, order))
          .orderBy('createTime', 'desc')
          .orderBy('id', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .execute(),
        filtered(kind, filters)
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return { data: rows as Row[], total: Number((count as { total: unknown }).total) }
    },

    async exportRows(kind: InboxKind, filters: InboxFilters): Promise<Row[]> {
      return (await filtered(kind, filters)
        .selectAll()
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .limit(INBOX_EXPORT_LIMIT)
        .execute()) as Row[]
    },

    read: findOrFail,

    /** Of `ids`, those that exist, as they are now (a batch's changes and the ids it missed). */
    async existing(kind: InboxKind, ids: readonly number[]): Promise<Row[]> {
      return (await db
        .selectFrom(INBOX_TABLES[kind].table)
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()) as Row[]
    },

    /** Marks the item handled (or open again) with the staff's note. */
    async handle(kind: InboxKind, id: number, input: HandleInboxItem, staffEmail: string) {
      const before = await findOrFail(kind, id)
      const handled = input.status === 1
      await db
        .updateTable(INBOX_TABLES[kind].table)
        .set({
          status: input.status,
          note: input.note,
          handledBy: handled ? staffEmail : '',
          handledTime: handled ? nowIso() : null,
        })
        .where('id', '=', id)
        .execute()
      return { before, after: await findOrFail(kind, id) }
    },
  }
}
