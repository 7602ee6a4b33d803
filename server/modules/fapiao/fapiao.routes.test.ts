// Fapiao requests end to end through the API: the account's details and their rules (专票
// needs the bank fields, the taxpayer ID's format), a request only for one's own order at
// 已完成 and only one open per order, staff marking it issued with a PDF (audited, e-mailed),
// and the PDF downloaded by its owner only.
import { beforeAll, describe, expect, it } from 'vitest'
import { FAPIAO_MESSAGES } from '#common/schemas/fapiao.ts'
import { SORT_MESSAGES } from '#common/schemas/list-sort.ts'
import { ORDER_STATUS } from '#common/schemas/orders/status.ts'
import { PNG, guideSeqForm, multipart, setOrderStatus } from '#tests/factories/orders.ts'
import type { StaffRole } from '#common/schemas/admin-auth.ts'
import { createStaffAccount } from '#server/modules/staff/create-staff.ts'
import { adminCall } from '#tests/setup/admin-helpers.ts'
import { authed, freshIdentity, loggedInCustomer, mailTo, nextIp } from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { post } from '#tests/setup/test-app.ts'

const t = appWithMail()
type Customer = Awaited<ReturnType<typeof loggedInCustomer>>
const ADMIN = '/api/v1/admin/fapiao-requests'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** A new staff member of the role, logged in. */
async function staffToken(role: StaffRole) {
  const { email } = freshIdentity(role)
  const password = 'Staff@2026'
  await createStaffAccount(t.app.db, { email, password, name: '开票员', role })
  const { body } = await post(t.app, '/api/v1/admin/auth/login', { email, password }, { ip: nextIp() })
  return { token: body.data.info.token as string, email }
}

let operator: string
let operatorEmail: string
beforeAll(async () => {
  ;({ token: operator, email: operatorEmail } = await staffToken('operator'))
})

const NORMAL = { title: '浙江大学医学院', taxId: '12330000470003281X', kind: 1 }
const SPECIAL = {
  title: '杭州澜基生物科技有限公司',
  taxId: '91330106MA2KX1234Q',
  kind: 2,
  bankName: '中国工商银行杭州西湖支行',
  bankAccount: '1202021209900123456',
  registerAddress: '杭州市西湖区文三路 100 号',
  registerPhone: '0571-88208000',
}

/** A GUIDE-seq order of the customer, moved to `status` by the status service. */
async function order(customer: Customer, status: number = ORDER_STATUS.DONE) {
  const { body } = await authed(t.app, customer.token, '/api/v1/guide/addGuideOrder', guideSeqForm(), { ip: nextIp() })
  const id = body.data.info as number
  if (status !== ORDER_STATUS.PENDING) await setOrderStatus(t.app, id, status)
  const row = await t.app.db.selectFrom('serviceOrder').select('orderno').where('id', '=', id).executeTakeFirstOrThrow()
  return { id, orderno: row.orderno }
}

const apply = (customer: Customer, payload: Record<string, unknown>) =>
  authed(t.app, customer.token, '/api/v1/fapiao/apply', { amount: 1280.5, ...NORMAL, ...payload })

const uploadPdf = (id: number, name: string, content: Buffer) => {
  const { payload, headers } = multipart(name, content)
  return t.app.inject({
    method: 'POST',
    url: `${ADMIN}/${id}/pdf`,
    payload,
    headers: { ...headers, authorization: `Bearer ${operator}` },
  })
}

const download = (customer: Customer, id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/fapiao/download',
    payload: { id },
    headers: { authorization: `Bearer ${customer.token}` },
  })

