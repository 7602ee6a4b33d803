// The console's lists through the real API: sorting by a column the list allows (any other
// is refused with a message), the structured filters, and the batch actions, which change
// each chosen item, audit each one and report the ids that do not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recentSince } from '#common/schemas/admin-dashboard.ts'
import { BATCH_MESSAGES, FROM_DAY_MESSAGE, SORT_MESSAGES } from '#common/schemas/list-sort.ts'
import { plasmidEntry } from '#tests/factories/plasmid.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'

let t: TestApp
let editor: string
let operator: string
let admin: string
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  editor = await staffToken(t.app, 'editor')
  operator = await staffToken(t.app, 'operator')
  admin = await staffToken(t.app, 'admin')
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const as = (token: string) => (method: Method, path: string, payload?: Record<string, unknown>) =>
  adminCall(t.app, token, method, `/api/v1/admin${path}`, payload)
const asEditor = (method: Method, path: string, payload?: Record<string, unknown>) => as(editor)(method, path, payload)
const asOperator = (method: Method, path: string, payload?: Record<string, unknown>) =>
  as(operator)(method, path, payload)

const auditOf = (targetType: string, ids: readonly number[]) =>
  t.app.db
    .selectFrom('auditLog')
    .selectAll()
    .where('targetType', '=', targetType)
    .where(
      'targetId',
      'in',
      ids.map((id) => String(id)),
    )
    .orderBy('id')
    .execute()

async function newsChannels(): Promise<number[]> {
  const rows = await t.app.db.selectFrom('category').select('id').where('molds', '=', 'news').orderBy('id').execute()
  return rows.map((row) => row.id)
}

async function createNews(title: string, tid?: number): Promise<number> {
  const { body } = await asEditor('POST', '/news', { tid: tid ?? (await newsChannels())[0], title })
  expect(body.code).toBe(200)
  return body.data.id as number
}

/** An id no row of any table has. */
const MISSING = 987_654

