// Deleting an account through the API, by its owner (password or SMS login code) and by an
// admin: afterwards nothing in the database names the customer, the orders stay anonymised
// and show 已注销用户 to staff, the files are gone, and the e-mail and phone register again.
import { beforeAll, describe, expect, it } from 'vitest'
import { DELETED_CUSTOMER, PRIVACY_MESSAGES } from '#common/schemas/privacy.ts'
import { ORDER_STATUS } from '#common/schemas/orders/status.ts'
import { CUSTOMER_MESSAGES } from '#server/modules/account/admin/customers.service.ts'
import { uploadKey } from '#server/modules/uploads/send-upload.ts'
import { PNG, cellLineForm, guideSeqForm, setOrderStatus, upload } from '#tests/factories/orders.ts'
import { adminCall, freshStaffToken } from '#tests/setup/admin-helpers.ts'
import {
  PASSWORD,
  activeAccount,
  authed,
  confirmPhone,
  customerWithConfirmedPhone,
  login,
  nextIp,
} from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { post } from '#tests/setup/test-app.ts'
import { columnsHolding } from '#tests/setup/text-search.ts'
import { receiveSmsCode } from '#tests/setup/visitor-helpers.ts'

const t = appWithMail()
let serial = 0
/** Texts of one customer only, so a search for them finds no other customer's rows. */
function ownTexts() {
  serial += 1
  const n = `${Date.now() % 100_000}${serial}`
  return {
    workplace: `瑞金医院 ${n} 号实验室`,
    addressLine: `上海市徐汇区宜山路 ${n} 号`,
    fapiao: {
      title: `上海澜基测试生物有限公司${n}`,
      taxId: `91310104MA${n.padStart(8, '0').slice(-8)}`,
      kind: 2,
      bankName: '招商银行上海徐汇支行',
      bankAccount: `1219${n.padStart(12, '0')}`,
      registerAddress: `上海市徐汇区漕溪北路 ${n} 号`,
      registerPhone: '021-64000000',
    },
  }
}

let admin: string
let operator: string
beforeAll(async () => {
  admin = await freshStaffToken(t.app, 'admin')
  operator = await freshStaffToken(t.app, 'operator')
})

/** A customer who used everything: address, upload, orders, invoice, messages, a CRISPR-Net job, a phone login. */
async function busyCustomer() {
  const texts = ownTexts()
  const form = await activeAccount(t.app, t.smtp, { address: texts.workplace })
  const token = await login(t.app, form.email)
  await confirmPhone(t.app, token, form.tel)
  const id = (
    await t.app.db.selectFrom('member').select('id').where('email', '=', form.email).executeTakeFirstOrThrow()
  ).id
  const call = (url: string, payload: Record<string, unknown>) => authed(t.app, token, url, payload, { ip: nextIp() })
  await call('/api/v1/user/creatAddr', {
    name: '周敏',
    company: '瑞金医院',
    country: 0,
    province_id: 31,
    city_id: 310104,
    address: texts.addressLine,
    zip: '200030',
    tel: '021-64370045',
    is_default: 1,
  })
  const uploaded = await upload(t.app, token, '生长曲线.png', PNG)
  const fileUrl = uploaded.json().data[0].url as string
  const guide = (await call('/api/v1/guide/addGuideOrder', guideSeqForm())).body.data.info as number
  const cellLine = await call(
    '/api/v1/cellsline/addCellslineOrder',
    cellLineForm({ is_shengzhang: 1, shengzhang_file: fileUrl }),
  )
  await setOrderStatus(t.app, guide, ORDER_STATUS.DONE)
  const orderno = (
    await t.app.db.selectFrom('serviceOrder').select('orderno').where('id', '=', guide).executeTakeFirstOrThrow()
  ).orderno
  const fapiao = await call('/api/v1/fapiao/upInfo', texts.fapiao)
  const applied = await call('/api/v1/fapiao/apply', {
    orderno,
    amount: 1280,
    ...texts.fapiao,
    remark: `请联系 ${form.tel}`,
  })
  await call('/api/v1/order/message', { orderno, body: '样本已寄出，请查收' })
  const now = new Date().toISOString()
  await t.app.db
    .insertInto('crisprJob')
    .values({
      memberId: id,
      title: '打分',
      email: form.email,
      pamType: 1,
      genome: 1,
      pairs: 'A,B',
      pairCount: 1,
      createTime: now,
    })
    .execute()
  // The same person sent the public forms with the account's e-mail and phone.
  const visitor = { email: form.email, createTime: now }
  await t.app.db
    .insertInto('booking')
    .values({ ...visitor, name: '周敏', phone: form.tel })
    .execute()
  await t.app.db
    .insertInto('inquiry')
    .values({ ...visitor, productName: 'pX330', name: '周敏', phone: form.tel })
    .execute()
  await t.app.db
    .insertInto('contactMessage')
    .values({ ...visitor, fname: '周', lname: '敏' })
    .execute()
  // Staff acted on the account: the audit log names it.
  await adminCall(t.app, admin, 'POST', `/api/v1/admin/customers/${id}/deactivate`)
  await adminCall(t.app, admin, 'POST', `/api/v1/admin/customers/${id}/reactivate`)
  return {
    ...form,
    needles: [form.email, form.tel, texts.workplace, texts.addressLine, ...Object.values(texts.fapiao).slice(0, 2)],
    id,
    token: await login(t.app, form.email),
    fileUrl,
    orderIds: [guide, cellLine.body.data.info as number],
    setup: [uploaded.statusCode, cellLine.body.code, fapiao.body.code, applied.body.code],
  }
}

