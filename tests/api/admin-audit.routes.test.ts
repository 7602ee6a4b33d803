// Every write of the admin console leaves exactly one audit row naming the staff member, the
// action and the row it changed, with that row before and after where the write changes one.
// The writes are taken from the OpenAPI document: one added later fails here until it is
// called below or exempted with its reason.
import { beforeAll, describe, expect, it } from 'vitest'
import type { AuditAction } from '#common/schemas/admin-audit.ts'
import { CRISPR_JOB_STATUS } from '#common/schemas/crispr.ts'
import { ORDER_STATUS } from '#common/schemas/orders/status.ts'
import type { DB } from '#server/db/schema.ts'
import { CONTENT_KINDS } from '#server/modules/cms/admin/content-kinds.ts'
import { PUBLIC_IMAGES_PATH } from '#server/modules/uploads/admin/images.routes.ts'
import { PNG, multipart } from '#tests/factories/orders.ts'
import { plasmidEntry } from '#tests/factories/plasmid.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete'])
const ADMIN = '/api/v1/admin'

/** The writes that change none of the site's data, with the reason. */
const NOT_AUDITED: Record<string, string> = {
  [`POST ${ADMIN}/auth/login`]: 'opens the caller’s own session',
  [`POST ${ADMIN}/auth/logout`]: 'closes the caller’s own session',
  [`POST ${ADMIN}/auth/me`]: 'read-only: the staff member signed in',
  [`POST ${ADMIN}/plasmid-import/preview`]: 'read-only: says what an import would do and saves nothing',
}

/**
 * The audited writes whose effects reach outside the database, so they record their entry
 * once the change is done rather than in its transaction; every other write must save both
 * or neither.
 */
const AUDITED_AFTER_THE_CHANGE: Record<string, string> = {
  [`PUT ${ADMIN}/staff/{id}`]: 'ends the account’s sessions through the session service',
  [`POST ${ADMIN}/staff/{id}/password`]: 'ends the account’s sessions through the session service',
  [`POST ${ADMIN}/plasmids`]: 'clears the public catalogue’s cached totals',
  [`PUT ${ADMIN}/plasmids/{id}`]: 'clears the public catalogue’s cached totals',
  [`DELETE ${ADMIN}/plasmids/{id}`]: 'clears the public catalogue’s cached totals',
  [`POST ${ADMIN}/plasmid-import/apply`]: 'clears the public catalogue’s cached totals',
  [`POST ${ADMIN}/plasmid-filter-values`]: 'one service with the rename, which clears the cached totals',
  [`PUT ${ADMIN}/plasmid-filter-values/{id}`]: 'clears the public catalogue’s cached totals',
  [`DELETE ${ADMIN}/plasmid-filter-values/{id}`]: 'one service with the rename, which clears the cached totals',
  [`POST ${ADMIN}/images`]: 'stores a file',
  [`POST ${ADMIN}/customers/{id}/resend-activation`]: 'e-mails the customer',
  [`POST ${ADMIN}/outbox/mail/{id}/resend`]: 'delivers the mail',
  [`POST ${ADMIN}/crispr-jobs/{id}/rerun`]: 'wakes the job worker',
  [`DELETE ${ADMIN}/crispr-jobs/{id}`]: 'removes the job’s result file',
}

/** The table each target type of the writes saved with their entry lives in. */
const TABLE_OF: Record<string, keyof DB> = {
  staff: 'staff',
  categories: 'category',
  articles: 'article',
  news: 'news',
  jobs: 'job',
  welfare: 'welfare',
  'work-places': 'workPlace',
  ads: 'ad',
  blocks: 'contentBlock',
  'about-counters': 'siteSetting',
  settings: 'siteSetting',
  customers: 'member',
  orders: 'serviceOrder',
  'order-samples': 'orderSample',
  bookings: 'booking',
}

interface AuditedCall {
  method: WriteMethod
  /** The URL with its path parameters filled in by rows made for the call. */
  url: string
  payload?: Record<string, unknown>
  /** Sent as a multipart upload instead of JSON. */
  file?: { name: string; content: Buffer }
  action: AuditAction
  targetType: string
  /** The row the entry names ('' for the site-wide settings), or how to read it from the response. */
  targetId: string | number | ((data: Record<string, unknown>) => string | number)
  /**
   * Which states of the row the entry keeps: the new row after a create, the old one before a
   * delete, both after a change; none where no row changes (a mail sent) or the change is a
   * secret (a password).
   */
  keeps: 'after' | 'before' | 'both' | 'none'
}

