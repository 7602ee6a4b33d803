// Registration with the server-checked captcha, activation by e-mail link (real SMTP).
import { describe, expect, it } from 'vitest'
import {
  PASSWORD,
  activeAccount,
  activationToken,
  customerWithConfirmedPhone,
  freshIdentity,
  mailTo,
  nextIp,
  register,
  registrationForm,
  solveCaptcha,
} from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { post } from '#tests/setup/test-app.ts'

const PUBLIC_URL = 'https://www.langene.example.com'
const t = appWithMail({ env: { PUBLIC_URL } })

/** Every call from its own address: registration is rate-limited per address. */
const send = (url: string, payload?: Record<string, unknown>) => post(t.app, url, payload, { ip: nextIp() })

const member = (email: string) =>
  t.app.db.selectFrom('member').selectAll().where('email', '=', email).executeTakeFirst()

describe('POST /user/register', () => {
  it('注册成功：账号未激活，密码以 argon2id 保存，激活邮件含 PUBLIC_URL 下的激活链接', async () => {
    const form = registrationForm({ email: ' New.User@Lab.Example.CN ' })
    const { status, body } = await register(t.app, form)
    expect(status).toBe(200)
    expect(body).toEqual({ code: 200, message: '注册成功', data: { email: 'new.user@lab.example.cn' } })

    const stored = await member('new.user@lab.example.cn')
    expect(stored).toMatchObject({
      isActive: 0,
      role: 'customer',
      fname: '周',
      lname: '敏',
      company: '上海交通大学医学院',
    })
    expect(stored).toMatchObject({ provinceId: 31, cityId: 310104, tel: form.tel, isSendup: 1 })
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/)

    const mail = await mailTo(t.smtp, 'new.user@lab.example.cn', /激活/)
    expect(mail.subject).toBe('【澜基生物】请激活您的账号')
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/activate\\?token=[\\w-]{43}`))
    expect(mail.text).toContain('24 小时')
    expect(mail.html).toContain(`href="${PUBLIC_URL}/activate?token=`)
  })

  it('验证码错误时拒绝（验证码错误），且不创建账号', async () => {
    const form = registrationForm()
    const { captchaId } = await solveCaptcha(t.app)
    const { status, body } = await send('/api/v1/user/register', { ...form, captchaId, captcha: 'ZZZZ' })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 201, message: '验证码错误' })
    expect(await member(form.email)).toBeUndefined()
  })

  it('同一个验证码不能再次使用（重放被拒绝）', async () => {
    const solved = await solveCaptcha(t.app)
    const first = await send('/api/v1/user/register', { ...registrationForm(), ...solved })
    expect(first.body.code).toBe(200)
    const replay = await send('/api/v1/user/register', { ...registrationForm(), ...solved })
    expect(replay.body).toMatchObject({ code: 201, message: '验证码错误' })
  })

  it('一次答错后验证码作废，正确答案也不再接受', async () => {
    const solved = await solveCaptcha(t.app)
    await send('/api/v1/user/register', { ...registrationForm(), captchaId: solved.captchaId, captcha: 'WRONG' })
    const retry = await send('/api/v1/user/register', { ...registrationForm(), ...solved })
    expect(retry.body.message).toBe('验证码错误')
  })

  it('过期的验证码被拒绝', async () => {
    const solved = await solveCaptcha(t.app)
    await t.app.db
      .updateTable('captchaChallenge')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', solved.captchaId)
      .execute()
    const { body } = await send('/api/v1/user/register', { ...registrationForm(), ...solved })
    expect(body.message).toBe('验证码错误')
  })

  it('验证码接口只返回图片与 captchaId，不返回答案', async () => {
    const { body } = await send('/api/v1/help/verify')
    expect(Object.keys(body.data).sort()).toEqual(['captchaId', 'img_info'])
    const { answer } = await t.app.db
      .selectFrom('captchaChallenge')
      .select('answer')
      .where('id', '=', body.data.captchaId)
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(body)).not.toContain(`"${answer}"`)
  })

  it('必填项逐项给出规范中的提示', async () => {
    const { status, body } = await send('/api/v1/user/register', {})
    expect(status).toBe(400)
    expect(body.fieldErrors).toMatchObject({
      email: '请输入邮箱!',
      fname: '请输入姓氏!',
      lname: '请输入名称!',
      password: '请输入密码!',
      password2: '请输入确认密码!',
      country: '请选择国家!',
      province_id: '请选择省份!',
      city_id: '请选择城市!',
      address: '请输入工作单位!',
      tel: '请输入手机号（短信登录）!',
      captcha: '请输入验证码',
      privacy: '请先同意隐私政策!',
    })
  })

  it('邮箱格式、密码强度、两次密码不一致、隐私政策、手机号格式', async () => {
    const check = async (overrides: Record<string, unknown>, field: string, message: string) => {
      const { body } = await send('/api/v1/user/register', {
        ...registrationForm(overrides),
        captchaId: 'x',
        captcha: 'x',
      })
      expect(body.fieldErrors?.[field], field).toBe(message)
    }
    await check({ email: 'not-an-email' }, 'email', '邮箱地址不合法!')
    for (const weak of ['Ab1!', 'abcdefgh1', 'abcdefg!', '12345678!', 'Abc 123!x']) {
      await check({ password: weak, password2: weak }, 'password', '密码至少需要输入8位(大小写字母数字特殊字符)')
    }
    await check({ password2: 'Other@2026' }, 'password2', '密码不一致!')
    await check({ privacy: false }, 'privacy', '请先同意隐私政策!')
    await check({ tel: '12800138000' }, 'tel', '请输入正确的手机号')
  })

  it('城市不属于所选省份时拒绝', async () => {
    const { body } = await register(t.app, registrationForm({ province_id: 11, city_id: 3205 }))
    expect(body).toMatchObject({ code: 201, message: '请选择城市!', fieldErrors: { city_id: '请选择城市!' } })
  })

  it('已激活账号的邮箱、已验证的手机号再注册时给出明确提示', async () => {
    const owner = await customerWithConfirmedPhone(t.app, t.smtp)

    const sameEmail = await register(t.app, registrationForm({ email: owner.email.toUpperCase() }))
    expect(sameEmail.status).toBe(409)
    expect(sameEmail.body).toMatchObject({ code: 201, message: '该邮箱已注册，请直接登录或找回密码' })
    expect(sameEmail.body.fieldErrors).toEqual({ email: '该邮箱已注册，请直接登录或找回密码' })

    const sameTel = await register(t.app, registrationForm({ tel: owner.tel }))
    expect(sameTel.status).toBe(409)
    expect(sameTel.body).toMatchObject({
      code: 201,
      message: '该手机号已被其他账号使用',
      fieldErrors: { tel: '该手机号已被其他账号使用' },
    })
  })

  it('已激活但手机号未验证的账号不占用该手机号', async () => {
    const owner = await activeAccount(t.app, t.smtp)
    const other = await register(t.app, registrationForm({ tel: owner.tel }))
    expect(other.body.code).toBe(200)
  })

  it('未激活的注册不占用邮箱：同一邮箱再次注册取代它，旧激活链接失效，新链接有效', async () => {
    const first = registrationForm()
    expect((await register(t.app, first)).body.code).toBe(200)
    const oldToken = await activationToken(t.smtp, first.email)
    const before = await member(first.email)

    const since = t.smtp.received.length
    const again = registrationForm({ email: first.email, fname: '吴', tel: freshIdentity().tel })
    const replaced = await register(t.app, again)
    expect(replaced.body).toMatchObject({ code: 200, message: '注册成功' })

    const after = await member(first.email)
    expect(after!.id).toBe(before!.id)
    expect(after).toMatchObject({ fname: '吴', tel: again.tel, telVerified: 0, isActive: 0 })
    expect(await t.app.db.selectFrom('member').select('id').where('email', '=', first.email).execute()).toHaveLength(1)

    const stale = await send('/api/v1/user/activate', { token: oldToken })
    expect(stale.body).toMatchObject({ code: 201, message: '激活链接无效，请检查邮件中的链接是否完整' })
    const mail = await mailTo(t.smtp, first.email, /激活/, since)
    const newToken = /\/activate\?token=([\w-]+)/.exec(mail.text ?? '')![1]!
    expect(newToken).not.toBe(oldToken)
    expect((await send('/api/v1/user/activate', { token: newToken })).body.code).toBe(200)
  })

  it('未激活的注册不占用手机号：他人用同一手机号注册照常成功', async () => {
    const squatter = registrationForm()
    expect((await register(t.app, squatter)).body.code).toBe(200)
    const owner = await register(t.app, registrationForm({ tel: squatter.tel }))
    expect(owner.status).toBe(200)
    expect(owner.body.code).toBe(200)
  })
})

