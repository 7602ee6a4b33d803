// Visitor submissions through the real API, on a fresh database, with real SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SmtpSink, startSmtpSink } from '#tests/setup/smtp-sink.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'
import { passSlider, receiveSmsCode } from '#tests/setup/visitor-helpers.ts'

let t: TestApp
let smtp: SmtpSink

beforeAll(async () => {
  smtp = await startSmtpSink()
  t = await createTestApp({ env: { SMTP_URL: smtp.url } })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: '张伟',
  phone: '13912345678',
  email: 'zhangwei@lab.example.cn',
  company: '复旦大学生命科学学院',
  title: 'GUIDE-seq 全基因组无偏倚脱靶检测',
  aid: 5,
  tid: 111,
  sourcePage: '/dynamicDetail?id=111',
  ...overrides,
})

describe('onlinebook/addBook', () => {
  it('短信验证码与滑块都通过后保存预约、通知销售并回显信息', async () => {
    const captchaId = await passSlider(t.app)
    const code = await receiveSmsCode(t.app, '13912345678', 'booking')
    const { status, body } = await post(t.app, '/api/v1/onlinebook/addBook', booking({ code, captchaId }), {
      ip: '10.1.0.1',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: 200, message: '提交成功' })
    expect(body.data).toMatchObject({
      name: '张伟',
      phone: '13912345678',
      email: 'zhangwei@lab.example.cn',
      company: '复旦大学生命科学学院',
    })

    const stored = await t.app.db
      .selectFrom('booking')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      aid: 5,
      tid: 111,
      productTitle: 'GUIDE-seq 全基因组无偏倚脱靶检测',
      sourcePage: '/dynamicDetail?id=111',
    })
    expect(stored.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const mail = smtp.received.find((item) => item.subject.includes('在线预约'))
    expect(mail?.to).toEqual(['sales@langene.example.com'])
    expect(mail?.text).toContain('13912345678')
  })

  it('同一个滑块和验证码不能再次使用', async () => {
    const captchaId = await passSlider(t.app)
    const code = await receiveSmsCode(t.app, '13912340001', 'booking')
    const payload = booking({ phone: '13912340001', code, captchaId })
    expect((await post(t.app, '/api/v1/onlinebook/addBook', payload, { ip: '10.1.0.2' })).body.code).toBe(200)
    const again = await post(t.app, '/api/v1/onlinebook/addBook', payload, { ip: '10.1.0.2' })
    expect(again.body).toMatchObject({ code: 201, message: '请先完成滑块验证' })
  })

  it('没有完成滑块验证时拒绝', async () => {
    const { body } = await post(
      t.app,
      '/api/v1/onlinebook/addBook',
      booking({ code: '123456', captchaId: 'missing' }),
      { ip: '10.1.0.3' },
    )
    expect(body).toMatchObject({ code: 201, message: '请先完成滑块验证' })
  })

  it('验证码错误时拒绝，且不保存', async () => {
    const before = await t.app.db
      .selectFrom('booking')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const captchaId = await passSlider(t.app)
    await receiveSmsCode(t.app, '13912340002', 'booking')
    const { body } = await post(
      t.app,
      '/api/v1/onlinebook/addBook',
      booking({ phone: '13912340002', code: '000000', captchaId }),
      { ip: '10.1.0.4' },
    )
    expect(body.code).toBe(201)
    expect(body.message).toMatch(/验证码/)
    const after = await t.app.db
      .selectFrom('booking')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('手机号与邮箱格式错误时给出规定的提示', async () => {
    const { status, body } = await post(
      t.app,
      '/api/v1/onlinebook/addBook',
      booking({ phone: '12345678901', email: 'not-mail', code: '123456', captchaId: 'x' }),
      { ip: '10.1.0.5' },
    )
    expect(status).toBe(400)
    expect(body.fieldErrors).toMatchObject({ phone: '请输入正确手机号', email: '请输入正确电子邮件' })
  })
})

describe('message/addMessage', () => {
  const message = {
    fname: 'Wei',
    lname: 'Zhang',
    email: 'wei@lab.example.org',
    industry: 'Commerical',
    country: 'China',
    company: 'Example Bio',
    body: 'We need a quote for knockout cell lines.',
    sourcePage: '/contactUs',
  }

  it('保存留言、通知客服并返回成功提示', async () => {
    const { body } = await post(t.app, '/api/v1/message/addMessage', message, { ip: '10.2.0.1' })
    expect(body).toMatchObject({ code: 200, message: '提交成功，感谢您的留言' })
    const mail = smtp.received.find((item) => item.subject.includes('在线留言'))
    expect(mail?.text).toContain('行业：Commerical')
    const stored = await t.app.db
      .selectFrom('contactMessage')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ fname: 'Wei', industry: 'Commerical', zipcode: '', sourcePage: '/contactUs' })
  })

  it('必填项与邮箱格式给出中文提示', async () => {
    const { body } = await post(t.app, '/api/v1/message/addMessage', { email: 'bad' }, { ip: '10.2.0.2' })
    expect(body.code).toBe(201)
    expect(body.fieldErrors).toMatchObject({
      fname: '请输入名字',
      lname: '请输入姓氏',
      email: '邮箱地址不合法!',
      industry: '请选择所属行业',
      country: '请选择国家!',
      company: '请输入单位名称!',
      body: '请输入留言内容',
    })
  })

  it('同一 IP 提交过多时返回 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      statuses.push((await post(t.app, '/api/v1/message/addMessage', message, { ip: '10.2.0.9' })).status)
    }
    expect(statuses).toEqual(Array(10).fill(200))
    const last = await post(t.app, '/api/v1/message/addMessage', message, { ip: '10.2.0.9' })
    expect(last.status).toBe(429)
    expect(last.body).toMatchObject({ code: 429, error: 'RATE_LIMITED' })
    expect(last.body.message).toMatch(/操作过于频繁/)
  })
})

