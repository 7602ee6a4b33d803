// Each successful customer login is recorded with its time and the client's address, and
// nothing else personal; a failed one is not.
import { describe, expect, it } from 'vitest'
import { PASSWORD, customerWithConfirmedPhone, loggedInCustomer, nextIp } from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { post } from '#tests/setup/test-app.ts'
import { forgetResendGap, receiveSmsCode } from '#tests/setup/visitor-helpers.ts'

const t = appWithMail()

const recordsOf = async (email: string) => {
  const { id } = await t.app.db.selectFrom('member').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return t.app.db.selectFrom('memberLogin').selectAll().where('memberId', '=', id).orderBy('id').execute()
}

describe('登录记录', () => {
  it('邮箱密码登录成功记录时间与 IP；密码错误不记录', async () => {
    const customer = await loggedInCustomer(t.app)
    const before = await recordsOf(customer.email)
    expect(before).toHaveLength(1)

    const ip = nextIp()
    const started = Date.now()
    expect(
      (await post(t.app, '/api/v1/user/login', { email: customer.email, password: PASSWORD }, { ip })).status,
    ).toBe(200)
    expect((await post(t.app, '/api/v1/user/login', { email: customer.email, password: 'Wrong@2026' })).status).toBe(
      400,
    )

    const records = await recordsOf(customer.email)
    expect(records).toHaveLength(2)
    const latest = records[1]!
    expect(Object.keys(latest).sort()).toEqual(['createTime', 'id', 'ip', 'memberId', 'method'])
    expect(latest).toMatchObject({ method: 'password', ip })
    expect(Date.parse(latest.createTime)).toBeGreaterThanOrEqual(started - 1000)
  })

  it('短信验证码登录成功同样记录', async () => {
    const form = await customerWithConfirmedPhone(t.app, t.smtp)
    await forgetResendGap(t.app, form.tel)
    const code = await receiveSmsCode(t.app, form.tel, 'login', nextIp())
    const ip = nextIp()
    const { body } = await post(t.app, '/api/v1/user/loginsms', { phone: form.tel, code }, { ip })
    expect(body.code).toBe(200)
    expect((await recordsOf(form.email)).at(-1)).toMatchObject({ method: 'sms', ip })
  })
})
