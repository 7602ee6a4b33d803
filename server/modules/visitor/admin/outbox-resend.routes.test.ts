// Staff resend a mail whose delivery failed: it goes out again as it was written and the
// outbox row records the new attempt. Only failed mails are resent.
import { describe, expect, it } from 'vitest'
import type { OutboxStatus } from '#server/db/schema.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'

const t = appWithMail({ seed: true, demoAccounts: true })

async function outboxMail(status: OutboxStatus) {
  const { id } = await t.app.db
    .insertInto('mailOutbox')
    .values({
      toAddress: 'customer@example.com',
      subject: '订单状态更新',
      textBody: '您的订单已确认。',
      htmlBody: '<p>您的订单已确认。</p>',
      status,
      attempts: 1,
      lastError: status === 'failed' ? 'connect ECONNREFUSED' : '',
      createTime: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

describe('重新发送失败的邮件', () => {
  it('把失败的邮件原样再投递一次，记录变为已发送，写入操作日志', async () => {
    const operator = await staffToken(t.app, 'operator')
    const id = await outboxMail('failed')
    const { body } = await adminCall(t.app, operator, 'POST', `/api/v1/admin/outbox/mail/${id}/resend`)
    expect(body).toMatchObject({
      code: 200,
      message: '邮件已重新发送',
      data: { id, status: 'sent', attempts: 2, lastError: '', sentTime: expect.any(String) },
    })
    expect(body.data).not.toHaveProperty('textBody')
    const mail = t.smtp.received.find((item) => item.subject === '订单状态更新')
    expect(mail).toMatchObject({ to: ['customer@example.com'], text: '您的订单已确认。' })
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'targetType', 'staffEmail'])
      .where('targetId', '=', String(id))
      .execute()
    expect(audit).toEqual([{ action: 'resend', targetType: 'mail-outbox', staffEmail: 'operator@example.com' }])
  })

  it('已发送或只记录的邮件不重发；不存在的邮件答 404；编辑无权操作', async () => {
    const operator = await staffToken(t.app, 'operator')
    for (const status of ['sent', 'logged'] as const) {
      const id = await outboxMail(status)
      const { status: http, body } = await adminCall(t.app, operator, 'POST', `/api/v1/admin/outbox/mail/${id}/resend`)
      expect(http).toBe(409)
      expect(body.message).toBe('只能重新发送失败的邮件')
    }
    expect((await adminCall(t.app, operator, 'POST', '/api/v1/admin/outbox/mail/987654/resend')).status).toBe(404)
    const editor = await staffToken(t.app, 'editor')
    const id = await outboxMail('failed')
    expect((await adminCall(t.app, editor, 'POST', `/api/v1/admin/outbox/mail/${id}/resend`)).status).toBe(403)
  })
})
