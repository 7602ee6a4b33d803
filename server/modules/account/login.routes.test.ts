// Password and SMS login, sessions (expiry, remember, logout), login rate limits.
import { describe, expect, it } from 'vitest'
import {
  PASSWORD,
  activeAccount,
  authed,
  confirmPhone,
  customerWithConfirmedPhone,
  login,
  nextIp,
  solveCaptcha,
} from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { post } from '#tests/setup/test-app.ts'
import { forgetResendGap, receiveSmsCode } from '#tests/setup/visitor-helpers.ts'

const t = appWithMail()

const LOGIN = '/api/v1/user/login'
const LOGIN_SMS = '/api/v1/user/loginsms'
const send = (url: string, payload?: Record<string, unknown>) => post(t.app, url, payload, { ip: nextIp() })
/** The captcha fields of the n-th failed login in a row (zero-based): asked for from the sixth on. */
const captchaAfter = async (failuresSoFar: number) => (failuresSoFar >= 5 ? solveCaptcha(t.app) : {})

const sessionsOf = async (email: string) => {
  const { id } = await t.app.db.selectFrom('member').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return t.app.db.selectFrom('memberSession').selectAll().where('memberId', '=', id).execute()
}

describe('POST /user/login', () => {
  it('邮箱密码登录返回 data.info = { token, user }，用户信息不含密码', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const { status, body } = await send(LOGIN, { email: form.email, password: PASSWORD })
    expect(status).toBe(200)
    expect(body.message).toBe('登录成功')
    expect(body.data.info.token).toMatch(/^[\w-]{43}$/)
    expect(body.data.info.user).toEqual({
      id: expect.any(Number),
      email: form.email,
      username: '',
      fname: '周',
      lname: '敏',
      company: '上海交通大学医学院',
      tel: form.tel,
    })
    const [session] = await sessionsOf(form.email)
    expect(session!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(session!.tokenHash).not.toBe(body.data.info.token)
  })

  it('输入首尾空格被去掉，邮箱不区分大小写；也接受查询串参数', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const trimmed = await send(LOGIN, { email: `  ${form.email.toUpperCase()} `, password: ` ${PASSWORD} ` })
    expect(trimmed.body.code).toBe(200)
    const query = new URLSearchParams({ email: form.email, password: PASSWORD, remember: '1' })
    expect((await send(`${LOGIN}?${query.toString()}`)).body.code).toBe(200)
  })

  it('不勾选“记住”会话 12 小时，勾选后 7 天', async () => {
    const form = await activeAccount(t.app, t.smtp)
    await send(LOGIN, { email: form.email, password: PASSWORD })
    await send(LOGIN, { email: form.email, password: PASSWORD, remember: true })
    const hours = (await sessionsOf(form.email)).map(
      (row) => (Date.parse(row.expiresAt) - Date.parse(row.createTime)) / 3_600_000,
    )
    expect(hours.sort((a, b) => a - b)).toEqual([12, 7 * 24])
  })

  it('密码错误与邮箱不存在给出相同的回答', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const wrong = await send(LOGIN, { email: form.email, password: 'Wrong@2026' })
    const unknown = await send(LOGIN, { email: 'nobody@lab.example.cn', password: PASSWORD })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ code: 201, message: '邮箱或密码错误', error: 'VALIDATION_FAILED' })
    expect({ ...unknown.body, requestId: '' }).toEqual({ ...wrong.body, requestId: '' })
  })

  it('未激活的账号不能登录，并提示激活（STATE_CONFLICT，页面据此提供重新发送）', async () => {
    const form = await activeAccount(t.app, t.smtp)
    await t.app.db
      .updateTable('member')
      .set({ isActive: 0, activateTime: null })
      .where('email', '=', form.email)
      .execute()
    const { status, body } = await send(LOGIN, { email: form.email, password: PASSWORD })
    expect(status).toBe(409)
    expect(body).toMatchObject({
      code: 201,
      error: 'STATE_CONFLICT',
      message: '账号尚未激活，请点击激活邮件中的链接完成激活',
    })
  })

  it('空邮箱、错误邮箱、空密码给出规范中的提示', async () => {
    expect((await send(LOGIN, { email: '', password: 'x' })).body.message).toBe('邮箱不能为空')
    expect((await send(LOGIN, { email: 'abc', password: 'x' })).body.message).toBe('邮箱地址不合法!')
    expect((await send(LOGIN, { email: 'a@b.cn', password: '  ' })).body.message).toBe('请输入密码')
  })

  it('陌生人从地址 A 连续输错密码，只让地址 A 等待；账号主人从地址 B 照常登录（带验证码）', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const stranger = nextIp()
    for (let i = 0; i < 10; i++) {
      const guess = await post(
        t.app,
        LOGIN,
        { email: form.email, password: 'Wrong@2026', ...(await captchaAfter(i)) },
        {
          ip: stranger,
        },
      )
      expect(guess.body.message).toBe('邮箱或密码错误')
    }
    const braked = await post(
      t.app,
      LOGIN,
      { email: form.email, password: PASSWORD, ...(await solveCaptcha(t.app)) },
      {
        ip: stranger,
      },
    )
    expect(braked.status).toBe(429)
    expect(braked.body).toMatchObject({
      code: 429,
      error: 'RATE_LIMITED',
      message: '登录失败次数过多，请 15 分钟后再试',
    })
    expect(Number(braked.headers['retry-after'])).toBeGreaterThan(14 * 60)

    const owner = nextIp()
    const asked = await post(t.app, LOGIN, { email: form.email, password: PASSWORD }, { ip: owner })
    expect(asked.body).toMatchObject({ code: 201, captchaRequired: true })
    const inside = await post(
      t.app,
      LOGIN,
      { email: form.email, password: PASSWORD, ...(await solveCaptcha(t.app)) },
      {
        ip: owner,
      },
    )
    expect(inside.body).toMatchObject({
      code: 200,
      message: '登录成功',
      data: { info: { user: { email: form.email } } },
    })
  })

  it('同一账号失败 5 次后，任何地址都须带图形验证码；正确的验证码与密码可以登录', async () => {
    const form = await activeAccount(t.app, t.smtp)
    for (let i = 0; i < 4; i++) {
      const { body } = await send(LOGIN, { email: form.email, password: 'Wrong@2026' })
      expect(body).toMatchObject({ code: 201, message: '邮箱或密码错误' })
      expect(body.captchaRequired).toBeUndefined()
    }
    const fifth = await send(LOGIN, { email: form.email, password: 'Wrong@2026' })
    expect(fifth.body).toMatchObject({ code: 201, message: '邮箱或密码错误', captchaRequired: true })

    // Without the captcha even the right password is not checked.
    const missing = await send(LOGIN, { email: form.email, password: PASSWORD })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      code: 201,
      error: 'VALIDATION_FAILED',
      message: '该账号登录失败次数较多，请输入图形验证码后再登录',
      captchaRequired: true,
    })
    const { captchaId } = await solveCaptcha(t.app)
    const wrongCaptcha = await send(LOGIN, { email: form.email, password: PASSWORD, captchaId, captcha: '0000' })
    expect(wrongCaptcha.body).toMatchObject({ code: 201, message: '验证码错误', captchaRequired: true })
    // A captcha is good for one try: the one just used is gone.
    const reused = await send(LOGIN, { email: form.email, password: PASSWORD, captchaId, captcha: '0000' })
    expect(reused.body.message).toBe('验证码错误')

    const passed = await send(LOGIN, { email: form.email, password: PASSWORD, ...(await solveCaptcha(t.app)) })
    expect(passed.body).toMatchObject({ code: 200, data: { info: { token: expect.any(String) } } })
    // Other accounts are not affected.
    const other = await activeAccount(t.app, t.smtp)
    expect((await send(LOGIN, { email: other.email, password: PASSWORD })).body.code).toBe(200)
  })

  it('未注册的邮箱同样在失败 5 次后要求验证码，回答不透露账号是否存在', async () => {
    for (let i = 0; i < 5; i++) await send(LOGIN, { email: 'ghost@lab.example.cn', password: 'Wrong@2026' })
    const { body } = await send(LOGIN, { email: 'ghost@lab.example.cn', password: 'Wrong@2026' })
    expect(body).toMatchObject({ captchaRequired: true, message: '该账号登录失败次数较多，请输入图形验证码后再登录' })
  })

  it('同一地址 10 分钟内第 31 次登录尝试被拒绝', async () => {
    const ip = nextIp()
    for (let i = 0; i < 30; i++) {
      const { status } = await post(t.app, LOGIN, { email: `guess${i}@lab.example.cn`, password: 'Wrong@2026' }, { ip })
      expect(status).toBe(400)
    }
    const blocked = await post(t.app, LOGIN, { email: 'guess99@lab.example.cn', password: 'Wrong@2026' }, { ip })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('操作过于频繁，请 10 分钟后再试')
  })
})