const deleteAccount = (token: string, payload: Record<string, unknown>, ip = nextIp()) =>
  authed(t.app, token, '/api/v1/user/deleteAccount', payload, { ip })

async function expectNothingNames(customer: { needles: readonly (string | number)[] }) {
  for (const needle of customer.needles)
    expect(await columnsHolding(t.app.db, String(needle)), String(needle)).toEqual([])
}

describe('客户注销账户', () => {
  it('密码错误时拒绝注销，账户不变', async () => {
    const customer = await busyCustomer()
    const { status, body } = await deleteAccount(customer.token, { password: 'Wrong@2026' })
    expect(status).toBe(400)
    expect(body.message).toBe(PRIVACY_MESSAGES.wrongPassword)
    expect((await authed(t.app, customer.token, '/api/v1/user/getMyinfo')).status).toBe(200)
  })

  it('既无密码也无验证码时说明需要什么', async () => {
    const customer = await busyCustomer()
    const { status, body } = await deleteAccount(customer.token, {})
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain(PRIVACY_MESSAGES.confirmRequired)
  })

  it('注销后令牌与登录失效，数据库中不再有邮箱、手机号与地址，订单匿名保留，文件被删除', async () => {
    const customer = await busyCustomer()
    expect(customer.setup).toEqual([200, 200, 200, 200])
    const storedName = customer.fileUrl.replace('/api/v1/uploads/', '')
    expect(await t.app.storage.head(uploadKey(storedName))).toBeDefined()
    // The search sees what deletion must remove.
    expect(await columnsHolding(t.app.db, customer.email)).toEqual(
      expect.arrayContaining(['member.email', 'mail_outbox.to_address', 'crispr_job.email']),
    )

    const rowsOf = (table: 'crisprJob' | 'memberConsent' | 'memberLogin') =>
      t.app.db.selectFrom(table).select('id').where('memberId', '=', customer.id).execute()
    for (const table of ['crisprJob', 'memberConsent', 'memberLogin'] as const)
      expect((await rowsOf(table)).length, table).toBeGreaterThan(0)

    const { status, body } = await deleteAccount(customer.token, { password: PASSWORD })
    expect(status).toBe(200)
    expect(body.message).toBe(PRIVACY_MESSAGES.deleted)

    expect((await authed(t.app, customer.token, '/api/v1/user/getMyinfo')).status).toBe(401)
    const relogin = await post(
      t.app,
      '/api/v1/user/login',
      { email: customer.email, password: PASSWORD },
      { ip: nextIp() },
    )
    expect(relogin.body.code).not.toBe(200)
    await expectNothingNames(customer)
    expect(await t.app.storage.head(uploadKey(storedName))).toBeUndefined()

    const orders = await t.app.db
      .selectFrom('serviceOrder')
      .select(['id', 'memberId'])
      .where('id', 'in', customer.orderIds)
      .execute()
    expect(orders).toHaveLength(2)
    const listed = await adminCall(t.app, operator, 'GET', `/api/v1/admin/orders/${customer.orderIds[0]}`)
    expect(JSON.stringify(listed.body.data)).toContain(DELETED_CUSTOMER)
    const fapiao = await t.app.db
      .selectFrom('fapiaoRequest')
      .select(['amount', 'title', 'registerPhone'])
      .where('memberId', '=', customer.id)
      .execute()
    expect(fapiao).toEqual([{ amount: 1280, title: '', registerPhone: '' }])
    for (const table of ['crisprJob', 'memberConsent', 'memberLogin'] as const)
      expect(await rowsOf(table), table).toEqual([])
    // The lab goes on with the kept order; its mail reaches no one (the placeholder is no address).
    const step = await setOrderStatus(t.app, customer.orderIds[1]!, ORDER_STATUS.CONFIRMED)
    expect(step).toMatchObject({ toStatus: ORDER_STATUS.CONFIRMED, mail: { status: 'failed' } })
  })

  it('注销后同一邮箱与手机号可以重新注册', async () => {
    const customer = await busyCustomer()
    await deleteAccount(customer.token, { password: PASSWORD })
    const again = await activeAccount(t.app, t.smtp, { email: customer.email, tel: customer.tel })
    const token = await login(t.app, again.email)
    await confirmPhone(t.app, token, again.tel)
    const info = await authed(t.app, token, '/api/v1/user/getMyinfo')
    expect(info.body.data).toMatchObject({ email: customer.email, tel: customer.tel, tel_verified: 1 })
  })

  it('短信登录的客户用发到已验证手机号的验证码注销', async () => {
    const form = await customerWithConfirmedPhone(t.app, t.smtp)
    const token = await login(t.app, form.email)
    const wrong = await deleteAccount(token, { smscode: '000000' })
    expect(wrong.status).toBe(400)
    const smscode = await receiveSmsCode(t.app, form.tel, 'login', nextIp())
    const { status } = await deleteAccount(token, { smscode })
    expect(status).toBe(200)
    expect(await columnsHolding(t.app.db, form.tel)).toEqual([])
  })

  it('没有已验证手机号的账户不能用短信验证码注销', async () => {
    const customer = await activeAccount(t.app, t.smtp)
    const token = await login(t.app, customer.email)
    const { status, body } = await deleteAccount(token, { smscode: '123456' })
    expect(status).toBe(400)
    expect(body.message).toBe(PRIVACY_MESSAGES.noConfirmedPhone)
  })

  it('未登录不能注销；同一地址 10 分钟内最多尝试 5 次', async () => {
    expect((await deleteAccount('', { password: PASSWORD })).status).toBe(401)
    const customer = await busyCustomer()
    const ip = nextIp()
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await deleteAccount(customer.token, { password: 'Wrong@2026' }, ip)).status).toBe(400)
    const limited = await deleteAccount(customer.token, { password: PASSWORD }, ip)
    expect(limited.status).toBe(429)
    expect((await authed(t.app, customer.token, '/api/v1/user/getMyinfo')).status).toBe(200)
  })
})