describe('registration limits', () => {
  it('同一邮箱每天最多 3 次通过验证码的注册，第 4 次被拒绝；答错验证码不计数', async () => {
    const form = registrationForm()
    const wrong = await post(
      t.app,
      '/api/v1/user/register',
      { ...form, captchaId: (await solveCaptcha(t.app)).captchaId, captcha: 'zzzz' },
      { ip: nextIp() },
    )
    expect(wrong.body.message).toBe('验证码错误')
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await register(t.app, form)).body.code, `attempt ${attempt}`).toBe(200)
    }
    const fourth = await register(t.app, form)
    expect(fourth.status).toBe(429)
    expect(fourth.body).toMatchObject({ code: 429, error: 'RATE_LIMITED' })
    expect(fourth.body.message).toMatch(/^该邮箱注册过于频繁，请 \d+ 小时后再试$/)
    // Another address is not affected.
    expect((await register(t.app, registrationForm())).body.code).toBe(200)
  })

  it('同一 IP 每小时最多 20 次注册请求，第 21 次被拒绝', async () => {
    const ip = nextIp()
    for (let attempt = 1; attempt <= 20; attempt++) {
      const { body } = await post(t.app, '/api/v1/user/register', { ...registrationForm(), captcha: '' }, { ip })
      expect(body.error, `attempt ${attempt}`).toBe('VALIDATION_FAILED')
    }
    const refused = await register(t.app, registrationForm(), ip)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^操作过于频繁，请 \d+ 分钟后再试$/)
  })
})

