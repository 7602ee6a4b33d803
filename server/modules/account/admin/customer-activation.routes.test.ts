// Staff resend the activation e-mail of a customer who never activated; the mail reaches
// the SMTP server with a link that works.
import { describe, expect, it } from 'vitest'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'

const t = appWithMail({ seed: true, demoAccounts: true })

async function customer(email: string, activateTime: string | null) {
  const now = new Date().toISOString()
  const { id } = await t.app.db
    .insertInto('member')
    .values({
      email,
      passwordHash: 'x',
      fname: '钱',
      lname: '多',
      isActive: activateTime ? 1 : 0,
      activateTime,
      createTime: now,
      updateTime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

describe('重新发送激活邮件', () => {
  it('给从未激活的客户发送新的激活链接，一分钟内不重复发送，写入操作日志', async () => {
    const operator = await staffToken(t.app, 'operator')
    const id = await customer('never-activated@example.com', null)
    const resend = () => adminCall(t.app, operator, 'POST', `/api/v1/admin/customers/${id}/resend-activation`)

    const { body } = await resend()
    expect(body).toMatchObject({ code: 200, message: '激活邮件已重新发送' })
    const mail = t.smtp.received.find((item) => item.to.includes('never-activated@example.com'))
    const token = /\/activate\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeDefined()

    const again = await resend()
    expect(again.status).toBe(429)
    expect(again.body.message).toBe('激活邮件刚刚发送过，请 1 分钟后再试')

    const activated = await t.app.inject({ method: 'POST', url: '/api/v1/user/activate', payload: { token } })
    expect(activated.json()).toMatchObject({ code: 200 })
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'summary'])
      .where('targetType', '=', 'customers')
      .execute()
    expect(audit).toEqual([{ action: 'resend', summary: '重新发送激活邮件给 never-activated@example.com' }])
  })

  it('已激活过的客户（包括已停用的）不发送；不存在的客户答 404', async () => {
    const operator = await staffToken(t.app, 'operator')
    const id = await customer('was-active@example.com', '2026-01-01T00:00:00.000Z')
    await t.app.db.updateTable('member').set({ isActive: 0 }).where('id', '=', id).execute()
    const { status, body } = await adminCall(t.app, operator, 'POST', `/api/v1/admin/customers/${id}/resend-activation`)
    expect(status).toBe(409)
    expect(body.message).toBe('该客户已激活过账号，无需再发送激活邮件')
    expect(t.smtp.received.some((item) => item.to.includes('was-active@example.com'))).toBe(false)
    const missing = await adminCall(t.app, operator, 'POST', '/api/v1/admin/customers/987654/resend-activation')
    expect(missing.status).toBe(404)
  })
})
