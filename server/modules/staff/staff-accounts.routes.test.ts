import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chinaDayStartIso, formatDate } from '#common/china-date.ts'
import { type Dashboard, recentSince } from '#common/schemas/admin-dashboard.ts'
import { nextIp } from '#tests/setup/account-helpers.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'

let t: TestApp
let admin: string
let adminId: number
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  admin = await staffToken(t.app, 'admin')
  adminId = (await adminCall(t.app, admin, 'GET', '/api/v1/admin/auth/me')).body.data.user.id
})
afterAll(() => t.close())

const asAdmin = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: Record<string, unknown>) =>
  adminCall(t.app, admin, method, `/api/v1/admin${path}`, payload)
const login = (email: string, password: string) =>
  post(t.app, '/api/v1/admin/auth/login', { email, password }, { ip: nextIp() })

describe('工作人员账号', () => {
  it('新建的工作人员可以登录；邮箱不能重复', async () => {
    const created = await asAdmin('POST', '/staff', {
      email: 'New@Example.com',
      name: '新同事',
      password: 'Newbie@123',
      role: 'editor',
    })
    expect(created.body.data).toMatchObject({ email: 'new@example.com', role: 'editor', isActive: 1 })
    expect(created.body.data).not.toHaveProperty('passwordHash')
    expect((await login('new@example.com', 'Newbie@123')).body.data.info.user.role).toBe('editor')
    const again = await asAdmin('POST', '/staff', { email: 'new@example.com', password: 'Newbie@123', role: 'editor' })
    expect(again.body).toMatchObject({ code: 201, message: '该邮箱已有工作人员账号' })
    expect((await asAdmin('GET', '/staff')).body.data.map((row: { email: string }) => row.email)).toContain(
      'new@example.com',
    )
  })

  it('改变角色或停用后，其登录立即失效', async () => {
    const { body } = await asAdmin('POST', '/staff', {
      email: 'mover@example.com',
      password: 'Mover@1234',
      role: 'editor',
    })
    const token = (await login('mover@example.com', 'Mover@1234')).body.data.info.token as string
    await asAdmin('PUT', `/staff/${body.data.id}`, { name: '', role: 'operator', isActive: 1 })
    expect((await adminCall(t.app, token, 'GET', '/api/v1/admin/auth/me')).status).toBe(401)
    const operatorToken = (await login('mover@example.com', 'Mover@1234')).body.data.info.token as string
    expect((await adminCall(t.app, operatorToken, 'GET', '/api/v1/admin/customers')).status).toBe(200)
    await asAdmin('PUT', `/staff/${body.data.id}`, { name: '', role: 'operator', isActive: 0 })
    expect((await adminCall(t.app, operatorToken, 'GET', '/api/v1/admin/auth/me')).status).toBe(401)
    expect((await login('mover@example.com', 'Mover@1234')).body.message).toBe('邮箱或密码错误')
  })

  it('重置密码后旧密码与旧登录都失效', async () => {
    const { body } = await asAdmin('POST', '/staff', {
      email: 'forgot@example.com',
      password: 'Forgot@123',
      role: 'operator',
    })
    const token = (await login('forgot@example.com', 'Forgot@123')).body.data.info.token as string
    expect((await asAdmin('POST', `/staff/${body.data.id}/password`, { password: 'Remember@123' })).body.code).toBe(200)
    expect((await adminCall(t.app, token, 'GET', '/api/v1/admin/auth/me')).status).toBe(401)
    expect((await login('forgot@example.com', 'Forgot@123')).body.code).toBe(201)
    expect((await login('forgot@example.com', 'Remember@123')).body.code).toBe(200)
  })

  it('不能停用自己，也不能取消自己的管理员角色', async () => {
    for (const change of [
      { role: 'admin', isActive: 0 },
      { role: 'editor', isActive: 1 },
    ]) {
      const { body } = await asAdmin('PUT', `/staff/${adminId}`, { name: '管理员', ...change })
      expect(body).toMatchObject({ code: 201, message: '不能停用自己的账号或取消自己的管理员角色' })
    }
    const row = await t.app.db
      .selectFrom('staff')
      .select(['role', 'isActive'])
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ role: 'admin', isActive: 1 })
  })
})

