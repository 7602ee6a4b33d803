import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authed, loggedInCustomer, nextIp, solveCaptcha } from '#tests/setup/account-helpers.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'
import { createStaffAccount } from './create-staff.ts'

const LOGIN = '/api/v1/admin/auth/login'
const ME = '/api/v1/admin/auth/me'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
})
afterAll(() => t.close())

describe('管理后台登录', () => {
  it('演示管理员登录得到令牌与工作人员信息，并记下登录时间', async () => {
    const { body } = await post(
      t.app,
      LOGIN,
      { email: ' Admin@Example.com ', password: 'Admin@12345' },
      { ip: nextIp() },
    )
    expect(body).toMatchObject({
      code: 200,
      message: '登录成功',
      data: {
        info: { token: expect.any(String), user: { email: 'admin@example.com', name: '管理员', role: 'admin' } },
      },
    })
    const me = await adminCall(t.app, body.data.info.token, 'GET', ME)
    expect(me.body.data.user).toMatchObject({ email: 'admin@example.com', role: 'admin' })
    const row = await t.app.db
      .selectFrom('staff')
      .select('lastLoginTime')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow()
    expect(row.lastLoginTime).toEqual(expect.any(String))
  })

  it('密码错误、未知邮箱与已停用账号得到同一个回答', async () => {
    await createStaffAccount(t.app.db, { email: 'gone@example.com', name: '', password: 'Gone@12345', role: 'editor' })
    await t.app.db.updateTable('staff').set({ isActive: 0 }).where('email', '=', 'gone@example.com').execute()
    for (const [email, password] of [
      ['admin@example.com', 'Wrong@12345'],
      ['nobody@example.com', 'Admin@12345'],
      ['gone@example.com', 'Gone@12345'],
    ]) {
      const { status, body } = await post(t.app, LOGIN, { email, password }, { ip: nextIp() })
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: 201, message: '邮箱或密码错误' })
    }
  })

  it('客户的邮箱密码不能登录管理后台', async () => {
    const { body } = await post(t.app, LOGIN, { email: 'demo1@example.com', password: 'Demo@12345' }, { ip: nextIp() })
    expect(body.message).toBe('邮箱或密码错误')
  })

  it('陌生人的失败只让其地址等待；失败 5 次后须带图形验证码，工作人员本人带验证码照常登录', async () => {
    await createStaffAccount(t.app.db, {
      email: 'guess@example.com',
      name: '',
      password: 'Guess@12345',
      role: 'operator',
    })
    const stranger = nextIp()
    const guess = async (extra: Record<string, unknown> = {}) =>
      post(t.app, LOGIN, { email: 'guess@example.com', password: 'Nope@12345', ...extra }, { ip: stranger })
    for (let i = 0; i < 4; i += 1) expect((await guess()).body.captchaRequired).toBeUndefined()
    expect((await guess()).body).toMatchObject({ message: '邮箱或密码错误', captchaRequired: true })
    expect((await guess()).body).toMatchObject({
      message: '该账号登录失败次数较多，请输入图形验证码后再登录',
      captchaRequired: true,
    })
    for (let i = 5; i < 10; i += 1) {
      expect((await guess(await solveCaptcha(t.app))).body.message).toBe('邮箱或密码错误')
    }
    const braked = await guess(await solveCaptcha(t.app))
    expect(braked.status).toBe(429)
    expect(braked.body.message).toBe('登录失败次数过多，请 15 分钟后再试')

    const owner = nextIp()
    const login = (extra: Record<string, unknown> = {}) =>
      post(t.app, LOGIN, { email: 'guess@example.com', password: 'Guess@12345', ...extra }, { ip: owner })
    expect((await login()).body.captchaRequired).toBe(true)
    expect((await login({ captchaId: 'made-up', captcha: 'ABCD' })).body.message).toBe('验证码错误')
    const inside = await login(await solveCaptcha(t.app))
    expect(inside.body).toMatchObject({ code: 200, data: { info: { user: { email: 'guess@example.com' } } } })
  })

  it('退出后令牌失效；没有令牌的退出也成功', async () => {
    const token = await staffToken(t.app, 'editor')
    expect((await adminCall(t.app, token, 'POST', ME)).body.code).toBe(200)
    expect((await adminCall(t.app, token, 'POST', '/api/v1/admin/auth/logout')).body.code).toBe(200)
    const after = await adminCall(t.app, token, 'GET', ME)
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('登录已过期，请重新登录')
    expect((await adminCall(t.app, undefined, 'POST', '/api/v1/admin/auth/logout')).body.code).toBe(200)
  })

  it('工作人员令牌只认 Authorization 请求头，放在查询串中无效', async () => {
    const token = await staffToken(t.app, 'admin')
    const inQuery = await adminCall(t.app, undefined, 'GET', `${ME}?token=${encodeURIComponent(token)}`)
    expect(inQuery.status).toBe(401)
  })

  it('客户令牌不能进入管理后台，工作人员令牌也不是客户会话', async () => {
    const customer = await loggedInCustomer(t.app)
    const refused = await adminCall(t.app, customer.token, 'GET', ME)
    expect(refused.status).toBe(401)
    const staff = await staffToken(t.app, 'admin')
    expect((await authed(t.app, staff, '/api/v1/user/getMyinfo')).status).toBe(401)
  })

  it('停用的工作人员的会话立即失效', async () => {
    await createStaffAccount(t.app.db, {
      email: 'leaver@example.com',
      name: '',
      password: 'Leave@12345',
      role: 'editor',
    })
    const { body } = await post(
      t.app,
      LOGIN,
      { email: 'leaver@example.com', password: 'Leave@12345' },
      { ip: nextIp() },
    )
    const token = body.data.info.token as string
    await t.app.db.updateTable('staff').set({ isActive: 0 }).where('email', '=', 'leaver@example.com').execute()
    expect((await adminCall(t.app, token, 'GET', ME)).status).toBe(401)
  })
})
