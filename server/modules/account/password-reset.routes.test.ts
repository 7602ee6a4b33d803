// Forgotten password by e-mail code (real SMTP): the code's rules, the reply that does not
// reveal accounts, and the sessions ended by a new password.
import { describe, expect, it } from 'vitest'
import {
  PASSWORD,
  activeAccount,
  authed,
  login,
  mailTo,
  nextIp,
  register,
  registrationForm,
} from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { post } from '#tests/setup/test-app.ts'

const t = appWithMail()

const SEND_CODE = '/api/v1/user/sendEmailCode'
const RESET = '/api/v1/user/resetPwd'
const NEW_PASSWORD = 'Crispr#2027'
const send = (url: string, payload?: Record<string, unknown>) => post(t.app, url, payload, { ip: nextIp() })

async function resetCode(email: string): Promise<string> {
  const since = t.smtp.received.length
  const sent = await send(SEND_CODE, { email })
  expect(sent.body.code).toBe(200)
  const mail = await mailTo(t.smtp, email, /找回密码/, since)
  return /验证码为 (\d{6})/.exec(mail.text ?? '')![1]!
}

/** Lets the 60 s resend gap pass for an address. */
const backdateCodes = (email: string) =>
  t.app.db
    .updateTable('verificationCode')
    .set({ createTime: new Date(Date.now() - 61_000).toISOString() })
    .where('target', '=', email)
    .execute()