describe('排序', () => {
  it('新闻按所选列与方向排序，相同值按列表原有顺序', async () => {
    for (const title of ['排序测试 乙', '排序测试 甲', '排序测试 丙']) await createNews(title)
    const titles = async (order: 'asc' | 'desc') =>
      (
        await asEditor('GET', `/news?keyword=${encodeURIComponent('排序测试')}&sort=title&order=${order}`)
      ).body.data.data.map((row: { title: string }) => row.title) as string[]
    const ascending = await titles('asc')
    expect(ascending).toHaveLength(3)
    expect(ascending).toEqual([...ascending].sort())
    expect(await titles('desc')).toEqual([...ascending].reverse())
  })

  it('订单按下单时间升序与降序', async () => {
    const times = async (order: string) =>
      (await asOperator('GET', `/orders?size=100&sort=createTime&order=${order}`)).body.data.data.map(
        (row: { createTime: string }) => row.createTime,
      ) as string[]
    const ascending = await times('asc')
    expect(ascending.length).toBeGreaterThan(1)
    expect(ascending).toEqual([...ascending].sort())
    expect(await times('desc')).toEqual([...ascending].sort().reverse())
  })

  it('客户按邮箱、CRISPR 任务按编号排序', async () => {
    const emails = (await asOperator('GET', '/customers?size=100&sort=email&order=asc')).body.data.data.map(
      (row: { email: string }) => row.email,
    ) as string[]
    expect(emails.length).toBeGreaterThan(1)
    expect(emails).toEqual([...emails].sort())
    const ids = (await asOperator('GET', '/crispr-jobs?size=100&sort=id&order=asc')).body.data.data.map(
      (row: { id: number }) => row.id,
    ) as number[]
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('操作日志按员工、发信记录按状态排序', async () => {
    const emails = (await as(admin)('GET', '/audit?size=100&sort=staffEmail&order=asc')).body.data.data.map(
      (row: { staffEmail: string }) => row.staffEmail,
    ) as string[]
    expect(new Set(emails).size).toBeGreaterThan(1)
    expect(emails).toEqual([...emails].sort())
    await t.app.db
      .insertInto('mailOutbox')
      .values(
        (['sent', 'failed', 'pending'] as const).map((status) => ({
          toAddress: 'customer@example.com',
          subject: '排序',
          textBody: '正文',
          htmlBody: '<p>正文</p>',
          status,
          createTime: new Date().toISOString(),
        })),
      )
      .execute()
    const statuses = (await asOperator('GET', '/outbox/mail?size=100&sort=status&order=desc')).body.data.data.map(
      (row: { status: string }) => row.status,
    ) as string[]
    expect(new Set(statuses).size).toBeGreaterThan(2)
    expect(statuses).toEqual([...statuses].sort().reverse())
  })

  it('质粒按价格排序', async () => {
    const { body } = await asEditor('GET', '/plasmids?size=50&sort=price&order=desc')
    const prices = body.data.data.map((row: { price: number }) => row.price) as number[]
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })

  it('不允许的排序字段与方向返回 400 和中文提示', async () => {
    for (const [call, path] of [
      [asEditor, '/news?sort=body'],
      [asEditor, '/plasmids?sort=sequenceId'],
      [asOperator, '/orders?sort=memberId'],
      [asOperator, '/inbox/bookings?sort=phone'],
      [asOperator, '/customers?sort=passwordHash'],
      [asOperator, '/crispr-jobs?sort=memberId'],
      [as(admin), '/audit?sort=beforeJson'],
      [asOperator, '/outbox/mail?sort=body'],
    ] as const) {
      const { status, body } = await call('GET', path)
      expect(status, path).toBe(400)
      expect(body.fieldErrors?.sort, path).toBe(SORT_MESSAGES.field)
    }
    const { status, body } = await asEditor('GET', '/news?sort=title&order=up')
    expect(status).toBe(400)
    expect(body.fieldErrors?.order).toBe(SORT_MESSAGES.order)
  })
})

describe('列表参数的提示', () => {
  it('不是数字的页码、每页条数与筛选值：400 和说明哪个参数的中文提示，而不是校验器的原文', async () => {
    for (const [call, path, field, message] of [
      [asEditor, '/news?page=abc', 'page', '页码无效'],
      [asEditor, '/news?size=abc', 'size', '每页条数无效'],
      [asEditor, '/news?size=0', 'size', '每页条数无效'],
      [asEditor, '/news?tid=abc', 'tid', '参数无效'],
      [asOperator, '/orders?status=abc', 'status', '参数无效'],
      [asOperator, '/orders?status=99', 'status', '参数无效'],
    ] as const) {
      const { status, body } = await call('GET', path)
      expect(status, path).toBe(400)
      expect(body.fieldErrors?.[field], path).toBe(message)
    }
  })
})

describe('筛选', () => {
  it('新闻按栏目筛选', async () => {
    const [first, second] = await newsChannels()
    expect(second).toBeDefined()
    const id = await createNews('栏目筛选测试', second)
    const { body } = await asEditor('GET', `/news?size=100&tid=${second}`)
    expect(body.data.data.every((row: { tid: number }) => row.tid === second)).toBe(true)
    expect(body.data.data.map((row: { id: number }) => row.id)).toContain(id)
    const other = await asEditor('GET', `/news?size=100&tid=${first}`)
    expect(other.body.data.data.map((row: { id: number }) => row.id)).not.toContain(id)
  })

  it('质粒按七个筛选项的取值筛选（可组合）', async () => {
    const sample = await t.app.db
      .selectFrom('plasmid')
      .select(['plasmidHost', 'plasmidUsage'])
      .where('plasmidHost', '<>', '')
      .where('plasmidUsage', '<>', '')
      .executeTakeFirstOrThrow()
    const expected = await t.app.db
      .selectFrom('plasmid')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('plasmidHost', '=', sample.plasmidHost)
      .where('plasmidUsage', '=', sample.plasmidUsage)
      .executeTakeFirstOrThrow()
    const all = await asEditor('GET', '/plasmids?size=1')
    const { body } = await asEditor(
      'GET',
      `/plasmids?size=100&plasmidHost=${encodeURIComponent(sample.plasmidHost)}&plasmidUsage=${encodeURIComponent(sample.plasmidUsage)}`,
    )
    expect(body.data.total).toBe(Number(expected.count))
    expect(body.data.total).toBeLessThan(all.body.data.total)
    for (const row of body.data.data) expect(row).toMatchObject(sample)
  })
})

describe('概览的数字与它链接的列表', () => {
  it('每个数字等于它链接的列表（同样的筛选）的总数', async () => {
    const asAdmin = as(admin)
    await createNews('概览测试')
    // A booking of today, one of three weeks ago and one older than 30 days: each figure counts its own.
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString()
    await t.app.db
      .insertInto('booking')
      .values([0, 21, 40].map((days) => ({ name: '概览', phone: '13800000000', createTime: daysAgo(days) })))
      .execute()
    const { body } = await asAdmin('GET', '/dashboard')
    const days = recentSince(new Date().toISOString())
    const total = async (path: string) => {
      const listed = await asAdmin('GET', path)
      expect(listed.status, path).toBe(200)
      return listed.body.data.total as number
    }
    const { orders, news, newCustomers, crisprJobs } = body.data
    for (const { status, count } of orders.byStatus as { status: number; count: number }[])
      expect(await total(`/orders?status=${status}`)).toBe(count)
    expect(await total(`/orders?from=${days.last7Days}`)).toBe(orders.last7Days)
    expect(await total(`/orders?from=${days.last30Days}`)).toBe(orders.last30Days)
    expect(news.last7Days).toBeGreaterThan(0)
    expect(await total(`/news?from=${days.last7Days}`)).toBe(news.last7Days)
    expect(await total(`/news?from=${days.last7Days}`)).toBeLessThan(await total('/news'))
    expect(await total(`/customers?from=${days.last7Days}`)).toBe(newCustomers.last7Days)
    expect(await total(`/crispr-jobs?from=${days.last7Days}`)).toBe(crisprJobs.last7Days)
    expect(await total(`/crispr-jobs?status=2&from=${days.last30Days}`)).toBe(crisprJobs.failedLast30Days)
    expect(await total('/crispr-jobs?status=1')).toBe(crisprJobs.running)
    for (const [kind, key] of [
      ['bookings', 'bookings'],
      ['contact-messages', 'contactMessages'],
      ['inquiries', 'inquiries'],
    ] as const) {
      expect(await total(`/inbox/${kind}?status=0`)).toBe(body.data.unhandledInbox[key])
      expect(await total(`/inbox/${kind}?from=${days.last7Days}`)).toBe(body.data.newInboxItems[key].last7Days)
      expect(await total(`/inbox/${kind}?from=${days.last30Days}`)).toBe(body.data.newInboxItems[key].last30Days)
    }
    expect(body.data.newInboxItems.bookings.last30Days).toBeGreaterThan(body.data.newInboxItems.bookings.last7Days)
    expect(await total('/inbox/bookings')).toBeGreaterThan(body.data.newInboxItems.bookings.last30Days)
  })

  it('无效的起始日期返回 400', async () => {
    const { status, body } = await asEditor('GET', '/news?from=2026-02-31')
    expect(status).toBe(400)
    expect(body.fieldErrors?.from).toBe(FROM_DAY_MESSAGE)
  })
})

describe('批量操作', () => {
  it('批量隐藏的新闻从网站消失，每条一条操作日志；再批量显示后回来', async () => {
    const ids = [await createNews('批量隐藏一'), await createNews('批量隐藏二')]
    const publicIds = async () =>
      (await post(t.app, '/api/v1/news/index', { page: 1, size: 100 })).body.data.data.map(
        (row: { id: number }) => row.id,
      ) as number[]
    expect(await publicIds()).toEqual(expect.arrayContaining(ids))

    const hidden = await asEditor('POST', '/news/batch', { ids, action: 'hide' })
    expect(hidden.body).toMatchObject({ code: 200, message: '已隐藏 2 条新闻', data: { done: ids, missing: [] } })
    expect((await publicIds()).filter((id) => ids.includes(id))).toEqual([])
    expect((await post(t.app, '/api/v1/news/read', { id: ids[0] })).body.code).not.toBe(200)
    const listed = await asEditor('GET', `/news?keyword=${encodeURIComponent('批量隐藏')}`)
    expect(listed.body.data.data.map((row: { status: number }) => row.status)).toEqual([0, 0])

    const entries = (await auditOf('news', ids)).filter((entry) => entry.action !== 'create')
    expect(entries.map((entry) => [entry.targetId, entry.action, entry.staffEmail])).toEqual(
      ids.map((id) => [String(id), 'update', 'editor@example.com']),
    )
    expect(entries[0]?.summary).toBe('批量隐藏新闻「批量隐藏一」')
    expect(JSON.parse(entries[0]?.beforeJson ?? '{}')).toMatchObject({ status: 1 })
    expect(JSON.parse(entries[0]?.afterJson ?? '{}')).toMatchObject({ status: 0 })

    // Hiding them again changes nothing: no item counted, no entry.
    const again = await asEditor('POST', '/news/batch', { ids, action: 'hide' })
    expect(again.body).toMatchObject({ message: '已隐藏 0 条新闻', data: { done: [], missing: [] } })
    expect((await auditOf('news', ids)).filter((entry) => entry.action !== 'create')).toHaveLength(2)

    await asEditor('POST', '/news/batch', { ids, action: 'publish' })
    expect(await publicIds()).toEqual(expect.arrayContaining(ids))
  })

  it('批量删除：不存在的 id 列在 missing 中，其余照常删除并记日志', async () => {
    const ids = [await createNews('批量删除一'), await createNews('批量删除二')]
    const { body } = await asEditor('POST', '/news/batch', { ids: [...ids, MISSING], action: 'delete' })
    expect(body).toMatchObject({ code: 200, data: { done: ids, missing: [MISSING] } })
    expect(await t.app.db.selectFrom('news').select('id').where('id', 'in', ids).execute()).toEqual([])
    expect((await auditOf('news', ids)).filter((entry) => entry.action === 'delete')).toHaveLength(2)
    expect(await auditOf('news', [MISSING])).toEqual([])
  })

  it('批量隐藏广告与文章', async () => {
    const ad = await asEditor('POST', '/ads', { name: '批量广告', status: 1 })
    const adId = ad.body.data.id as number
    expect((await asEditor('POST', '/ads/batch', { ids: [adId], action: 'hide' })).body.code).toBe(200)
    expect((await asEditor('GET', `/ads/${adId}`)).body.data.status).toBe(0)

    const article = await t.app.db.selectFrom('article').select(['id', 'tid']).executeTakeFirstOrThrow()
    expect((await asEditor('POST', '/articles/batch', { ids: [article.id], action: 'hide' })).body.code).toBe(200)
    expect((await asEditor('GET', `/articles/${article.id}`)).body.data.status).toBe(0)
    expect((await auditOf('articles', [article.id])).at(-1)?.summary).toMatch(/^批量隐藏文章「/)
    await asEditor('POST', '/articles/batch', { ids: [article.id], action: 'publish' })
  })

  it('批量操作的 ids 须为正整数、至多 100 个，操作须为该列表支持的', async () => {
    for (const [path, payload, field, message] of [
      ['/news/batch', { ids: [], action: 'hide' }, 'ids', BATCH_MESSAGES.ids],
      ['/news/batch', { ids: ['1'], action: 'hide' }, 'ids.0', BATCH_MESSAGES.ids],
      ['/news/batch', { ids: [1.5], action: 'hide' }, 'ids.0', BATCH_MESSAGES.ids],
      [
        '/news/batch',
        { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'hide' },
        'ids',
        BATCH_MESSAGES.tooMany,
      ],
      ['/news/batch', { ids: [1], action: 'archive' }, 'action', BATCH_MESSAGES.action],
      // Jobs cannot be hidden, only deleted.
      ['/jobs/batch', { ids: [1], action: 'hide' }, 'action', BATCH_MESSAGES.action],
      ['/plasmids/batch', { ids: [1], action: 'archive' }, 'action', BATCH_MESSAGES.action],
    ] as const) {
      const { status, body } = await asEditor('POST', path, payload)
      expect(status, JSON.stringify(payload)).toBe(400)
      expect(body.fieldErrors?.[field], JSON.stringify(payload)).toBe(message)
    }
  })

  it('内容的批量操作只给编辑与管理员，留言的只给运营与管理员', async () => {
    const id = await createNews('角色测试')
    expect((await asOperator('POST', '/news/batch', { ids: [id], action: 'hide' })).status).toBe(403)
    expect((await asOperator('POST', '/plasmids/batch', { ids: [MISSING], action: 'delete' })).status).toBe(403)
    expect((await asEditor('POST', '/inbox/bookings/batch', { ids: [MISSING], action: 'handle' })).status).toBe(403)
    expect(
      (await t.app.db.selectFrom('news').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe(1)
  })

  it('批量标记留言为已处理：保留备注，记下处理人，每条一条日志', async () => {
    const now = new Date().toISOString()
    const ids: number[] = []
    for (const note of ['', '已电话联系']) {
      const row = await t.app.db
        .insertInto('booking')
        .values({ name: '批量', phone: '13900000000', createTime: now, note })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.push(row.id)
    }
    const { body } = await asOperator('POST', '/inbox/bookings/batch', { ids: [...ids, MISSING], action: 'handle' })
    expect(body).toMatchObject({
      code: 200,
      message: '已将 2 条在线预约标记为已处理',
      data: { done: ids, missing: [MISSING] },
    })
    const rows = await t.app.db
      .selectFrom('booking')
      .select(['status', 'note', 'handledBy'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { status: 1, note: '', handledBy: 'operator@example.com' },
      { status: 1, note: '已电话联系', handledBy: 'operator@example.com' },
    ])
    const entries = await auditOf('bookings', ids)
    expect(entries.map((entry) => [entry.targetId, entry.action])).toEqual(ids.map((id) => [String(id), 'handle']))
    const unhandled = await asOperator('GET', '/inbox/bookings?status=0&size=100')
    expect(unhandled.body.data.data.map((row: { id: number }) => row.id)).not.toEqual(expect.arrayContaining([ids[0]]))
  })

  it('批量删除质粒：每个一条日志，不存在的列出', async () => {
    const rows = await t.app.db.selectFrom('plasmid').select(['id', 'itemNo']).orderBy('id', 'desc').limit(2).execute()
    const ids = rows.map((row) => row.id)
    const { body } = await asEditor('POST', '/plasmids/batch', { ids: [...ids, MISSING], action: 'delete' })
    expect(body).toMatchObject({ code: 200, message: '已删除 2 个质粒', data: { done: ids, missing: [MISSING] } })
    expect(await t.app.db.selectFrom('plasmid').select('id').where('id', 'in', ids).execute()).toEqual([])
    const entries = await auditOf('plasmids', ids)
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'delete'])
    expect(entries[0]?.summary).toContain(rows[0]!.itemNo)
  })

  it('批量隐藏的质粒从公开目录消失（列表、总数、筛选数、搜索、详情、下载、站点地图），再显示后回来', async () => {
    const ids: number[] = []
    for (const suffix of ['1', '2']) {
      const { body } = await asEditor(
        'POST',
        '/plasmids',
        plasmidEntry({ itemNo: `HIDE-000${suffix}`, name: `pHidden-Batch${suffix}` }),
      )
      expect(body.code).toBe(200)
      expect(body.data.status).toBe(1)
      ids.push(body.data.id as number)
    }
    const filter = { plasmidFluorescentMarker: 'EGFP' }
    const publicView = async () => {
      const named = await post(t.app, '/api/v1/plasmid/list', { name: 'pHidden-Batch', size: 100 })
      const filtered = await post(t.app, '/api/v1/plasmid/list', { ...filter, size: 1 })
      const all = await post(t.app, '/api/v1/plasmid/list', { size: 1 })
      const search = await t.app.inject({ method: 'GET', url: '/api/v1/article/search?keywords=pHidden-Batch' })
      const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
      return {
        listed: named.body.data.data.map((row: { id: number }) => row.id) as number[],
        namedTotal: named.body.data.total as number,
        filteredTotal: filtered.body.data.total as number,
        total: all.body.data.total as number,
        found: (search.json().data.data as { kind: string; ref_id: number }[])
          .filter((row) => row.kind === 'plasmid')
          .map((row) => row.ref_id)
          .sort((a, b) => a - b),
        inSitemap: ids.filter((id) => sitemap.includes(`/plasmidPlatformDetail?listId=${id}<`)),
        details: await Promise.all(ids.map(async (id) => (await post(t.app, '/api/v1/plasmid/read', { id })).status)),
        downloads: await Promise.all(
          ids.map(async (id) => (await t.app.inject({ method: 'GET', url: `/api/v1/plasmid/${id}/fasta` })).statusCode),
        ),
      }
    }
    const shown = await publicView()
    expect(shown).toMatchObject({
      listed: ids,
      namedTotal: 2,
      found: ids,
      inSitemap: ids,
      details: [200, 200],
      downloads: [200, 200],
    })

    const hidden = await asEditor('POST', '/plasmids/batch', { ids: [...ids, MISSING], action: 'hide' })
    expect(hidden.body).toMatchObject({
      code: 200,
      message: '已隐藏 2 个质粒',
      data: { done: ids, missing: [MISSING] },
    })
    expect(await publicView()).toEqual({
      listed: [],
      namedTotal: 0,
      filteredTotal: shown.filteredTotal - 2,
      total: shown.total - 2,
      found: [],
      inSitemap: [],
      details: [404, 404],
      downloads: [404, 404],
    })

    // The console still lists them, with their status and under the status filter.
    const listed = await asEditor('GET', '/plasmids?keyword=pHidden-Batch&status=0')
    expect(listed.body.data.data.map((row: { id: number; status: number }) => [row.id, row.status])).toEqual(
      ids.map((id) => [id, 0]),
    )
    expect((await asEditor('GET', '/plasmids?keyword=pHidden-Batch&status=1')).body.data.total).toBe(0)

    const entries = (await auditOf('plasmids', ids)).filter((entry) => entry.action === 'update')
    expect(entries.map((entry) => [entry.targetId, entry.staffEmail, entry.summary])).toEqual([
      [String(ids[0]), 'editor@example.com', '批量隐藏质粒 HIDE-0001「pHidden-Batch1」'],
      [String(ids[1]), 'editor@example.com', '批量隐藏质粒 HIDE-0002「pHidden-Batch2」'],
    ])
    expect(JSON.parse(entries[0]!.beforeJson ?? '{}')).toEqual({ status: 1 })
    expect(JSON.parse(entries[0]!.afterJson ?? '{}')).toEqual({ status: 0 })

    // Hiding them again changes nothing: none counted, no entry.
    const again = await asEditor('POST', '/plasmids/batch', { ids, action: 'hide' })
    expect(again.body).toMatchObject({ message: '已隐藏 0 个质粒', data: { done: [], missing: [] } })

    // Publishing one hidden and one already shown entry changes (and records) only the hidden one.
    await asEditor('POST', '/plasmids/batch', { ids: [ids[0]!], action: 'publish' })
    const published = await asEditor('POST', '/plasmids/batch', { ids, action: 'publish' })
    expect(published.body).toMatchObject({ message: '已显示 1 个质粒', data: { done: [ids[1]], missing: [] } })
    const updates = (await auditOf('plasmids', ids)).filter((entry) => entry.action === 'update')
    expect(updates.map((entry) => [entry.targetId, entry.summary])).toEqual([
      [String(ids[0]), '批量隐藏质粒 HIDE-0001「pHidden-Batch1」'],
      [String(ids[1]), '批量隐藏质粒 HIDE-0002「pHidden-Batch2」'],
      [String(ids[0]), '批量显示质粒 HIDE-0001「pHidden-Batch1」'],
      [String(ids[1]), '批量显示质粒 HIDE-0002「pHidden-Batch2」'],
    ])
    expect(await publicView()).toEqual(shown)
  })

  it('质粒表单可设状态：隐藏后公开详情 404，操作日志记下状态的变化；状态只能是 0 或 1', async () => {
    const created = await asEditor('POST', '/plasmids', plasmidEntry({ itemNo: 'HIDE-0003', status: 0 }))
    expect(created.body.data.status).toBe(0)
    const id = created.body.data.id as number
    expect((await post(t.app, '/api/v1/plasmid/read', { id })).status).toBe(404)

    const entry = { ...plasmidEntry({ itemNo: 'HIDE-0003' }), status: 1 }
    expect((await asEditor('PUT', `/plasmids/${id}`, entry)).body.data.status).toBe(1)
    expect((await post(t.app, '/api/v1/plasmid/read', { id })).status).toBe(200)
    const update = (await auditOf('plasmids', [id])).at(-1)
    expect(JSON.parse(update?.beforeJson ?? '{}')).toMatchObject({ status: 0 })
    expect(JSON.parse(update?.afterJson ?? '{}')).toMatchObject({ status: 1 })

    const refused = await asEditor('PUT', `/plasmids/${id}`, { ...entry, status: 2 })
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors?.status).toBe('状态只能是显示或隐藏')
    const badFilter = await asEditor('GET', '/plasmids?status=2')
    expect(badFilter.status).toBe(400)
    expect(badFilter.body.fieldErrors?.status).toBe('参数无效')
  })
})
