// A customer that staff deactivated is told so, in both languages, wherever they try to get
// back in: password and SMS login, SMS and e-mail codes, password reset. Never the message of
// an account not yet activated (login.routes.test.ts), which sends its owner looking for an
// activation e-mail.
import { beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, activeAccount, customerWithConfirmedPhone, mailTo, nextIp } from '#tests/setup/account-helpers.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { post } from '#tests/setup/test-app.ts'
import { receiveSmsCode } from '#tests/setup/visitor-helpers.ts'

const t = appWithMail({ seed: true, demoAccounts: true })
let operator: string
beforeAll(async () => {
  operator = await staffToken(t.app, 'operator')
})

const DEACTIVATED = {
  zh: '账号已停用，如有疑问请联系我们',
  en: 'This account has been deactivated. If you have any questions, please contact us.',
}
const NEW_PASSWORD = 'Crispr#2027'

const send = (url: string, payload: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  post(t.app, url, payload, { ip: nextIp(), headers: { 'accept-language': lang === 'en' ? 'en' : 'zh-CN' } })

/** Deactivates the customer of `email` as staff do, in the admin console. */
async function deactivate(email: string) {
  const { id } = await t.app.db.selectFrom('member').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  const { status } = await adminCall(t.app, operator, 'POST', `/api/v1/admin/customers/${id}/deactivate`)
  expect(status).toBe(200)
  return id
}

const expectDeactivated = (answer: Awaited<ReturnType<typeof send>>, lang: 'zh' | 'en' = 'zh') => {
  expect(answer.status).toBe(403)
  expect(answer.body).toMatchObject({ code: 403, error: 'FORBIDDEN', message: DEACTIVATED[lang], data: null })
}

describe('被员工停用的账号', () => {
  it('邮箱密码登录：密码正确时告知已停用（中英文），密码错误时回答不变；重新启用后照常登录', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const id = await deactivate(form.email)
    expectDeactivated(await send('/api/v1/user/login', { email: form.email, password: PASSWORD }))
    expectDeactivated(await send('/api/v1/user/login', { email: form.email, password: PASSWORD }, 'en'), 'en')
    const wrong = await send('/api/v1/user/login', { email: form.email, password: 'Wrong@2026' })
    expect(wrong.body).toMatchObject({ code: 201, message: '邮箱或密码错误' })

    await adminCall(t.app, operator, 'POST', `/api/v1/admin/customers/${id}/reactivate`)
    expect((await send('/api/v1/user/login', { email: form.email, password: PASSWORD })).body.code).toBe(200)
  })

  it('短信登录：不再发送登录验证码；停用前拿到的验证码也登录不了（中英文）', async () => {
    const form = await customerWithConfirmedPhone(t.app, t.smtp)
    const earlier = await receiveSmsCode(t.app, form.tel, 'login', nextIp())
    await deactivate(form.email)

    const code = { phone: form.tel, isreg: 1, purpose: 'login' }
    expectDeactivated(await send('/api/v1/duanxin/faDuanxin', code))
    expectDeactivated(await send('/api/v1/duanxin/faDuanxin', code, 'en'), 'en')
    expectDeactivated(await send('/api/v1/user/loginsms', { phone: form.tel, code: earlier }, 'en'), 'en')
  })

  it('找回密码：不发送邮件验证码，停用前拿到的验证码也不能改密码（中英文）', async () => {
    const form = await activeAccount(t.app, t.smtp)
    const since = t.smtp.received.length
    const sent = await send('/api/v1/user/sendEmailCode', { email: form.email })
    expect(sent.body.code).toBe(200)
    const code = /验证码为 (\d{6})/.exec((await mailTo(t.smtp, form.email, /找回密码/, since)).text ?? '')![1]!
    await deactivate(form.email)

    const mailsBefore = t.smtp.received.length
    expectDeactivated(await send('/api/v1/user/sendEmailCode', { email: form.email }))
    expectDeactivated(await send('/api/v1/user/sendEmailCode', { email: form.email }, 'en'), 'en')
    const reset = { email: form.email, code, password: NEW_PASSWORD, repassword: NEW_PASSWORD }
    expectDeactivated(await send('/api/v1/user/resetPwd', reset))
    expectDeactivated(await send('/api/v1/user/resetPwd', reset, 'en'), 'en')
    expect(t.smtp.received.length).toBe(mailsBefore)
    // The password is unchanged: the old one still meets the deactivation, the new one is wrong.
    expectDeactivated(await send('/api/v1/user/login', { email: form.email, password: PASSWORD }))
    expect((await send('/api/v1/user/login', { email: form.email, password: NEW_PASSWORD })).body.message).toBe(
      '邮箱或密码错误',
    )
  })
})