describe('POST /user/sendEmailCode', () => {
  it('发送 6 位验证码到邮箱，10 分钟有效，数据库只存哈希', async () => {
    const { email } = await activeAccount(t.app, t.smtp)
    const { body } = await send(SEND_CODE, { email })
    expect(body).toEqual({
      code: 200,
      message: '验证码已发送到您的邮箱，请查收',
      data: { info: '验证码已发送到您的邮箱，请查收' },
    })
    const mail = await mailTo(t.smtp, email, /找回密码/)
    expect(mail.subject).toBe('【澜基生物】找回密码验证码')
    const code = /验证码为 (\d{6})，10 分钟内有效/.exec(mail.text ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const row = await t.app.db
      .selectFrom('verificationCode')
      .selectAll()
      .where('target', '=', email)
      .executeTakeFirstOrThrow()
    expect(row.purpose).toBe('email_reset')
    expect(row.codeHash).not.toContain(code)
    expect(Date.parse(row.expiresAt) - Date.parse(row.createTime)).toBe(10 * 60_000)
  })

  it('未注册的邮箱得到相同的回答（包括 60 秒内重发的拒绝），但不发送邮件', async () => {
    const { email } = await activeAccount(t.app, t.smtp)
    const unknown = 'no.account@lab.example.cn'
    const mailsBefore = t.smtp.received.length
    const forAccount = await send(SEND_CODE, { email })
    const forUnknown = await send(SEND_CODE, { email: unknown })
    expect(forUnknown.body).toEqual(forAccount.body)
    const againAccount = await send(SEND_CODE, { email })
    const againUnknown = await send(SEND_CODE, { email: unknown })
    expect(againAccount.status).toBe(429)
    expect(againUnknown.status).toBe(429)
    expect(againUnknown.body.message).toBe(againAccount.body.message)
    await mailTo(t.smtp, email, /找回密码/)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(t.smtp.received.slice(mailsBefore).map((mail) => mail.to)).toEqual([[email]])
  })

  it('同一邮箱一天最多获取 10 次验证码（大小写不同也算同一邮箱），已注册与否回答相同', async () => {
    const { email } = await activeAccount(t.app, t.smtp)
    const unknown = `nobody-${Date.now()}@lab.example.cn`
    for (let i = 0; i < 10; i++) {
      for (const address of [email, unknown]) {
        expect((await send(SEND_CODE, { email: i % 2 ? address.toUpperCase() : address })).status).toBe(200)
        await backdateCodes(address)
      }
    }
    const refused = await Promise.all([email, unknown].map((address) => send(SEND_CODE, { email: address })))
    expect(refused.map((answer) => answer.status)).toEqual([429, 429])
    expect(refused[0]!.body.message).toMatch(/^验证码获取次数过多，请 2[34] 小时后再试$/)
    expect(refused[1]!.body.message).toBe(refused[0]!.body.message)
  })

  it('邮箱为空或格式错误给出规范中的提示', async () => {
    expect((await send(SEND_CODE, {})).body.message).toBe('请输入邮箱!')
    expect((await send(SEND_CODE, { email: 'abc@' })).body.message).toBe('邮箱地址不合法!')
  })
})

describe('POST /user/resetPwd', () => {
  it('验证码正确时修改密码（修改成功!!!），旧密码失效，新密码可登录，已登录的会话全部失效', async () => {
    const { email } = await activeAccount(t.app, t.smtp)
    const token = await login(t.app, email)
    const code = await resetCode(email)
    const { status, body } = await send(RESET, { email, code, password: NEW_PASSWORD, repassword: NEW_PASSWORD })
    expect(status).toBe(200)
    expect(body).toEqual({ code: 200, message: '修改成功!!!', data: null })

    expect((await authed(t.app, token, '/api/v1/user/getMyinfo')).status).toBe(401)
    const old = await send('/api/v1/user/login', { email, password: PASSWORD })
    expect(old.body.message).toBe('邮箱或密码错误')
    expect((await send('/api/v1/user/login', { email, password: NEW_PASSWORD })).body.code).toBe(200)
  })

  it('验证码只能使用一次', async () => {
    const { email } = await activeAccount(t.app, t.smtp)
    const code = await resetCode(email)
    const payload = { email, code, password: NEW_PASSWORD, repassword: NEW_PASSWORD }
    expect((await send(RESET, payload)).body.code).toBe(200)
    expect((await send(RESET, { ...payload, password: 'Another#2028', repassword: 'Another#2028' })).body.message).toBe(
      '验证码已使用，请重新获取',
    )
  })

  it('错误 5 次后，第 6 次即使验证码正确也被拒绝', async () => {
    const { email } = await activeAccount(t.app, t.smtp)
    const code = await resetCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const { body } = await send(RESET, { email, code: wrong, password: NEW_PASSWORD, repassword: NEW_PASSWORD })
      expect(body.message).toBe('验证码错误')
    }
    const sixth = await send(RESET, { email, code, password: NEW_PASSWORD, repassword: NEW_PASSWORD })
    expect(sixth.body).toMatchObject({ code: 201, message: '错误次数过多，请重新获取验证码' })
    expect((await send('/api/v1/user/login', { email, password: PASSWORD })).body.code).toBe(200)
  })

  it('10 分钟后验证码过期；60 秒后可以重新获取，新验证码有效', async () => {
    const { email } = await activeAccount(t.app, t.smtp)
    const first = await resetCode(email)
    await t.app.db
      .updateTable('verificationCode')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('target', '=', email)
      .execute()
    const expired = await send(RESET, { email, code: first, password: NEW_PASSWORD, repassword: NEW_PASSWORD })
    expect(expired.body.message).toBe('验证码已过期，请重新获取')
    await backdateCodes(email)
    const second = await resetCode(email)
    expect(
      (await send(RESET, { email, code: second, password: NEW_PASSWORD, repassword: NEW_PASSWORD })).body.code,
    ).toBe(200)
  })

  it('必填项、两次密码不一致、密码强度给出规范中的提示', async () => {
    const { body } = await send(RESET, {})
    expect(body.fieldErrors).toMatchObject({ email: '请输入邮箱!', code: '请输入验证码!', password: '请输入密码!' })
    const mismatch = await send(RESET, {
      email: 'a@b.cn',
      code: '123456',
      password: NEW_PASSWORD,
      repassword: 'Other#2027',
    })
    expect(mismatch.body).toMatchObject({ message: '密码不一致!', fieldErrors: { repassword: '密码不一致!' } })
    const weak = await send(RESET, { email: 'a@b.cn', code: '123456', password: 'password', repassword: 'password' })
    expect(weak.body.message).toBe('密码至少需要输入8位(大小写字母数字特殊字符)')
  })

  it('从未激活的注册：邮件验证码证明了邮箱，账号被激活并重新开始——注册时填的手机号不再保留', async () => {
    const form = registrationForm()
    expect((await register(t.app, form)).body.code).toBe(200)
    const code = await resetCode(form.email)
    const reset = await send(RESET, { email: form.email, code, password: NEW_PASSWORD, repassword: NEW_PASSWORD })
    expect(reset.body.code).toBe(200)

    expect((await send('/api/v1/user/login', { email: form.email, password: PASSWORD })).body.code).toBe(201)
    expect((await send('/api/v1/user/login', { email: form.email, password: NEW_PASSWORD })).body.code).toBe(200)
    const member = await t.app.db
      .selectFrom('member')
      .select(['isActive', 'activateTime', 'tel', 'telVerified'])
      .where('email', '=', form.email)
      .executeTakeFirstOrThrow()
    expect(member).toMatchObject({ isActive: 1, tel: '', telVerified: 0 })
    expect(member.activateTime).not.toBeNull()
  })

  it('已激活过的账号重置密码只改密码：手机号保留', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const code = await resetCode(form.email)
    await send(RESET, { email: form.email, code, password: NEW_PASSWORD, repassword: NEW_PASSWORD })
    const kept = await t.app.db
      .selectFrom('member')
      .select(['tel'])
      .where('email', '=', form.email)
      .executeTakeFirstOrThrow()
    expect(kept.tel).toBe(form.tel)
  })
})