const t = appWithMail({ seed: true, demoAccounts: true })
let admin: string
let adminId: number
let documented: string[]
beforeAll(async () => {
  admin = await staffToken(t.app, 'admin')
  adminId = (await adminCall(t.app, admin, 'GET', `${ADMIN}/auth/me`)).body.data.user.id
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  documented = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(`${ADMIN}/`))
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => WRITE_METHODS.has(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
})

/** A write made to prepare a call; its own audit row is not the one under test. */
async function prepared(method: WriteMethod, url: string, payload?: Record<string, unknown>) {
  const { body } = await adminCall(t.app, admin, method, url, payload)
  if (body.code !== 200) throw new Error(`${method} ${url}: ${body.message}`)
  return body.data
}
const createdId = async (url: string, payload: Record<string, unknown>) =>
  (await prepared('POST', url, payload)).id as number

async function categoryOf(molds: string) {
  const row = await t.app.db.selectFrom('category').select('id').where('molds', '=', molds).executeTakeFirstOrThrow()
  return row.id
}

let unique = 0
const next = () => ++unique

async function customer(state: { isActive: number; activateTime: string | null }) {
  const now = new Date().toISOString()
  const row = await t.app.db
    .insertInto('member')
    .values({ email: `audit${next()}@example.com`, passwordHash: 'x', ...state, createTime: now, updateTime: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function crisprJob(status: number) {
  const memberId = await customer({ isActive: 1, activateTime: new Date().toISOString() })
  const row = await t.app.db
    .insertInto('crisprJob')
    .values({
      memberId,
      title: '审计任务',
      email: 'job@example.com',
      pamType: 1,
      genome: 1,
      pairs: 'GACGCATAAAGATGAGACGCTGG,GACGCATAAAGATGAGACGCTGG',
      pairCount: 1,
      status,
      createTime: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Orders not yet done, each used once: a status change moves one a step forward. */
const usedOrders: number[] = []
async function openOrder() {
  const row = await t.app.db
    .selectFrom('serviceOrder')
    .select(['id', 'status'])
    .where('status', '<', ORDER_STATUS.DONE)
    .where('id', 'not in', usedOrders.length ? usedOrders : [0])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  usedOrders.push(row.id)
  return row
}

type CallsOf = Record<string, () => Promise<AuditedCall>>

/** A kind of row the console creates, changes and (unless told) deletes at `base` and `base/{id}`. */
interface RowKind {
  base: string
  targetType: string
  /** A valid body for a new row. */
  fresh: () => Promise<Record<string, unknown>>
  /** A body that changes the row made from `fresh`. */
  changed: (fresh: Record<string, unknown>) => Promise<Record<string, unknown>>
  deletable?: false
}

/** Create, change and delete, each on a row of its own. */
function rowCalls({ base, targetType, fresh, changed, deletable }: RowKind): CallsOf {
  const existing = async () => {
    const body = await fresh()
    return { body, id: await createdId(base, body) }
  }
  const calls: CallsOf = {
    [`POST ${base}`]: async () => ({
      method: 'POST',
      url: base,
      payload: await fresh(),
      action: 'create',
      targetType,
      targetId: (data) => Number(data.id),
      keeps: 'after',
    }),
    [`PUT ${base}/{id}`]: async () => {
      const { body, id } = await existing()
      const payload = await changed(body)
      return { method: 'PUT', url: `${base}/${id}`, payload, action: 'update', targetType, targetId: id, keeps: 'both' }
    },
  }
  if (deletable === false) return calls
  calls[`DELETE ${base}/{id}`] = async () => {
    const { id } = await existing()
    return { method: 'DELETE', url: `${base}/${id}`, action: 'delete', targetType, targetId: id, keeps: 'before' }
  }
  return calls
}

const contentCalls: CallsOf = Object.fromEntries(
  CONTENT_KINDS.flatMap((kind) => {
    const fields = async (title: string) => ({
      [kind.titleColumn]: title,
      ...(kind.inCategory ? { tid: await categoryOf(kind.table) } : {}),
    })
    const calls = rowCalls({
      base: `${ADMIN}/${kind.path}`,
      targetType: kind.path,
      fresh: () => fields(`${kind.label}${next()}`),
      changed: () => fields(`修改后的${kind.label}`),
    })
    return Object.entries(calls)
  }),
)

const STAFF = `${ADMIN}/staff`
const CATEGORIES = `${ADMIN}/categories`
const newStaff = () => ({ email: `staff${next()}@example.com`, password: 'Audit@12345', role: 'editor' })
const newCategory = () => ({ catname: `审计栏目${next()}` })
const newPlasmid = () => plasmidEntry({ itemNo: `AUD-${next()}` })

/** For each audited write: rows made for it, then the call and the entry it must leave. */
const AUDITED: CallsOf = {
  ...rowCalls({
    base: STAFF,
    targetType: 'staff',
    fresh: async () => newStaff(),
    changed: async () => ({ name: '改名', role: 'operator', isActive: 1 }),
    deletable: false,
  }),
  [`POST ${STAFF}/{id}/password`]: async () => {
    const id = await createdId(STAFF, newStaff())
    return {
      method: 'POST',
      url: `${STAFF}/${id}/password`,
      payload: { password: 'Changed@12345' },
      action: 'update',
      targetType: 'staff',
      targetId: id,
      keeps: 'none',
    }
  },
  [`POST ${CATEGORIES}/reorder`]: async () => {
    const parent = await createdId(CATEGORIES, newCategory())
    const first = await createdId(CATEGORIES, { ...newCategory(), pid: parent })
    const second = await createdId(CATEGORIES, { ...newCategory(), pid: parent })
    return {
      method: 'POST',
      url: `${CATEGORIES}/reorder`,
      payload: { pid: parent, ids: [second, first] },
      action: 'reorder',
      targetType: 'categories',
      targetId: parent,
      keeps: 'both',
    }
  },
  ...rowCalls({
    base: CATEGORIES,
    targetType: 'categories',
    fresh: async () => newCategory(),
    changed: async () => ({ ...newCategory(), sort: 5 }),
  }),
  ...contentCalls,
  [`PUT ${ADMIN}/blocks/{key}`]: async () => {
    const [block] = (await adminCall(t.app, admin, 'GET', `${ADMIN}/blocks`)).body.data as { key: string }[]
    return {
      method: 'PUT',
      url: `${ADMIN}/blocks/${block!.key}`,
      payload: { title: '审计标题', body: '<p>审计正文</p>' },
      action: 'update',
      targetType: 'blocks',
      targetId: block!.key,
      keeps: 'both',
    }
  },
  [`PUT ${ADMIN}/about-counters`]: async () => {
    const counters = (await adminCall(t.app, admin, 'GET', `${ADMIN}/about-counters`)).body.data as Record<
      string,
      number
    >
    return {
      method: 'PUT',
      url: `${ADMIN}/about-counters`,
      payload: Object.fromEntries(Object.entries(counters).map(([name, value]) => [name, value + 1])),
      action: 'update',
      targetType: 'about-counters',
      targetId: '',
      keeps: 'both',
    }
  },
  [`PUT ${ADMIN}/settings`]: async () => ({
    method: 'PUT',
    url: `${ADMIN}/settings`,
    payload: { settings: { sales_email: `sales${next()}@example.com` } },
    action: 'update',
    targetType: 'settings',
    targetId: '',
    keeps: 'both',
  }),
  [`POST ${ADMIN}/images`]: async () => ({
    method: 'POST',
    url: `${ADMIN}/images`,
    file: { name: '审计.png', content: PNG },
    action: 'create',
    targetType: 'images',
    // The stored file's path under the public images' path.
    targetId: (data) => String(data.url).slice(`${PUBLIC_IMAGES_PATH}/`.length),
    keeps: 'after',
  }),
  [`POST ${ADMIN}/plasmid-import/apply`]: async () => {
    const { itemNo } = await t.app.db.selectFrom('plasmid').select('itemNo').orderBy('id').executeTakeFirstOrThrow()
    return {
      method: 'POST',
      url: `${ADMIN}/plasmid-import/apply`,
      payload: {
        format: 'csv',
        files: [{ name: '质粒.csv', content: `货号(itemNo),名称(name)\r\n${itemNo},导入改名\r\n` }],
      },
      action: 'import',
      targetType: 'plasmids',
      targetId: '',
      keeps: 'after',
    }
  },
  ...rowCalls({
    base: `${ADMIN}/plasmid-filter-values`,
    targetType: 'plasmid-filter-values',
    fresh: async () => ({ field: 'plasmidHost', value: `审计宿主${next()}` }),
    changed: async () => ({ value: `改名宿主${next()}` }),
  }),
  ...rowCalls({
    base: `${ADMIN}/plasmids`,
    targetType: 'plasmids',
    fresh: async () => newPlasmid(),
    changed: async (entry) => ({ ...entry, name: '改名的质粒' }),
  }),
  [`POST ${ADMIN}/customers/{id}/deactivate`]: async () => {
    const id = await customer({ isActive: 1, activateTime: new Date().toISOString() })
    return {
      method: 'POST',
      url: `${ADMIN}/customers/${id}/deactivate`,
      action: 'deactivate',
      targetType: 'customers',
      targetId: id,
      keeps: 'both',
    }
  },
  [`POST ${ADMIN}/customers/{id}/reactivate`]: async () => {
    const id = await customer({ isActive: 0, activateTime: new Date().toISOString() })
    return {
      method: 'POST',
      url: `${ADMIN}/customers/${id}/reactivate`,
      action: 'activate',
      targetType: 'customers',
      targetId: id,
      keeps: 'both',
    }
  },
  [`POST ${ADMIN}/customers/{id}/resend-activation`]: async () => {
    const id = await customer({ isActive: 0, activateTime: null })
    return {
      method: 'POST',
      url: `${ADMIN}/customers/${id}/resend-activation`,
      action: 'resend',
      targetType: 'customers',
      targetId: id,
      keeps: 'none',
    }
  },
  [`POST ${ADMIN}/orders/{id}/status`]: async () => {
    const order = await openOrder()
    return {
      method: 'POST',
      url: `${ADMIN}/orders/${order.id}/status`,
      payload: { status: order.status + 1 },
      action: 'update',
      targetType: 'orders',
      targetId: order.id,
      keeps: 'both',
    }
  },
  [`POST ${ADMIN}/orders/bulk-status`]: async () => {
    const order = await openOrder()
    return {
      method: 'POST',
      url: `${ADMIN}/orders/bulk-status`,
      payload: { ids: [order.id], status: order.status + 1 },
      action: 'update',
      targetType: 'orders',
      targetId: order.id,
      keeps: 'both',
    }
  },
  [`POST ${ADMIN}/orders/{id}/samples/{sampleId}/status`]: async () => {
    const sample = await t.app.db
      .selectFrom('orderSample')
      .select(['id', 'orderId', 'status'])
      .where('status', '<', ORDER_STATUS.DONE)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    return {
      method: 'POST',
      url: `${ADMIN}/orders/${sample.orderId}/samples/${sample.id}/status`,
      payload: { status: sample.status + 1 },
      action: 'update',
      targetType: 'order-samples',
      targetId: sample.orderId,
      keeps: 'both',
    }
  },
  [`POST ${ADMIN}/inbox/{kind}/{id}/handle`]: async () => {
    const { id } = await t.app.db
      .insertInto('booking')
      .values({ name: '审计', phone: '13900000000', createTime: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    return {
      method: 'POST',
      url: `${ADMIN}/inbox/bookings/${id}/handle`,
      payload: { status: 1, note: '已回电' },
      action: 'handle',
      targetType: 'bookings',
      targetId: id,
      keeps: 'both',
    }
  },
  [`POST ${ADMIN}/outbox/mail/{id}/resend`]: async () => {
    const { id } = await t.app.db
      .insertInto('mailOutbox')
      .values({
        toAddress: 'customer@example.com',
        subject: '审计邮件',
        textBody: '正文',
        htmlBody: '<p>正文</p>',
        status: 'failed',
        attempts: 1,
        lastError: 'connect ECONNREFUSED',
        createTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return {
      method: 'POST',
      url: `${ADMIN}/outbox/mail/${id}/resend`,
      action: 'resend',
      targetType: 'mail-outbox',
      targetId: id,
      keeps: 'both',
    }
  },
  [`POST ${ADMIN}/crispr-jobs/{id}/rerun`]: async () => {
    const id = await crisprJob(CRISPR_JOB_STATUS.failed)
    return {
      method: 'POST',
      url: `${ADMIN}/crispr-jobs/${id}/rerun`,
      action: 'rerun',
      targetType: 'crispr-jobs',
      targetId: id,
      keeps: 'both',
    }
  },
  [`DELETE ${ADMIN}/crispr-jobs/{id}`]: async () => {
    const id = await crisprJob(CRISPR_JOB_STATUS.finished)
    return {
      method: 'DELETE',
      url: `${ADMIN}/crispr-jobs/${id}`,
      action: 'delete',
      targetType: 'crispr-jobs',
      targetId: id,
      keeps: 'before',
    }
  },
}

async function send(call: AuditedCall) {
  if (!call.file) return adminCall(t.app, admin, call.method, call.url, call.payload)
  const { payload, headers } = multipart(call.file.name, call.file.content)
  const response = await t.app.inject({
    method: call.method,
    url: call.url,
    payload,
    headers: { ...headers, authorization: `Bearer ${admin}` },
  })
  return { status: response.statusCode, body: response.json() }
}

const lastAuditId = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0,
  )

describe('操作日志', () => {
  it('文档中的每个后台写操作都在下面调用，或以理由列为不记录', () => {
    expect(documented.length).toBeGreaterThan(40)
    expect(documented.filter((key) => !(key in AUDITED) && !(key in NOT_AUDITED))).toEqual([])
    // An entry for a write that no longer exists is stale.
    expect([...Object.keys(AUDITED), ...Object.keys(NOT_AUDITED)].filter((key) => !documented.includes(key))).toEqual(
      [],
    )
    expect(Object.keys(AUDITED_AFTER_THE_CHANGE).filter((key) => !(key in AUDITED))).toEqual([])
  })

  it('每个写操作成功后恰好留下一条日志：操作人、动作、对象，以及修改前后的记录', async () => {
    for (const key of documented.filter((item) => item in AUDITED)) {
      const call = await AUDITED[key]!()
      const since = await lastAuditId()
      const { status, body } = await send(call)
      expect({ status, code: body.code, message: body.message }, key).toMatchObject({ status: 200, code: 200 })

      const rows = await t.app.db.selectFrom('auditLog').selectAll().where('id', '>', since).execute()
      expect(rows, key).toHaveLength(1)
      const [row] = rows
      const targetId = typeof call.targetId === 'function' ? call.targetId(body.data) : call.targetId
      expect(row, key).toMatchObject({
        staffId: adminId,
        staffEmail: 'admin@example.com',
        action: call.action,
        targetType: call.targetType,
        targetId: String(targetId),
      })
      expect(row!.summary, key).not.toBe('')
      const keepsBefore = call.keeps === 'before' || call.keeps === 'both'
      const keepsAfter = call.keeps === 'after' || call.keeps === 'both'
      expect({ before: row!.beforeJson !== null, after: row!.afterJson !== null }, key).toEqual({
        before: keepsBefore,
        after: keepsAfter,
      })
      if (call.keeps === 'both') expect(JSON.parse(row!.afterJson!), key).not.toEqual(JSON.parse(row!.beforeJson!))
    }
  })
})

describe('日志与修改在同一事务中', () => {
  /** Every row of the table, in an order that does not depend on how the database stores them. */
  const contentsOf = async (table: keyof DB) =>
    (await t.app.db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort()
  const moveAuditLog = (from: 'auditLog' | 'auditLogAway', to: 'auditLog' | 'auditLogAway') =>
    t.app.db.schema.alterTable(from).renameTo(to).execute()

  it('日志写不进去时，修改也不保存', async () => {
    const inOneTransaction = documented.filter((key) => key in AUDITED && !(key in AUDITED_AFTER_THE_CHANGE))
    expect(inOneTransaction.length).toBeGreaterThan(20)
    for (const key of inOneTransaction) {
      const call = await AUDITED[key]!()
      const table = TABLE_OF[call.targetType]
      expect(table, `${key}: the table of ${call.targetType}`).toBeDefined()
      const before = await contentsOf(table!)
      // Without its table the audit insert fails after the change has been made.
      await moveAuditLog('auditLog', 'auditLogAway')
      try {
        expect((await send(call)).status, key).toBe(500)
      } finally {
        await moveAuditLog('auditLogAway', 'auditLog')
      }
      expect(await contentsOf(table!), key).toEqual(before)
    }
  })
})
