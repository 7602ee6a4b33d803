import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const { body } = await adminCall(t.app, await staffToken(t.app, 'operator'), 'GET', '/api/v1/admin/dashboard')
    expect(body.data).toMatchObject({
      newCustomers: { last7Days: 2, last30Days: 2 },
      unhandledInbox: { bookings: 1, contactMessages: 0, inquiries: 0 },
      newInboxItems: { last7Days: 1 },
      crisprJobs: { running: 0 },
      plasmids: expect.any(Number),
    })
    expect(body.data.plasmids).toBeGreaterThan(0)
  })
})