describe('开票信息', () => {
  it('专票必须填写开户银行、银行账号、注册地址和注册电话，普票不必', async () => {
    const customer = await loggedInCustomer(t.app)
    const refused = await authed(t.app, customer.token, '/api/v1/fapiao/upInfo', { ...NORMAL, kind: 2 })
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors).toEqual({
      bankName: FAPIAO_MESSAGES.bankName,
      bankAccount: FAPIAO_MESSAGES.bankAccount,
      registerAddress: FAPIAO_MESSAGES.registerAddress,
      registerPhone: FAPIAO_MESSAGES.registerPhone,
    })

    const normal = await authed(t.app, customer.token, '/api/v1/fapiao/upInfo', NORMAL)
    expect(normal.body).toMatchObject({ code: 200, message: FAPIAO_MESSAGES.saved, data: { ...NORMAL, bankName: '' } })

    const special = await authed(t.app, customer.token, '/api/v1/fapiao/upInfo', SPECIAL)
    expect(special.body.code).toBe(200)
    const saved = await authed(t.app, customer.token, '/api/v1/fapiao/myInfo')
    expect(saved.body.data).toEqual(SPECIAL)
    // The title is the account's own 发票抬头.
    const account = await authed(t.app, customer.token, '/api/v1/user/getMyinfo')
    expect(account.body.data.fapiao_title).toBe(SPECIAL.title)
  })

  it.each([
    ['14 位', '12330000470003'],
    ['16 位', '1233000047000328'],
    ['19 位', '1233000047000328123'],
    ['小写字母', '91330106ma2kx1234q'],
    ['含符号', '91330106-MA2KX1234'],
  ])('纳税人识别号 %s 被拒绝', async (_case, taxId) => {
    const customer = await loggedInCustomer(t.app)
    const { status, body } = await authed(t.app, customer.token, '/api/v1/fapiao/upInfo', { ...NORMAL, taxId })
    expect(status).toBe(400)
    expect(body.fieldErrors).toEqual({ taxId: FAPIAO_MESSAGES.taxIdFormat })
  })

  it.each(['330106123456789', '91330106MA2KX1234Q', '91330106MA2KX1234Q12'])(
    '纳税人识别号 %s 可以保存',
    async (taxId) => {
      const customer = await loggedInCustomer(t.app)
      const { body } = await authed(t.app, customer.token, '/api/v1/fapiao/upInfo', { ...NORMAL, taxId })
      expect(body.code).toBe(200)
    },
  )

  it('未保存过开票信息时为空', async () => {
    const customer = await loggedInCustomer(t.app)
    const { body } = await authed(t.app, customer.token, '/api/v1/fapiao/myInfo')
    expect(body.data).toEqual({
      title: '',
      taxId: '',
      kind: 0,
      bankName: '',
      bankAccount: '',
      registerAddress: '',
      registerPhone: '',
    })
  })
})

describe('申请发票', () => {
  it('只有已完成的订单可以申请', async () => {
    const customer = await loggedInCustomer(t.app)
    for (const status of [ORDER_STATUS.PENDING, ORDER_STATUS.ANALYSIS]) {
      const { orderno } = await order(customer, status)
      const { status: http, body } = await apply(customer, { orderno })
      expect({ http, message: body.message }).toEqual({ http: 409, message: FAPIAO_MESSAGES.notFinished })
    }
    const { orderno } = await order(customer)
    const { body } = await apply(customer, { orderno, remark: '请寄到实验室' })
    expect(body).toMatchObject({
      code: 200,
      message: FAPIAO_MESSAGES.applied,
      data: { orderno, amount: 1280.5, remark: '请寄到实验室', status: 0, invoiceNo: '', hasPdf: false, ...NORMAL },
    })
  })

  it('每个订单同时只能有一个待开票的申请；开票后可再申请', async () => {
    const customer = await loggedInCustomer(t.app)
    const { orderno } = await order(customer)
    const first = await apply(customer, { orderno })
    expect(first.body.code).toBe(200)
    const second = await apply(customer, { orderno })
    expect({ status: second.status, message: second.body.message }).toEqual({
      status: 409,
      message: FAPIAO_MESSAGES.openRequest,
    })
    // Two at once: the database keeps the second out too.
    const { orderno: other } = await order(customer)
    const both = await Promise.all([apply(customer, { orderno: other }), apply(customer, { orderno: other })])
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409])

    await adminCall(t.app, operator, 'POST', `${ADMIN}/${first.body.data.id}/issue`, {
      invoiceNo: '24332000000012345678',
    })
    expect((await apply(customer, { orderno })).body.code).toBe(200)
  })

  it('专票申请也须填写银行与注册信息；金额须为正、最多两位小数', async () => {
    const customer = await loggedInCustomer(t.app)
    const { orderno } = await order(customer)
    const special = await apply(customer, { orderno, kind: 2, bankName: '中国银行' })
    expect(special.status).toBe(400)
    expect(Object.keys(special.body.fieldErrors ?? {}).sort()).toEqual([
      'bankAccount',
      'registerAddress',
      'registerPhone',
    ])
    for (const amount of [0, -5, 12.345, 'abc']) {
      const { body } = await apply(customer, { orderno, amount })
      expect(body.fieldErrors, String(amount)).toEqual({ amount: FAPIAO_MESSAGES.amountFormat })
    }
    expect((await apply(customer, { orderno, amount: 10_000_000.01 })).body.fieldErrors).toEqual({
      amount: FAPIAO_MESSAGES.amountMax,
    })
    expect((await apply(customer, { orderno, amount: '99.90', ...SPECIAL })).body.data).toMatchObject({ amount: 99.9 })
  })

  it('不能为别人的订单申请，也看不到别人的申请', async () => {
    const a = await loggedInCustomer(t.app)
    const b = await loggedInCustomer(t.app)
    const { orderno } = await order(a)
    const asB = await apply(b, { orderno })
    expect({ status: asB.status, message: asB.body.message }).toEqual({
      status: 404,
      message: FAPIAO_MESSAGES.orderNotFound,
    })
    expect((await apply(a, { orderno })).body.code).toBe(200)
    const mine = await authed(t.app, a.token, '/api/v1/fapiao/myFapiao', {})
    expect(mine.body.data).toMatchObject({ total: 1, data: [{ orderno }] })
    const theirs = await authed(t.app, b.token, '/api/v1/fapiao/myFapiao', { orderno })
    expect(theirs.body.data).toEqual({ data: [], total: 0 })
  })
})