describe('概览', () => {
  it('统计新客户、未处理留言与 CRISPR 任务', async () => {
    const now = new Date().toISOString()
    await t.app.db.insertInto('booking').values({ name: '周', phone: '13900000000', createTime: now }).execute()
    const { body } = await adminCall(t.app, await staffToken(t.app, 'admin'), 'GET', '/api/v1/admin/dashboard')
    expect(body.data).toMatchObject({
      newCustomers: { last7Days: 2, last30Days: 2 },
      unhandledInbox: { bookings: 1, contactMessages: 0, inquiries: 0 },
      newInboxItems: { bookings: { last7Days: 1 }, contactMessages: { last7Days: 0 }, inquiries: { last7Days: 0 } },
      crisprJobs: { running: 0 },
      plasmids: expect.any(Number),
    })
    expect(body.data.plasmids).toBeGreaterThan(0)
  })

  it('每个角色只得到它能打开的部分：运营没有内容与质粒，编辑只有内容与质粒', async () => {
    const partsOf = async (role: 'operator' | 'editor' | 'admin') =>
      Object.keys(
        (await adminCall(t.app, await staffToken(t.app, role), 'GET', '/api/v1/admin/dashboard')).body.data,
      ).sort()
    expect(await partsOf('operator')).toEqual([
      'crisprJobs',
      'newCustomers',
      'newInboxItems',
      'orders',
      'unhandledInbox',
    ])
    expect(await partsOf('editor')).toEqual(['news', 'plasmids'])
    expect(await partsOf('admin')).toHaveLength(7)
  })

  it('按状态统计订单，并统计近 7 天与 30 天的新订单', async () => {
    const orders = await t.app.db.selectFrom('serviceOrder').select(['status', 'createTime']).execute()
    expect(orders.length).toBeGreaterThan(0)
    const { body } = await adminCall(t.app, await staffToken(t.app, 'operator'), 'GET', '/api/v1/admin/dashboard')
    expect(body.data.orders.byStatus).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((status) => ({
        status,
        count: orders.filter((order) => order.status === status).length,
      })),
    )
    const since30 = chinaDayStartIso(recentSince(new Date().toISOString()).last30Days)
    expect(body.data.orders.last30Days).toBe(orders.filter((order) => order.createTime >= since30).length)
  })

  it('近 30 个北京日期每天的新订单与新客户，没有的日子为 0', async () => {
    const dashboard = async () =>
      (await adminCall(t.app, admin, 'GET', '/api/v1/admin/dashboard')).body.data as Required<Dashboard>
    const before = await dashboard()
    const days = before.orders.perDay.map((day) => day.date)
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toBe(formatDate(new Date().toISOString()))
    for (const [index, date] of days.slice(1).entries()) {
      expect(Date.parse(date) - Date.parse(days[index]!)).toBe(24 * 60 * 60_000)
    }
    const orders = await t.app.db.selectFrom('serviceOrder').select('createTime').execute()
    for (const { date, count } of before.orders.perDay) {
      expect(count).toBe(orders.filter((order) => formatDate(order.createTime) === date).length)
    }

    // The first instant of the oldest day and of today count; the instant before the oldest day does not.
    const oldest = chinaDayStartIso(days[0]!)
    const beforeOldest = new Date(Date.parse(oldest) - 1).toISOString()
    for (const [index, createTime] of [oldest, chinaDayStartIso(days.at(-1)!), beforeOldest].entries()) {
      await t.app.db
        .insertInto('member')
        .values({ email: `day${index}@example.com`, passwordHash: 'x', createTime, updateTime: createTime })
        .execute()
    }
    const after = await dashboard()
    expect(after.newCustomers.perDay.map((day) => day.date)).toEqual(days)
    const added = after.newCustomers.perDay.map((day, index) => day.count - before.newCustomers.perDay[index]!.count)
    expect(added).toEqual([1, ...Array<number>(28).fill(0), 1])
  })
})
