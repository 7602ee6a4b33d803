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
import { PDF } from '#tests/factories/deliverables.ts'
import { PNG, multipart } from '#tests/factories/orders.ts'
import { plasmidEntry } from '#tests/factories/plasmid.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { nextIp } from '#tests/setup/account-helpers.ts'
import { post } from '#tests/setup/test-app.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete'])
const ADMIN = '/api/v1/admin'

/** The writes that change none of the site's data, with the reason. */
const NOT_AUDITED: Record<string, string> = {
  [`POST ${ADMIN}/auth/login`]: 'recorded with the staff member signing in, not the caller: see 登录 below',
  [`POST ${ADMIN}/auth/logout`]: 'closes the caller’s own session',
  [`POST ${ADMIN}/auth/me`]: 'read-only: the staff member signed in',
  [`POST ${ADMIN}/plasmid-import/preview`]: 'read-only: says what an import would do and saves nothing',
  [`POST ${ADMIN}/orders/{id}/deliverables/uploads`]:
    'starts an upload that delivers nothing until it is completed, which is recorded',
  [`PUT ${ADMIN}/orders/{id}/deliverables/uploads/{uploadId}/parts/{part}`]:
    'stores one part of an unfinished upload; its completion is recorded',
  [`DELETE ${ADMIN}/orders/{id}/deliverables/uploads/{uploadId}`]:
    'drops the parts of an unfinished upload, which delivered nothing',
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
  [`POST ${ADMIN}/plasmids/batch`]: 'clears the public catalogue’s cached totals, one plasmid at a time',
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
  'order-messages': 'orderMessage',
  bookings: 'booking',
  'fapiao-requests': 'fapiaoRequest',
  deliverables: 'orderDeliverable',
  'privacy-versions': 'privacyPolicyVersion',
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

/** A pending fapiao request of a finished order of a new customer. */
async function pendingFapiao() {
  const memberId = await customer({ isActive: 1, activateTime: new Date().toISOString() })
  const now = new Date().toISOString()
  const order = await t.app.db
    .insertInto('serviceOrder')
    .values({
      orderno: `GS-20261128-${9000 + next()}`,
      memberId,
      orderType: 1,
      status: ORDER_STATUS.DONE,
      createTime: now,
      updateTime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const row = await t.app.db
    .insertInto('fapiaoRequest')
    .values({
      memberId,
      orderId: order.id,
      amount: 100,
      title: '审计大学',
      taxId: '12330000470003281X',
      kind: 1,
      createTime: now,
      updateTime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
/** Any order: staff write on an order's thread and attach deliverables whatever its status. */
async function anyOrder() {
  const row = await t.app.db.selectFrom('serviceOrder').select('id').orderBy('id').executeTakeFirstOrThrow()
  return row.id
}
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])

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
    const base = `${ADMIN}/${kind.path}`
    const calls = rowCalls({
      base,
      targetType: kind.path,
      fresh: () => fields(`${kind.label}${next()}`),
      changed: () => fields(`修改后的${kind.label}`),
    })
    // A batch of one leaves the entry of its one item: a shown item hidden, a hidden one shown
    // (new ads start hidden), each with its state before and after.
    calls[`POST ${base}/batch`] = async () => {
      const id = await createdId(base, await fields(`${kind.label}${next()}`))
      const { status } = (await adminCall(t.app, admin, 'GET', `${base}/${id}`)).body.data as { status?: number }
      return {
        method: 'POST',
        url: `${base}/batch`,
        payload: { ids: [id], action: kind.hideable ? (status === 1 ? 'hide' : 'publish') : 'delete' },
        action: kind.hideable ? 'update' : 'delete',
        targetType: kind.path,
        targetId: id,
        keeps: kind.hideable ? 'both' : 'before',
      }
    }
    return Object.entries(calls)
  }),
)

const STAFF = `${ADMIN}/staff`
const CATEGORIES = `${ADMIN}/categories`
const newStaff = () => ({ email: `staff${next()}@example.com`, password: 'Audit@12345', role: 'editor' })
const newCategory = () => ({ catname: `审计栏目${next()}` })
const newPlasmid = () => plasmidEntry({ itemNo: `AUD-${next()}` })

/** A visitor's booking, new in the inbox. */
async function newBooking(): Promise<number> {
  const { id } = await t.app.db
    .insertInto('booking')
    .values({ name: '审计', phone: '13900000000', createTime: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

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
  [`POST ${ADMIN}/plasmids/batch`]: async () => {
    const id = await createdId(`${ADMIN}/plasmids`, newPlasmid())
    return {
      method: 'POST',
      url: `${ADMIN}/plasmids/batch`,
      payload: { ids: [id], action: 'delete' },
      action: 'delete',
      targetType: 'plasmids',
      targetId: id,
      keeps: 'before',
    }
  },
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
  [`POST ${ADMIN}/customers/{id}/delete`]: async () => {
    const id = await customer({ isActive: 1, activateTime: new Date().toISOString() })
    return {
      method: 'POST',
      url: `${ADMIN}/customers/${id}/delete`,
      action: 'delete',
      targetType: 'customers',
      targetId: id,
      keeps: 'none',
    }
  },
  [`POST ${ADMIN}/privacy-versions`]: async () => ({
    method: 'POST',
    url: `${ADMIN}/privacy-versions`,
    action: 'create',
    targetType: 'privacy-versions',
    targetId: (data) => data.version as number,
    keeps: 'after',
  }),
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
  [`POST ${ADMIN}/fapiao-requests/{id}/issue`]: async () => {
    const id = await pendingFapiao()
    return {
      method: 'POST',
      url: `${ADMIN}/fapiao-requests/${id}/issue`,
      payload: { invoiceNo: `2433200000${10_000_000 + next()}` },
      action: 'update',
      targetType: 'fapiao-requests',
      targetId: id,
      keeps: 'both',
    }
  },
  [`POST ${ADMIN}/fapiao-requests/{id}/pdf`]: async () => {
    const id = await pendingFapiao()
    return {
      method: 'POST',
      url: `${ADMIN}/fapiao-requests/${id}/pdf`,
      file: { name: '发票.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
      action: 'update',
      targetType: 'fapiao-requests',
      targetId: id,
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
  [`POST ${ADMIN}/orders/{id}/messages`]: async () => {
    const order = await anyOrder()
    return {
      method: 'POST',
      url: `${ADMIN}/orders/${order}/messages`,
      payload: { body: '样本已收到' },
      action: 'create',
      targetType: 'order-messages',
      targetId: (data) => data.id as number,
      keeps: 'after',
    }
  },
  [`POST ${ADMIN}/orders/{id}/messages/file`]: async () => {
    const order = await anyOrder()
    return {
      method: 'POST',
      url: `${ADMIN}/orders/${order}/messages/file`,
      file: { name: '质检报告.png', content: PNG },
      action: 'create',
      targetType: 'order-messages',
      targetId: (data) => data.id as number,
      keeps: 'after',
    }
  },
  [`POST ${ADMIN}/orders/{id}/deliverables`]: async () => {
    const order = await anyOrder()
    return {
      method: 'POST',
      url: `${ADMIN}/orders/${order}/deliverables`,
      file: { name: '检测报告.pdf', content: PDF },
      action: 'create',
      targetType: 'deliverables',
      targetId: (data) => (data.deliverable as { id: number }).id,
      keeps: 'after',
    }
  },
  [`POST ${ADMIN}/orders/{id}/deliverables/uploads/{uploadId}/complete`]: async () => {
    const order = await anyOrder()
    const base = `${ADMIN}/orders/${order}/deliverables/uploads`
    const { uploadId } = await prepared('POST', base, { name: 'data.zip', size: ZIP.length })
    const part = await t.app.inject({
      method: 'PUT',
      url: `${base}/${uploadId}/parts/1`,
      payload: ZIP,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/octet-stream' },
    })
    if (part.statusCode !== 200) throw new Error(`part: ${part.body}`)
    return {
      method: 'POST',
      url: `${base}/${uploadId}/complete`,
      action: 'create',
      targetType: 'deliverables',
      targetId: (data) => (data.deliverable as { id: number }).id,
      keeps: 'after',
    }
  },
  [`DELETE ${ADMIN}/orders/{id}/deliverables/{deliverableId}`]: async () => {
    const order = await anyOrder()
    const { payload, headers } = multipart('report.pdf', PDF)
    const delivered = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/orders/${order}/deliverables`,
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    })
    const { id } = delivered.json().data.deliverable as { id: number }
    return {
      method: 'DELETE',
      url: `${ADMIN}/orders/${order}/deliverables/${id}`,
      action: 'delete',
      targetType: 'deliverables',
      targetId: id,
      keeps: 'before',
    }
  },
  [`POST ${ADMIN}/inbox/{kind}/{id}/handle`]: async () => {
    const id = await newBooking()
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
  [`POST ${ADMIN}/inbox/{kind}/batch`]: async () => {
    const id = await newBooking()
    return {
      method: 'POST',
      url: `${ADMIN}/inbox/bookings/batch`,
      payload: { ids: [id], action: 'handle' },
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

/** The audit rows written since `since`, oldest first. */
const rowsSince = (since: number) =>
  t.app.db.selectFrom('auditLog').selectAll().where('id', '>', since).orderBy('id').execute()
const json = (text: string | null) => (text === null ? null : JSON.parse(text))

describe('日志写明改了什么', () => {
  it('网站设置改一项：日志只列这一项及其修改前后的值', async () => {
    const { settings } = (await adminCall(t.app, admin, 'GET', `${ADMIN}/settings`)).body.data as {
      settings: Record<string, string>
    }
    expect(Object.keys(settings).length).toBeGreaterThan(5)
    const changed = `sales${next()}@example.com`
    const since = await lastAuditId()
    // The settings form sends every key; one of them has a new value.
    const { body } = await adminCall(t.app, admin, 'PUT', `${ADMIN}/settings`, {
      settings: { ...settings, sales_email: changed },
    })
    expect(body.code).toBe(200)
    const [row] = await rowsSince(since)
    expect(json(row!.beforeJson)).toEqual({ sales_email: settings.sales_email })
    expect(json(row!.afterJson)).toEqual({ sales_email: changed })

    const list = await adminCall(t.app, admin, 'GET', `${ADMIN}/audit?targetType=settings&size=1`)
    expect(list.body.data.data[0]).toMatchObject({
      id: row!.id,
      changes: [{ field: 'sales_email', before: settings.sales_email, after: changed }],
    })
  })

  it('工作人员的角色修改与停用读来不同，各自只列改动的字段', async () => {
    const staff = newStaff()
    const id = await createdId(STAFF, staff)
    const name = `角色${next()}`
    await prepared('PUT', `${STAFF}/${id}`, { name, role: 'editor', isActive: 1 })

    let since = await lastAuditId()
    await prepared('PUT', `${STAFF}/${id}`, { name, role: 'operator', isActive: 1 })
    const [roleChange] = await rowsSince(since)
    expect(roleChange).toMatchObject({ action: 'update', summary: `修改工作人员 ${staff.email}：角色由编辑改为运营` })
    expect([json(roleChange!.beforeJson), json(roleChange!.afterJson)]).toEqual([
      { role: 'editor' },
      { role: 'operator' },
    ])

    since = await lastAuditId()
    await prepared('PUT', `${STAFF}/${id}`, { name, role: 'operator', isActive: 0 })
    const [disable] = await rowsSince(since)
    expect(disable).toMatchObject({ action: 'deactivate', summary: `停用工作人员 ${staff.email}` })
    expect([json(disable!.beforeJson), json(disable!.afterJson)]).toEqual([{ isActive: 1 }, { isActive: 0 }])

    since = await lastAuditId()
    await prepared('PUT', `${STAFF}/${id}`, { name, role: 'operator', isActive: 1 })
    expect((await rowsSince(since))[0]).toMatchObject({ action: 'activate', summary: `启用工作人员 ${staff.email}` })
  })

  it('导入的日志写明新建与更新的货号', async () => {
    const { itemNo: existing } = await t.app.db
      .selectFrom('plasmid')
      .select('itemNo')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const created = newPlasmid()
    const filters = Object.entries(created)
      .filter(([key]) => key.startsWith('plasmid'))
      .map(([key, value]) => [`(${key})`, String(value)])
    const header = ['货号(itemNo)', '名称(name)', ...filters.map(([key]) => key)].join(',')
    const lines = [
      `${created.itemNo},导入新建,${filters.map(([, value]) => value).join(',')}`,
      `${existing},导入改名${next()},${filters.map(([, value]) => value).join(',')}`,
    ]
    const since = await lastAuditId()
    const { body } = await adminCall(t.app, admin, 'POST', `${ADMIN}/plasmid-import/apply`, {
      format: 'csv',
      files: [{ name: '质粒.csv', content: `${header}\r\n${lines.join('\r\n')}\r\n` }],
    })
    expect(body.message).toMatch(/导入完成/)
    const [row] = await rowsSince(since)
    expect(row!.summary).toBe(`导入质粒：新建 1 个（${created.itemNo}），更新 1 个（${existing}）`)
    expect(json(row!.afterJson)).toMatchObject({ created: [created.itemNo], updated: [existing] })
  })

  it('导出客户、订单与留言的个人信息都留下日志', async () => {
    const exports = [
      { url: `${ADMIN}/customers/export?keyword=example`, targetType: 'customers', what: '导出客户 CSV' },
      { url: `${ADMIN}/orders/export.csv?status=1`, targetType: 'orders', what: '导出订单 CSV' },
      { url: `${ADMIN}/orders/export.xlsx`, targetType: 'orders', what: '导出订单 Excel' },
      { url: `${ADMIN}/inbox/bookings/export`, targetType: 'bookings', what: '导出' },
    ]
    for (const { url, targetType, what } of exports) {
      const since = await lastAuditId()
      const { status } = await adminCall(t.app, admin, 'GET', url)
      expect(status, url).toBe(200)
      const rows = await rowsSince(since)
      expect(rows, url).toHaveLength(1)
      expect(rows[0], url).toMatchObject({ action: 'export', targetType, staffId: adminId })
      expect(rows[0]!.summary, url).toMatch(new RegExp(`^${what}.*（\\d+ 条）$`))
      expect(json(rows[0]!.afterJson), url).toMatchObject({ count: expect.any(Number), filters: expect.any(Object) })
    }
    const since = await lastAuditId()
    await adminCall(t.app, admin, 'GET', `${ADMIN}/customers/export?keyword=example`)
    expect(json((await rowsSince(since))[0]!.afterJson)).toMatchObject({ filters: { keyword: 'example' } })
  })

  it('登录留下日志，失败的也留下（记录所用邮箱，不记录密码）', async () => {
    let since = await lastAuditId()
    const wrongPassword = 'Wrong@Secret-98765'
    const failed = await post(
      t.app,
      `${ADMIN}/auth/login`,
      { email: 'editor@example.com', password: wrongPassword },
      { ip: nextIp() },
    )
    expect(failed.body.code).not.toBe(200)
    let rows = await rowsSince(since)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'login_failed', staffId: null, staffEmail: 'editor@example.com' })
    expect(JSON.stringify(rows[0])).not.toContain(wrongPassword)

    since = await lastAuditId()
    await post(t.app, `${ADMIN}/auth/login`, { email: 'nobody@example.com', password: wrongPassword }, { ip: nextIp() })
    expect((await rowsSince(since))[0]).toMatchObject({ action: 'login_failed', staffEmail: 'nobody@example.com' })

    since = await lastAuditId()
    await staffToken(t.app, 'editor')
    rows = await rowsSince(since)
    const editor = await t.app.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', 'editor@example.com')
      .executeTakeFirstOrThrow()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'login', staffId: editor.id, staffEmail: 'editor@example.com' })
  })
})

describe('操作日志的筛选与导出', () => {
  it('按员工、操作、对象与时间筛选；不存在的日期与颠倒的时间段被拒绝', async () => {
    const start = new Date(Date.now() - 1000).toISOString()
    const category = await createdId(CATEGORIES, newCategory())
    await prepared('PUT', `${CATEGORIES}/${category}`, { ...newCategory(), sort: 7 })
    const end = new Date(Date.now() + 1000).toISOString()

    const query = `staffId=${adminId}&action=update&targetType=categories&targetId=${category}&from=${start}&to=${end}`
    const { body } = await adminCall(t.app, admin, 'GET', `${ADMIN}/audit?${query}`)
    expect(body.data.total).toBe(1)
    expect(body.data.data[0]).toMatchObject({ action: 'update', targetId: String(category), staffId: adminId })
    expect(body.data.data[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'sort', after: 7 })]),
    )
    // Another staff member, or a time range that ends before the change, finds nothing.
    const editor = await t.app.db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'editor')
      .executeTakeFirstOrThrow()
    const none = await adminCall(t.app, admin, 'GET', `${ADMIN}/audit?targetId=${category}&staffId=${editor.id}`)
    expect(none.body.data.total).toBe(0)
    const before = await adminCall(t.app, admin, 'GET', `${ADMIN}/audit?targetId=${category}&to=${start}`)
    expect(before.body.data.total).toBe(0)

    for (const [filter, message] of [
      ['from=2026-02-30T00:00:00.000Z', '起始时间无效'],
      ['to=2026-13-01T00:00:00.000Z', '结束时间无效'],
      [`from=${end}&to=${start}`, '结束时间不能早于起始时间'],
      ['action=drop', '操作类型无效'],
    ]) {
      const refused = await adminCall(t.app, admin, 'GET', `${ADMIN}/audit?${filter}`)
      expect({ status: refused.status, message: refused.body.message }, filter).toEqual({ status: 400, message })
    }
  })

  it('按同样的筛选导出 CSV，只有管理员可以导出', async () => {
    const catname = `导出栏目${next()}`
    const category = await createdId(CATEGORIES, { catname })
    const { text, status } = await adminCall(
      t.app,
      admin,
      'GET',
      `${ADMIN}/audit/export?action=create&targetType=categories&targetId=${category}`,
    )
    expect(status).toBe(200)
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('"时间","员工","操作","对象类型","对象编号","摘要","改动","IP"')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('"admin@example.com","新建","categories"')
    expect(lines[1]).toContain(`"${category}"`)
    expect(lines[1]).toContain(`栏目名称： → ${catname}`)

    for (const role of ['editor', 'operator'] as const) {
      const refused = await adminCall(t.app, await staffToken(t.app, role), 'GET', `${ADMIN}/audit/export`)
      expect(refused.status, role).toBe(403)
    }
  })
})