describe('开票（后台）', () => {
  it('标记为已开票：记录操作日志，邮件通知客户；不能重复开票', async () => {
    const customer = await loggedInCustomer(t.app)
    const { orderno } = await order(customer)
    const { id } = (await apply(customer, { orderno })).body.data as { id: number }

    const listed = await adminCall(t.app, operator, 'GET', `${ADMIN}?status=0&keyword=${orderno}`)
    expect(listed.body.data).toMatchObject({ total: 1, data: [{ id, orderno, memberEmail: customer.email }] })

    const invalid = await adminCall(t.app, operator, 'POST', `${ADMIN}/${id}/issue`, { invoiceNo: '12-34' })
    expect(invalid.body.fieldErrors).toEqual({ invoiceNo: FAPIAO_MESSAGES.invoiceNoFormat })

    const since = t.smtp.received.length
    const issued = await adminCall(t.app, operator, 'POST', `${ADMIN}/${id}/issue`, {
      invoiceNo: '24332000000012345678',
    })
    expect(issued.body).toMatchObject({
      code: 200,
      data: { id, status: 1, invoiceNo: '24332000000012345678', mail: 'sent' },
    })
    const audit = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetType', '=', 'fapiao-requests')
      .where('targetId', '=', String(id))
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'update', staffEmail: operatorEmail })
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ status: 1, invoiceNo: '24332000000012345678' })
    const mail = await mailTo(t.smtp, customer.email, /发票已开具/, since)
    expect(mail.subject).toBe(`【澜基生物】订单 ${orderno} 的发票已开具`)
    expect(mail.text).toContain('24332000000012345678')
    expect(mail.text).toContain('/invoices')

    const again = await adminCall(t.app, operator, 'POST', `${ADMIN}/${id}/issue`, {
      invoiceNo: '24332000000012345679',
    })
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: FAPIAO_MESSAGES.alreadyIssued,
    })
  })

  it('发票 PDF：只收 PDF；开票后只有申请人能下载', async () => {
    const a = await loggedInCustomer(t.app)
    const b = await loggedInCustomer(t.app)
    const { orderno } = await order(a)
    const { id } = (await apply(a, { orderno })).body.data as { id: number }

    const png = await uploadPdf(id, '发票.pdf', PNG)
    expect(png.statusCode).toBe(400)
    expect(png.json()).toMatchObject({ message: FAPIAO_MESSAGES.pdfType })

    const uploaded = await uploadPdf(id, '发票.pdf', PDF)
    expect(uploaded.json()).toMatchObject({ code: 200, data: { id, hasPdf: true, status: 0 } })
    // Not before it is issued.
    expect((await download(a, id)).statusCode).toBe(404)

    await adminCall(t.app, operator, 'POST', `${ADMIN}/${id}/issue`, { invoiceNo: '12345678' })
    const own = await download(a, id)
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('application/pdf')
    expect(own.rawPayload.equals(PDF)).toBe(true)

    const asB = await download(b, id)
    expect(asB.statusCode).toBe(404)
    expect(asB.body).not.toContain('%PDF')
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/fapiao/download', payload: { id } })
    expect(anonymous.statusCode).toBe(401)

    const staff = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/${id}/pdf`,
      headers: { authorization: `Bearer ${operator}` },
    })
    expect(staff.rawPayload.equals(PDF)).toBe(true)
  })

  it('列表按类型筛选、按金额排序；不支持的排序字段被拒绝', async () => {
    const customer = await loggedInCustomer(t.app)
    const [first, second] = [await order(customer), await order(customer)]
    await apply(customer, { orderno: first.orderno, amount: 300, ...SPECIAL })
    await apply(customer, { orderno: second.orderno, amount: 20 })
    const rows = async (query: string) =>
      (await adminCall(t.app, operator, 'GET', `${ADMIN}?keyword=${customer.email}&${query}`)).body.data as {
        data: { orderno: string; amount: number }[]
        total: number
      }
    expect((await rows('sort=amount&order=asc')).data.map((row) => row.amount)).toEqual([20, 300])
    expect((await rows('sort=amount&order=desc')).data.map((row) => row.amount)).toEqual([300, 20])
    expect(await rows('kind=2')).toMatchObject({ total: 1, data: [{ orderno: first.orderno }] })
    const refused = await adminCall(t.app, operator, 'GET', `${ADMIN}?sort=memberId`)
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: SORT_MESSAGES.field,
    })
  })

  it('编辑不能查看或开票', async () => {
    const editor = await staffToken('editor')
    const { status } = await adminCall(t.app, editor.token, 'GET', ADMIN)
    expect(status).toBe(403)
  })
})
