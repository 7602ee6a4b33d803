import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '#server/errors.ts'
import type { SmsProvider } from '#server/lib/sms/sms-provider.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'
import { createSmsCodeService } from './sms-code.service.ts'
import { createVerificationRepo } from './verification.repo.ts'
import { type VerificationPurpose, createVerificationService } from './verification.service.ts'

const SECRET = 'test-verification-secret-0123456789abcdef'
const SEND = '/api/v1/duanxin/faDuanxin'

let t: TestApp
let verification: ReturnType<typeof createVerificationService>
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { VERIFICATION_CODE_SECRET: SECRET } })
  verification = createVerificationService({ repo: createVerificationRepo(t.app.db), secret: SECRET })
})
afterAll(() => t.close())

// Each test sends from its own address and to its own phone: the route is rate-limited per IP.
let counter = 0
const fresh = () => {
  counter += 1
  return { ip: `10.0.0.${counter}`, phone: `1380000${String(counter).padStart(4, '0')}` }
}

async function lastSms(phone: string) {
  const row = await t.app.db
    .selectFrom('smsOutbox')
    .select(['content', 'provider', 'status'])
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return { ...row, code: /验证码为 (\d{6})/.exec(row.content)![1]! }
}

const codeRow = (phone: string, purpose: VerificationPurpose) =>
  t.app.db
    .selectFrom('verificationCode')
    .selectAll()
    .where('target', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()

/** Moves a code's clock: its creation (resend gap) or expiry into the past. */
async function backdate(phone: string, column: 'createTime' | 'expiresAt', seconds: number) {
  await t.app.db
    .updateTable('verificationCode')
    .set({ [column]: new Date(Date.now() - seconds * 1000).toISOString() })
    .where('target', '=', phone)
    .execute()
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('POST /duanxin/faDuanxin', () => {
  it('发送 6 位验证码，短信文案符合约定，数据库只存哈希', async () => {
    const { ip, phone } = fresh()
    const { status, body } = await post(t.app, SEND, { phone, isreg: 0 }, { ip })

    expect(status).toBe(200)
    expect(body).toEqual({ code: 200, message: '验证码已发送', data: { info: '验证码已发送' } })
    const sms = await lastSms(phone)
    expect(sms.content).toBe(`【澜基生物】您的验证码为 ${sms.code}，5 分钟内有效，请勿泄露给他人。`)
    expect(sms).toMatchObject({ provider: 'outbox', status: 'logged' })
    const row = await codeRow(phone, 'sms_booking')
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.codeHash).not.toContain(sms.code)
    expect(Date.parse(row.expiresAt) - Date.parse(row.createTime)).toBe(5 * 60_000)
  })

  it('用途由 isreg 或 purpose 决定，也接受查询串参数', async () => {
    const login = fresh()
    // A '+' in a query string arrives as a space: '+86' must still be understood.
    const asQuery = await post(t.app, `${SEND}?phone=${login.phone}&isreg=1&prefix=+86`, undefined, login)
    expect(asQuery.body.code).toBe(200)
    expect((await codeRow(login.phone, 'sms_login')).purpose).toBe('sms_login')

    const account = fresh()
    await post(t.app, SEND, { phone: account.phone, isreg: 0, purpose: 'phone' }, account)
    expect((await codeRow(account.phone, 'sms_phone')).purpose).toBe('sms_phone')

    const otherPrefix = fresh()
    const withPrefix = await post(t.app, SEND, { phone: otherPrefix.phone, isreg: 1, prefix: '+87' }, otherPrefix)
    expect(withPrefix.body.code).toBe(200)
  })

  it('手机号为空或格式不对时返回规范中的提示', async () => {
    const { ip } = fresh()
    const missing = await post(t.app, SEND, { isreg: 1 }, { ip })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      code: 201,
      message: '手机号不能为空',
      fieldErrors: { phone: '手机号不能为空' },
    })
    expect((await post(t.app, SEND, { phone: '', isreg: 1 }, { ip })).body.message).toBe('手机号不能为空')
    const invalid = await post(t.app, SEND, { phone: '12800138000', isreg: 1 }, { ip })
    expect(invalid.body).toMatchObject({ code: 201, message: '请输入正确的手机号' })
  })

  it('60 秒内重复获取被服务器拒绝并告知剩余秒数，其他用途不受影响', async () => {
    const { ip, phone } = fresh()
    expect((await post(t.app, SEND, { phone, isreg: 1 }, { ip })).status).toBe(200)

    const again = await post(t.app, SEND, { phone, isreg: 1 }, { ip })
    expect(again.status).toBe(429)
    expect(again.body).toMatchObject({ code: 429, error: 'RATE_LIMITED' })
    const seconds = Number(/^请 (\d+) 秒后再获取验证码$/.exec(again.body.message)?.[1])
    expect(seconds).toBeGreaterThanOrEqual(59)
    expect(seconds).toBeLessThanOrEqual(60)

    expect((await post(t.app, SEND, { phone, isreg: 0 }, { ip })).status).toBe(200)
    await backdate(phone, 'createTime', 61)
    expect((await post(t.app, SEND, { phone, isreg: 1 }, { ip })).status).toBe(200)
  })

  it('登录验证码不透露手机号是否已注册', async () => {
    const now = new Date().toISOString()
    const member = fresh()
    await t.app.db
      .insertInto('member')
      .values({
        email: 'sms-login@example.com',
        passwordHash: 'x',
        tel: member.phone,
        createTime: now,
        updateTime: now,
      })
      .execute()
    const stranger = fresh()

    // The same answer, headers included, apart from each response's own request id and time.
    const answer = async (visitor: { phone: string; ip: string }) => {
      const { headers, ...rest } = await post(t.app, SEND, { phone: visitor.phone, isreg: 1 }, visitor)
      const { 'x-request-id': _requestId, date: _date, ...sameHeaders } = headers
      return { ...rest, headers: sameHeaders }
    }
    expect(await answer(member)).toEqual(await answer(stranger))
  })

  it('同一手机号一天最多获取 10 次验证码，不论请求来自哪个地址', async () => {
    const { phone } = fresh()
    for (let i = 0; i < 10; i++) {
      expect((await post(t.app, SEND, { phone, isreg: 0 }, { ip: fresh().ip })).status).toBe(200)
      await backdate(phone, 'createTime', 61)
    }
    const refused = await post(t.app, SEND, { phone, isreg: 0 }, { ip: fresh().ip })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^验证码获取次数过多，请 2[34] 小时后再试$/)
    // Another number is not affected.
    const other = fresh()
    expect((await post(t.app, SEND, { phone: other.phone, isreg: 0 }, { ip: other.ip })).status).toBe(200)
  })

  it('同一 IP 10 分钟内超过 5 次返回 429 与中文提示', async () => {
    const { ip } = fresh()
    for (let i = 0; i < 5; i++) {
      const { status } = await post(t.app, SEND, { phone: `1390000${String(i).padStart(4, '0')}`, isreg: 0 }, { ip })
      expect(status).toBe(200)
    }
    const response = await t.app.inject({
      method: 'POST',
      url: SEND,
      payload: { phone: '13900009999', isreg: 0 },
      remoteAddress: ip,
    })
    expect(response.statusCode).toBe(429)
    expect(response.json()).toMatchObject({
      code: 429,
      message: '操作过于频繁，请 10 分钟后再试',
      data: null,
      error: 'RATE_LIMITED',
    })
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(590)
  })
})

