// Passwords never leave the server: not in any response, not in any log line, whether the
// client sends them as JSON or as query-style params (spec §7), on success or failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activationToken,
  authed,
  mailTo,
  nextIp,
  registrationForm,
  solveCaptcha,
} from '#tests/setup/account-helpers.ts'
import { type SmtpSink, startSmtpSink } from '#tests/setup/smtp-sink.ts'
import { type TestApp, type TestEnvelope, createTestApp } from '#tests/setup/test-app.ts'

const PASSWORD = 'Secret#Pass42'
const NEW_PASSWORD = 'Fresh#Pass43'
const WRONG_PASSWORD = 'Wrong#Pass44'

let t: TestApp
let smtp: SmtpSink
const logLines: string[] = []
const responses: string[] = []

beforeAll(async () => {
  smtp = await startSmtpSink()
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: smtp.url, LOG_LEVEL: 'trace' },
    logStream: { write: (line) => logLines.push(line) },
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** A call whose raw response body is kept for the final check. */
async function call(url: string, payload?: Record<string, unknown>, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
  })
  responses.push(response.body)
  return response.json() as TestEnvelope
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

describe('密码不出现在任何响应与日志中', () => {
  it('注册、激活、登录（JSON 与查询串）、错误登录、改资料、找回密码全过程', async () => {
    const form = registrationForm({ password: PASSWORD, password2: PASSWORD })
    expect((await call('/api/v1/user/register', { ...form, ...(await solveCaptcha(t.app)) })).code).toBe(200)
    expect((await call('/api/v1/user/activate', { token: await activationToken(smtp, form.email) })).code).toBe(200)

    const byJson = await call('/api/v1/user/login', { email: form.email, password: PASSWORD, remember: 1 })
    expect(byJson.code).toBe(200)
    const token = byJson.data.info.token as string
    expect((await call(`/api/v1/user/login?${query({ email: form.email, password: PASSWORD })}`)).code).toBe(200)
    expect((await call(`/api/v1/user/login?${query({ email: form.email, password: WRONG_PASSWORD })}`)).code).toBe(201)
    expect((await call('/api/v1/user/login', { email: 'nobody@lab.example.cn', password: WRONG_PASSWORD })).code).toBe(
      201,
    )
    // A rejected registration (weak confirmation) echoes field errors, never the values.
    await call('/api/v1/user/register', { ...form, password2: WRONG_PASSWORD, captchaId: 'x', captcha: 'x' })

    const account = await authed(t.app, token, '/api/v1/user/getMyinfo')
    responses.push(JSON.stringify(account.body))

    const since = smtp.received.length
    await call('/api/v1/user/sendEmailCode', { email: form.email })
    const mail = await mailTo(smtp, form.email, /找回密码/, since)
    const code = /验证码为 (\d{6})/.exec(mail.text ?? '')![1]!
    const reset = await call(
      `/api/v1/user/resetPwd?${query({ email: form.email, code, password: NEW_PASSWORD, repassword: NEW_PASSWORD })}`,
    )
    expect(reset.code).toBe(200)
    expect((await call('/api/v1/user/login', { email: form.email, password: NEW_PASSWORD })).code).toBe(200)

    // The log did record these requests, with the URLs masked.
    const log = logLines.join('')
    expect(log).toContain('/api/v1/user/login')
    expect(log).toContain('password=***')

    const hash = (
      await t.app.db
        .selectFrom('member')
        .select('passwordHash')
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow()
    ).passwordHash
    for (const secret of [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, encodeURIComponent(PASSWORD), hash, '$argon2id']) {
      expect(log, `log contains ${secret}`).not.toContain(secret)
      for (const body of responses) expect(body, `a response contains ${secret}`).not.toContain(secret)
    }
    for (const body of responses) expect(body).not.toMatch(/passwordHash|password_hash/)
  })
})
