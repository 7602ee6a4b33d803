// Log lines of the account journeys hold no whole e-mail address or phone number: not in the
// URLs (the spec's clients send parameters in the query string), not in the mail and SMS
// records, not in the codes' targets.
import { describe, expect, it } from 'vitest'
import { PASSWORD, customerWithConfirmedPhone, login, nextIp } from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { receiveSmsCode } from '#tests/setup/visitor-helpers.ts'
import { post } from '#tests/setup/test-app.ts'

const lines: string[] = []
const t = appWithMail({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } })

describe('日志中的个人信息', () => {
  it('邮箱密码登录与短信登录之后，日志中没有完整的邮箱与手机号', async () => {
    const { email, tel } = await customerWithConfirmedPhone(t.app, t.smtp)
    await login(t.app, email)
    const query = new URLSearchParams({ email, password: PASSWORD }).toString()
    const inQuery = await t.app.inject({ method: 'POST', url: `/api/v1/user/login?${query}`, remoteAddress: nextIp() })
    expect(inQuery.json().code).toBe(200)
    const smscode = await receiveSmsCode(t.app, tel, 'login', nextIp())
    const bySms = await post(t.app, '/api/v1/user/loginsms', { phone: tel, code: smscode }, { ip: nextIp() })
    expect(bySms.body.code).toBe(200)

    const log = lines.join('')
    expect(log).toContain('/api/v1/user/loginsms')
    expect(log).toContain('SMS recorded in the development outbox')
    for (const secret of [email, encodeURIComponent(email), tel, PASSWORD, smscode]) expect(log).not.toContain(secret)
    expect(log).toContain(`${tel.slice(0, 3)}****${tel.slice(-4)}`)
  })
})
