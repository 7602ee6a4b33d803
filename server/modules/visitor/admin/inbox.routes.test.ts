import { describe, expect, it } from 'vitest'
import { adminCall, staffTestApp } from '#tests/setup/admin-helpers.ts'

const staff = staffTestApp('operator')

const asOperator = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  adminCall(staff.app, staff.token, method, `/api/v1/admin${path}`, payload)
const now = () => new Date().toISOString()

describe('访客留言', () => {
  it('列出留言，标记已处理并填写备注，可按状态筛选', async () => {
    const { id } = await staff.app.db
      .insertInto('contactMessage')
      .values({
        fname: '孙',
        lname: '悦',
        email: 'sun@lab.example.cn',
        company: '复旦大学',
        body: '想咨询 GUIDE-seq',
        createTime: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const open = await asOperator('GET', '/inbox/contact-messages?status=0')
    expect(open.body.data.data[0]).toMatchObject({ id, email: 'sun@lab.example.cn', status: 0, note: '' })

    const handled = await asOperator('POST', `/inbox/contact-messages/${id}/handle`, { note: '已电话回复' })
    expect(handled.body.data).toMatchObject({
      status: 1,
      note: '已电话回复',
      handledBy: 'operator@example.com',
      handledTime: expect.any(String),
    })
    expect((await asOperator('GET', '/inbox/contact-messages?status=0')).body.data.total).toBe(0)
    expect((await asOperator('GET', `/inbox/contact-messages/${id}`)).body.data.note).toBe('已电话回复')
    const audit = await staff.app.db
      .selectFrom('auditLog')
      .select(['action', 'summary'])
      .where('targetType', '=', 'contact-messages')
      .execute()
    expect(audit).toEqual([{ action: 'handle', summary: `处理联系留言 #${id}` }])
  })

  it('导出询价 CSV，访客填写的公式不会在表格软件中执行', async () => {
    await staff.app.db
      .insertInto('inquiry')
      .values({
        productName: 'pX330',
        name: '@SUM(1)',
        phone: '+8613800000000',
        email: 'buyer@lab.example.cn',
        unit: '-1+1',
        createTime: '2026-11-27T16:30:00.000Z',
      })
      .execute()
    const response = await staff.app.inject({
      method: 'GET',
      url: '/api/v1/admin/inbox/inquiries/export',
      headers: { authorization: `Bearer ${staff.token}` },
    })
    expect(response.body.startsWith('\uFEFF"编号","产品","姓名","单位","电话"')).toBe(true)
    expect(response.body).toContain(`"pX330","'@SUM(1)","'-1+1","'+8613800000000"`)
    // Times in China time, as the console shows them: 16:30 UTC is 00:30 of the next day there.
    expect(response.body).toContain('"2026-11-28 00:30"')
  })

  it('未知的留言类型 400，不存在的留言 404', async () => {
    expect((await asOperator('GET', '/inbox/spam')).status).toBe(400)
    expect((await asOperator('GET', '/inbox/bookings/987654')).status).toBe(404)
  })

  it('留言 id 超出整数列范围：400 参数 id 无效，而不是数据库错误', async () => {
    for (const [method, path] of [
      ['GET', '/inbox/bookings/4294967296'],
      ['POST', '/inbox/inquiries/4294967296/handle'],
    ] as const) {
      const { status, body } = await asOperator(method, path, method === 'POST' ? {} : undefined)
      expect(status, path).toBe(400)
      expect(body.message).toBe('参数 id 无效')
    }
  })
})

describe('发信记录', () => {
  it('邮件只显示收件人、主题与状态，短信中的验证码与手机号被隐去', async () => {
    await staff.app.db
      .insertInto('mailOutbox')
      .values({
        toAddress: 'x@lab.example.cn',
        subject: '激活账号',
        textBody: 'https://example.com/activate?token=secret',
        createTime: now(),
      })
      .execute()
    await staff.app.db
      .insertInto('smsOutbox')
      .values({ phone: '13800000000', content: '您的验证码是 482913，10 分钟内有效', createTime: now() })
      .execute()
    const mail = await asOperator('GET', '/outbox/mail?to=x@lab.example.cn')
    expect(mail.body.data.data[0]).toMatchObject({ toAddress: 'x@lab.example.cn', subject: '激活账号' })
    expect(JSON.stringify(mail.body)).not.toContain('secret')
    const sms = await asOperator('GET', '/outbox/sms?to=13800000000')
    expect(sms.body.data.data[0].content).toBe('您的验证码是 ******，10 分钟内有效')
    expect(sms.body.data.data[0].phone).toBe('138****0000')
  })
})