describe('POST /user/loginsms', () => {
  it('短信验证码登录返回 token 与用户信息；验证码只能用一次', async () => {
    const form = await customerWithConfirmedPhone(t.app, t.smtp)
    const code = await receiveSmsCode(t.app, form.tel, 'login', nextIp())
    const { body } = await send(LOGIN_SMS, { phone: form.tel, code, prefix: '+86' })
    expect(body).toMatchObject({ code: 200, message: '登录成功', data: { info: { user: { email: form.email } } } })
    expect(body.data.info.token).toMatch(/^[\w-]{43}$/)
    const again = await send(LOGIN_SMS, { phone: form.tel, code })
    expect(again.body.message).toBe('验证码已使用，请重新获取')
  })

  it('也接受 smscode 参数与查询串中的 +87 区号', async () => {
    const form = await customerWithConfirmedPhone(t.app, t.smtp)
    const smscode = await receiveSmsCode(t.app, form.tel, 'login', nextIp())
    const { body } = await send(`${LOGIN_SMS}?phone=${form.tel}&smscode=${smscode}&prefix=+87`)
    expect(body.code).toBe(200)
  })

  it('60 秒内重复获取验证码被服务器拒绝', async () => {
    const form = await activeAccount(t.app, t.smtp)
    await receiveSmsCode(t.app, form.tel, 'login', nextIp())
    const again = await send('/api/v1/duanxin/faDuanxin', { phone: form.tel, isreg: 1 })
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(/^请 \d+ 秒后再获取验证码$/)
  })

  it('错误 5 次后第 6 次即使验证码正确也被拒绝；此后该手机号登录须带图形验证码', async () => {
    const form = await customerWithConfirmedPhone(t.app, t.smtp)
    const code = await receiveSmsCode(t.app, form.tel, 'login', nextIp())
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect((await send(LOGIN_SMS, { phone: form.tel, code: wrong })).body.message).toBe('验证码错误')
    }
    const withoutCaptcha = await send(LOGIN_SMS, { phone: form.tel, code })
    expect(withoutCaptcha.body).toMatchObject({ code: 201, captchaRequired: true })
    const sixth = await send(LOGIN_SMS, { phone: form.tel, code, ...(await solveCaptcha(t.app)) })
    expect(sixth.body).toMatchObject({ code: 201, message: '错误次数过多，请重新获取验证码' })

    await forgetResendGap(t.app, form.tel)
    const fresh = await receiveSmsCode(t.app, form.tel, 'login', nextIp())
    const inside = await send(LOGIN_SMS, { phone: form.tel, code: fresh, ...(await solveCaptcha(t.app)) })
    expect(inside.body).toMatchObject({ code: 200, data: { info: { user: { email: form.email } } } })
  })

  it('手机号为空、格式错误、验证码为空给出规范中的提示', async () => {
    expect((await send(LOGIN_SMS, { phone: '', code: '123456' })).body.message).toBe('手机号不能为空')
    expect((await send(LOGIN_SMS, { phone: '1234', code: '123456' })).body.message).toBe('请输入正确的手机号')
    expect((await send(LOGIN_SMS, { phone: '13912345678', code: ' ' })).body.message).toBe('验证码为空')
  })

  it('未注册的手机号不能登录', async () => {
    const code = await receiveSmsCode(t.app, '13600000001', 'login', nextIp())
    const { body } = await send(LOGIN_SMS, { phone: '13600000001', code })
    expect(body).toMatchObject({ code: 201, message: '该手机号尚未注册，请先注册' })
  })

  it('注册时填写、但尚未用验证码确认的手机号不能登录，提示先在账户中心验证', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const code = await receiveSmsCode(t.app, form.tel, 'login', nextIp())
    const { status, body } = await send(LOGIN_SMS, { phone: form.tel, code })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 201, message: '该手机号尚未验证，请使用邮箱密码登录后在账户中心验证' })
    expect(body.data).toBeNull()

    // Once the owner confirms it on /account, the same number logs in.
    await confirmPhone(t.app, await login(t.app, form.email), form.tel)
    await forgetResendGap(t.app, form.tel)
    const again = await send(LOGIN_SMS, {
      phone: form.tel,
      code: await receiveSmsCode(t.app, form.tel, 'login', nextIp()),
    })
    expect(again.body).toMatchObject({ code: 200, data: { info: { user: { email: form.email } } } })
  })
})