describe('管理员注销客户账户', () => {
  it('只有管理员可以注销；操作记入审计日志且不含客户邮箱', async () => {
    const customer = await busyCustomer()
    const refused = await adminCall(t.app, operator, 'POST', `/api/v1/admin/customers/${customer.id}/delete`)
    expect(refused.status).toBe(403)

    const done = await adminCall(t.app, admin, 'POST', `/api/v1/admin/customers/${customer.id}/delete`)
    expect(done.status).toBe(200)
    expect((await authed(t.app, customer.token, '/api/v1/user/getMyinfo')).status).toBe(401)
    await expectNothingNames(customer)
    const entries = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'summary'])
      .where('targetType', '=', 'customers')
      .where('targetId', '=', String(customer.id))
      .orderBy('id')
      .execute()
    expect(entries.at(-1)).toEqual({ action: 'delete', summary: `注销客户账户 #${customer.id}` })
    expect(entries.map((entry) => entry.action)).toEqual(['deactivate', 'activate', 'delete'])

    const detail = await adminCall(t.app, operator, 'GET', `/api/v1/admin/customers/${customer.id}`)
    expect(detail.body.data).toMatchObject({
      email: `${DELETED_CUSTOMER}#${customer.id}`,
      addresses: [],
      crisprJobs: [],
    })
    expect(detail.body.data.deletedTime).toEqual(expect.any(String))
    const again = await adminCall(t.app, admin, 'POST', `/api/v1/admin/customers/${customer.id}/delete`)
    expect(again.status).toBe(404)
    const reactivated = await adminCall(t.app, admin, 'POST', `/api/v1/admin/customers/${customer.id}/reactivate`)
    expect(reactivated.status).toBe(409)
    expect(reactivated.body.message).toBe(CUSTOMER_MESSAGES.deleted)
  })
})