describe('POST /user/activate', () => {
  async function registered() {
    const form = registrationForm()
    expect((await register(t.app, form)).body.code).toBe(200)
    return { form, token: await activationToken(t.smtp, form.email) }
  }

  it('激活链接激活账号，之后可以登录', async () => {
    const { form, token } = await registered()
    const before = await send('/api/v1/user/login', { email: form.email, password: PASSWORD })
    expect(before.body.message).toBe('账号尚未激活，请点击激活邮件中的链接完成激活')

    const { body } = await send('/api/v1/user/activate', { token })
    expect(body).toEqual({ code: 200, message: '账号激活成功，请登录', data: { email: form.email } })
    expect((await member(form.email))!.isActive).toBe(1)
    expect((await send('/api/v1/user/login', { email: form.email, password: PASSWORD })).body.code).toBe(200)
  })

  it('激活链接只能使用一次', async () => {
    const { token } = await registered()
    expect((await send('/api/v1/user/activate', { token })).body.code).toBe(200)
    const reuse = await send('/api/v1/user/activate', { token })
    expect(reuse.status).toBe(409)
    expect(reuse.body).toMatchObject({ code: 201, message: '该激活链接已使用过，请直接登录' })
  })

  it('24 小时后激活链接过期', async () => {
    const { form, token } = await registered()
    const { id } = (await member(form.email))!
    await t.app.db
      .updateTable('activationToken')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('memberId', '=', id)
      .execute()
    const { body } = await send('/api/v1/user/activate', { token })
    expect(body).toMatchObject({ code: 201, message: '激活链接已过期，请在登录页重新发送激活邮件' })
    expect((await member(form.email))!.isActive).toBe(0)
  })

  it('链接有效期为 24 小时，数据库只存令牌的哈希', async () => {
    const { form, token } = await registered()
    const { id } = (await member(form.email))!
    const row = await t.app.db
      .selectFrom('activationToken')
      .selectAll()
      .where('memberId', '=', id)
      .executeTakeFirstOrThrow()
    expect(Date.parse(row.expiresAt) - Date.parse(row.createTime)).toBe(24 * 60 * 60_000)
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.tokenHash).not.toContain(token)
  })

  it('无效的激活链接被拒绝', async () => {
    const { body } = await send('/api/v1/user/activate', { token: 'not-a-real-token' })
    expect(body).toMatchObject({ code: 201, message: '激活链接无效，请检查邮件中的链接是否完整' })
  })
})

describe('POST /user/resendActivation', () => {
  it('未激活账号可以重新获取激活邮件，新链接可用；一分钟内不重复发送', async () => {
    const form = registrationForm()
    await register(t.app, form)
    const first = await activationToken(t.smtp, form.email)
    const { id } = (await member(form.email))!
    await t.app.db
      .updateTable('activationToken')
      .set({ createTime: new Date(Date.now() - 61_000).toISOString() })
      .where('memberId', '=', id)
      .execute()

    const { body } = await send('/api/v1/user/resendActivation', { email: form.email })
    expect(body).toMatchObject({ code: 200, data: { info: '如该邮箱已注册且尚未激活，激活邮件已重新发送，请查收' } })
    const second = await activationToken(t.smtp, form.email)
    expect(second).not.toBe(first)

    const mailsBefore = t.smtp.received.length
    await send('/api/v1/user/resendActivation', { email: form.email })
    expect(t.smtp.received.length).toBe(mailsBefore)

    expect((await send('/api/v1/user/activate', { token: second })).body.code).toBe(200)
  })

  it('未注册、已激活的邮箱得到相同的回答，也不发送邮件', async () => {
    const unknown = freshIdentity('nobody').email
    const mailsBefore = t.smtp.received.length
    const forUnknown = await send('/api/v1/user/resendActivation', { email: unknown })
    const form = registrationForm()
    await register(t.app, form)
    await send('/api/v1/user/activate', { token: await activationToken(t.smtp, form.email) })
    const mailsAfterRegistration = t.smtp.received.length
    const forActive = await send('/api/v1/user/resendActivation', { email: form.email })
    expect(forActive.body).toEqual(forUnknown.body)
    expect(mailsAfterRegistration - mailsBefore).toBe(1)
    expect(t.smtp.received.length).toBe(mailsAfterRegistration)
  })
})
