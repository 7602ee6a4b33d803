import { describe, expect, it } from 'vitest'
import { authed, loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { adminCall, staffTestApp } from '#tests/setup/admin-helpers.ts'

const staff = staffTestApp('operator')

const asOperator = (method: 'GET' | 'POST', path: string) =>
  adminCall(staff.app, staff.token, method, `/api/v1/admin${path}`)

describe('客户管理', () => {
  it('按邮箱、姓名或手机号搜索；详情包含地址', async () => {
    const { body } = await asOperator('GET', '/customers?keyword=138001380')
    expect(body.data.total).toBe(2)
    const demo1 = body.data.data.find((row: { email: string }) => row.email === 'demo1@example.com')
    expect(demo1).toMatchObject({ fname: '王', isActive: 1, activateTime: expect.any(String) })
    const detail = await asOperator('GET', `/customers/${demo1.id}`)
    expect(detail.body.data.addresses).toHaveLength(2)
    const orders = await staff.app.db
      .selectFrom('serviceOrder')
      .select(['id', 'orderno', 'status'])
      .where('memberId', '=', demo1.id)
      .orderBy('id', 'desc')
      .execute()
    expect(orders.length).toBeGreaterThan(0)
    expect(detail.body.data.orders).toMatchObject(orders)
    expect(detail.body.data).not.toHaveProperty('passwordHash')
  })

  it('停用立即结束客户的会话并作废未用的激活链接，保留激活时间；重新启用后可再登录', async () => {
    const customer = await loggedInCustomer(staff.app)
    const activated = '2026-01-01T00:00:00.000Z'
    await staff.app.db.updateTable('member').set({ activateTime: activated }).where('id', '=', customer.id).execute()
    await staff.app.db
      .insertInto('activationToken')
      .values({
        memberId: customer.id,
        tokenHash: `pending-${customer.id}`,
        expiresAt: '2099-01-01T00:00:00.000Z',
        createTime: activated,
      })
      .execute()
    expect((await authed(staff.app, customer.token, '/api/v1/user/getMyinfo')).status).toBe(200)

    const off = await asOperator('POST', `/customers/${customer.id}/deactivate`)
    expect(off.body.data).toMatchObject({ isActive: 0, activateTime: activated })
    expect((await authed(staff.app, customer.token, '/api/v1/user/getMyinfo')).status).toBe(401)
    const links = await staff.app.db
      .selectFrom('activationToken')
      .select('id')
      .where('memberId', '=', customer.id)
      .execute()
    expect(links).toEqual([])

    expect((await asOperator('POST', `/customers/${customer.id}/reactivate`)).body.data.isActive).toBe(1)
    const audit = await staff.app.db
      .selectFrom('auditLog')
      .select(['action', 'staffEmail'])
      .where('targetType', '=', 'customers')
      .execute()
    expect(audit).toEqual([
      { action: 'deactivate', staffEmail: 'operator@example.com' },
      { action: 'activate', staffEmail: 'operator@example.com' },
    ])
  })

  it('从未激活的账号不能直接启用', async () => {
    const customer = await loggedInCustomer(staff.app)
    await staff.app.db
      .updateTable('member')
      .set({ isActive: 0, activateTime: null })
      .where('id', '=', customer.id)
      .execute()
    const { body } = await asOperator('POST', `/customers/${customer.id}/reactivate`)
    expect(body).toMatchObject({ code: 201, message: '该客户从未激活账号，请让客户通过激活邮件激活' })
  })

  it('导出 CSV：带 BOM，公式开头的单元格被中和', async () => {
    const customer = await loggedInCustomer(staff.app)
    await staff.app.db
      .updateTable('member')
      .set({ company: '=cmd|calc', fname: '赵', createTime: '2026-11-27T16:30:00.000Z' })
      .where('id', '=', customer.id)
      .execute()
    const response = await staff.app.inject({
      method: 'GET',
      url: `/api/v1/admin/customers/export?keyword=${encodeURIComponent(customer.email)}`,
      headers: { authorization: `Bearer ${staff.token}` },
    })
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%E5%AE%A2%E6%88%B7")
    const lines = response.body.split('\r\n')
    expect(lines[0]).toBe('\uFEFF"编号","邮箱","姓名","单位","手机号","状态","激活时间","注册时间"')
    expect(lines[1]).toContain(`"${customer.email}","赵","'=cmd|calc"`)
    // Times in China time, as the console shows them: 16:30 UTC is 00:30 of the next day there.
    expect(lines[1]).toMatch(/"2026-11-28 00:30"$/)
  })
})