describe('verification codes', () => {
  /** Sends a code through the API and returns it as the SMS carried it. */
  async function sendCode(isreg: 0 | 1 = 1) {
    const { ip, phone } = fresh()
    await post(t.app, SEND, { phone, isreg }, { ip })
    return { phone, code: (await lastSms(phone)).code }
  }

  it('短信中的验证码可以通过验证，且只能使用一次', async () => {
    const { phone, code } = await sendCode()
    await verification.verify({ purpose: 'sms_login', target: phone, code })
    expect((await codeRow(phone, 'sms_login')).consumedAt).not.toBeNull()

    const replay = await rejection(verification.verify({ purpose: 'sms_login', target: phone, code }))
    expect(replay.message).toBe('验证码已使用，请重新获取')
  })

  it('同一验证码并发验证只有一次成功', async () => {
    const { phone, code } = await sendCode()
    const results = await Promise.allSettled([
      verification.verify({ purpose: 'sms_login', target: phone, code }),
      verification.verify({ purpose: 'sms_login', target: phone, code }),
      verification.verify({ purpose: 'sms_login', target: phone, code }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('错误 5 次后，第 6 次即使验证码正确也被拒绝', async () => {
    const { phone, code } = await sendCode()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const error = await rejection(verification.verify({ purpose: 'sms_login', target: phone, code: wrong }))
      expect(error).toMatchObject({ kind: 'VALIDATION_FAILED', message: '验证码错误' })
    }
    const sixth = await rejection(verification.verify({ purpose: 'sms_login', target: phone, code }))
    expect(sixth.message).toBe('错误次数过多，请重新获取验证码')
    expect((await codeRow(phone, 'sms_login')).attempts).toBe(5)
  })

  it('过期的验证码被拒绝', async () => {
    const { phone, code } = await sendCode()
    await backdate(phone, 'expiresAt', 1)
    const error = await rejection(verification.verify({ purpose: 'sms_login', target: phone, code }))
    expect(error.message).toBe('验证码已过期，请重新获取')
  })

  it('验证码只对自己的用途有效，新验证码使旧的失效', async () => {
    const { phone, code } = await sendCode(0)
    const otherPurpose = await rejection(verification.verify({ purpose: 'sms_login', target: phone, code }))
    expect(otherPurpose.message).toBe('请先获取验证码')

    await backdate(phone, 'createTime', 61)
    await post(t.app, SEND, { phone, isreg: 0 }, fresh())
    const newer = (await lastSms(phone)).code
    if (newer !== code) {
      const old = await rejection(verification.verify({ purpose: 'sms_booking', target: phone, code }))
      expect(old.message).toBe('验证码错误')
    }
    await verification.verify({ purpose: 'sms_booking', target: phone, code: newer })
  })

  it('邮件验证码 10 分钟有效，邮箱不区分大小写', async () => {
    const issued = await verification.issue({ purpose: 'email_reset', target: ' Reset.User@Example.com ' })
    expect(issued.code).toMatch(/^\d{6}$/)
    expect(issued.ttlMinutes).toBe(10)
    const row = await codeRow('reset.user@example.com', 'email_reset')
    expect(Date.parse(row.expiresAt) - Date.parse(row.createTime)).toBe(10 * 60_000)
    await verification.verify({ purpose: 'email_reset', target: 'reset.user@example.com', code: issued.code })
  })

  it('短信发送失败时报错，并允许立即重新获取', async () => {
    const failing: SmsProvider = { send: async () => ({ id: 0, status: 'failed' }) }
    const smsCodes = createSmsCodeService({
      verification,
      sms: failing,
      signName: '澜基生物',
      refuseLogin: async () => {},
    })
    const { phone } = fresh()
    const error = await rejection(smsCodes.send(phone, 'booking'))
    expect(error).toMatchObject({ kind: 'INTERNAL', message: '短信发送失败，请稍后再试' })
    await expect(verification.issue({ purpose: 'sms_booking', target: phone })).resolves.toMatchObject({
      ttlMinutes: 5,
    })
  })
})