describe('sessions', () => {
  it('会话令牌只认 Authorization 请求头：放在查询串或请求体中无效（令牌不进地址栏与日志）', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const token = await login(t.app, form.email)
    for (const name of ['token', 'access_token', 'authorization']) {
      const inQuery = await authed(t.app, undefined, `/api/v1/user/getMyinfo?${name}=${encodeURIComponent(token)}`)
      expect(inQuery.status, name).toBe(401)
      const inBody = await authed(t.app, undefined, '/api/v1/user/getMyinfo', { [name]: token })
      expect(inBody.status, name).toBe(401)
    }
    expect((await authed(t.app, token, '/api/v1/user/getMyinfo')).status).toBe(200)
  })

  it('没有令牌、未知令牌、过期令牌都得到 401 信封', async () => {
    const missing = await authed(t.app, undefined, '/api/v1/user/getMyinfo')
    expect(missing.status).toBe(401)
    expect(missing.body).toMatchObject({ code: 401, message: '请先登录', data: null, error: 'UNAUTHENTICATED' })

    const unknown = await authed(t.app, 'made-up-token', '/api/v1/user/getMyinfo')
    expect(unknown.body).toMatchObject({ code: 401, message: '登录已过期，请重新登录' })

    const form = await activeAccount(t.app, t.smtp)
    const token = await login(t.app, form.email)
    expect((await authed(t.app, token, '/api/v1/user/getMyinfo')).status).toBe(200)
    const { id } = await t.app.db
      .selectFrom('member')
      .select('id')
      .where('email', '=', form.email)
      .executeTakeFirstOrThrow()
    await t.app.db
      .updateTable('memberSession')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('memberId', '=', id)
      .execute()
    // The row changed behind the service, which trusts a confirmed session for a second (ADR 012).
    t.app.sessions.forgetMember(id)
    expect((await authed(t.app, token, '/api/v1/user/getMyinfo')).body).toMatchObject({
      code: 401,
      error: 'UNAUTHENTICATED',
    })
  })

  it('退出登录后令牌立即失效，其他会话不受影响', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const first = await login(t.app, form.email)
    const second = await login(t.app, form.email)
    const { body } = await authed(t.app, first, '/api/v1/user/logout')
    expect(body).toEqual({ code: 200, message: '已退出登录', data: null })
    expect((await authed(t.app, first, '/api/v1/user/getMyinfo')).status).toBe(401)
    expect((await authed(t.app, first, '/api/v1/user/addrList')).status).toBe(401)
    expect((await authed(t.app, second, '/api/v1/user/getMyinfo')).status).toBe(200)
  })

  it('没有或已失效的令牌退出也成功', async () => {
    expect((await authed(t.app, undefined, '/api/v1/user/logout')).body.code).toBe(200)
    expect((await authed(t.app, 'gone', '/api/v1/user/logout')).body.code).toBe(200)
  })

  it('账号被停用后其令牌失效', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const token = await login(t.app, form.email)
    await t.app.db.updateTable('member').set({ isActive: 0 }).where('email', '=', form.email).execute()
    expect((await authed(t.app, token, '/api/v1/user/getMyinfo')).status).toBe(401)
  })
})
