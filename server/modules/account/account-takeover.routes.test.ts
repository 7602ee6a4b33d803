// The account takeover a stranger could once walk: (a) register the victim's e-mail with the
// stranger's own mobile number; (b) the victim, told the address is taken, resets the
// password by e-mail code (or follows the activation link) and uses the account; (c) the
// stranger asks for an SMS login code on the own phone and logs in with it. Every path must
// end outside the victim's account.
import { describe, expect, it } from 'vitest'
import {
  PASSWORD,
  activationToken,
  authed,
  confirmPhone,
  freshIdentity,
  login,
  mailTo,
  nextIp,
  register,
  registrationForm,
} from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { post } from '#tests/setup/test-app.ts'
import { forgetResendGap, receiveSmsCode } from '#tests/setup/visitor-helpers.ts'

const t = appWithMail()

const VICTIM_PASSWORD = 'Victim#2026'
const send = (url: string, payload?: Record<string, unknown>) => post(t.app, url, payload, { ip: nextIp() })

/** (a) The stranger registers the victim's address with the stranger's own phone. */
async function strangerRegistersVictimEmail() {
  const victimEmail = freshIdentity('victim').email
  const strangerPhone = freshIdentity('stranger').tel
  const registered = await register(t.app, registrationForm({ email: victimEmail, tel: strangerPhone, fname: '陌' }))
  expect(registered.body.code).toBe(200)
  return { victimEmail, strangerPhone }
}

/** (c) The stranger's SMS login with a code received on the stranger's own phone. */
async function strangerSmsLogin(phone: string) {
  await forgetResendGap(t.app, phone)
  const code = await receiveSmsCode(t.app, phone, 'login', nextIp())
  return send('/api/v1/user/loginsms', { phone, code, prefix: '+86' })
}

async function victimId(email: string): Promise<number> {
  const row = await t.app.db.selectFrom('member').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return row.id
}

describe('陌生人用受害者的邮箱和自己的手机号注册', () => {
  it('受害者用“忘记密码”取回账号后，陌生人的短信登录进不了这个账号', async () => {
    const { victimEmail, strangerPhone } = await strangerRegistersVictimEmail()

    // (b) The victim hears the address is taken and resets the password by e-mail code.
    const since = t.smtp.received.length
    expect((await send('/api/v1/user/sendEmailCode', { email: victimEmail })).body.code).toBe(200)
    const mail = await mailTo(t.smtp, victimEmail, /找回密码/, since)
    const code = /验证码为 (\d{6})/.exec(mail.text ?? '')![1]!
    const reset = await send('/api/v1/user/resetPwd', {
      email: victimEmail,
      code,
      password: VICTIM_PASSWORD,
      repassword: VICTIM_PASSWORD,
    })
    expect(reset.body.code).toBe(200)
    const victimToken = await login(t.app, victimEmail, VICTIM_PASSWORD)

    // (c) The stranger tries the own phone.
    const attempt = await strangerSmsLogin(strangerPhone)
    expect(attempt.body.code).not.toBe(200)
    expect(attempt.body.data).toBeNull()
    // The stranger's number is gone from the account, and the stranger's password never worked.
    const account = await authed(t.app, victimToken, '/api/v1/user/getMyinfo')
    expect(account.body.data).toMatchObject({ email: victimEmail, tel: '', tel_verified: 0 })
    expect((await send('/api/v1/user/login', { email: victimEmail, password: PASSWORD })).body.code).toBe(201)
  })

  it('受害者点击激活链接（陌生人的注册）后，陌生人的手机号仍未验证，不能短信登录', async () => {
    const { victimEmail, strangerPhone } = await strangerRegistersVictimEmail()
    const token = await activationToken(t.smtp, victimEmail)
    expect((await send('/api/v1/user/activate', { token })).body.code).toBe(200)

    const attempt = await strangerSmsLogin(strangerPhone)
    expect(attempt.status).toBe(400)
    expect(attempt.body).toMatchObject({
      code: 201,
      message: '该手机号尚未验证，请使用邮箱密码登录后在账户中心验证',
      data: null,
    })
  })

  it('受害者重新注册取代陌生人的注册；陌生人的激活链接失效，短信也登录不了', async () => {
    const { victimEmail, strangerPhone } = await strangerRegistersVictimEmail()
    const strangersLink = await activationToken(t.smtp, victimEmail)

    const victim = registrationForm({ email: victimEmail, password: VICTIM_PASSWORD, password2: VICTIM_PASSWORD })
    expect((await register(t.app, victim)).body.code).toBe(200)
    expect((await send('/api/v1/user/activate', { token: strangersLink })).body.code).toBe(201)

    const attempt = await strangerSmsLogin(strangerPhone)
    expect(attempt.body.code).not.toBe(200)
    expect(attempt.body.message).toBe('该手机号尚未注册，请先注册')
  })

  it('只有账号主人用验证码确认过的手机号才能短信登录：确认之后陌生人的同号注册也被拒绝', async () => {
    const { victimEmail } = await strangerRegistersVictimEmail()
    const token = await activationToken(t.smtp, victimEmail)
    await send('/api/v1/user/activate', { token })
    const victimToken = await login(t.app, victimEmail)
    const victimPhone = freshIdentity('victim').tel
    await confirmPhone(t.app, victimToken, victimPhone)

    const own = await strangerSmsLogin(victimPhone)
    expect(own.body.data.info.user).toMatchObject({ id: await victimId(victimEmail), tel: victimPhone })

    const squat = await register(t.app, registrationForm({ tel: victimPhone }))
    expect(squat.status).toBe(409)
    expect(squat.body.message).toBe('该手机号已被其他账号使用')
  })
})

describe('setPhone', () => {
  it('另一个账号已确认的手机号不能再被确认', async () => {
    const first = registrationForm()
    await register(t.app, first)
    await send('/api/v1/user/activate', { token: await activationToken(t.smtp, first.email) })
    await confirmPhone(t.app, await login(t.app, first.email), first.tel)

    const second = registrationForm()
    await register(t.app, second)
    await send('/api/v1/user/activate', { token: await activationToken(t.smtp, second.email) })
    const secondToken = await login(t.app, second.email)
    await forgetResendGap(t.app, first.tel)
    const smscode = await receiveSmsCode(t.app, first.tel, 'phone', nextIp())
    const taken = await authed(t.app, secondToken, '/api/v1/user/setPhone', { phone: first.tel, smscode })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ code: 201, message: '该手机号已被其他账号使用' })
  })
})