describe('/messages/send-mail', () => {
  const inquiry = {
    productName: 'SpCas9 核酸酶（含 NLS）',
    name: '李娜',
    phone: '13800001111',
    email: 'lina@lab.example.cn',
    unit: '浙江大学',
    sourcePage: '/productDetail?id=1',
  }

  it('保存询价并发邮件给销售', async () => {
    const { body } = await post(t.app, '/messages/send-mail', inquiry, { ip: '10.3.0.1' })
    expect(body).toMatchObject({ code: 200, message: '发送成功' })
    const mail = smtp.received.find((item) => item.subject.includes('SpCas9'))
    expect(mail?.to).toEqual(['sales@langene.example.com'])
    expect(mail?.text).toContain('李娜')
  })

  it('必填项缺失时给出规定的提示', async () => {
    const { body } = await post(t.app, '/messages/send-mail', { location: '上海' }, { ip: '10.3.0.2' })
    expect(body.fieldErrors).toMatchObject({
      productName: '请输入产品名称',
      name: '请输入姓名',
      phone: '请输入手机号',
      email: '请输入邮箱!',
    })
  })
})

describe('邮件发送失败时', () => {
  it('询价仍然保存，并提示发送失败', async () => {
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } })
    try {
      const { status, body } = await post(
        broken.app,
        '/messages/send-mail',
        { productName: 'T7E1 错配酶切检测试剂盒', name: '王强', phone: '13700002222', email: 'wq@example.cn' },
        { ip: '10.4.0.1' },
      )
      expect(status).toBe(502)
      expect(body).toMatchObject({ code: 201, message: '邮件发送失败，请稍后再试' })
      const stored = await broken.app.db.selectFrom('inquiry').selectAll().executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ productName: 'T7E1 错配酶切检测试剂盒', name: '王强' })
      const outbox = await broken.app.db.selectFrom('mailOutbox').select('status').executeTakeFirstOrThrow()
      expect(outbox.status).toBe('failed')
    } finally {
      await broken.close()
    }
  })
})
