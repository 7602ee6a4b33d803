// The copy of one's own data: a ZIP with data.json and README.txt, holding the caller's
// profile, consents, logins, addresses, orders with samples and history, uploads' names,
// invoices and messages, and nothing of another customer's.
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUS } from '#common/schemas/orders/status.ts'
import { PNG, guideSeqForm, setOrderStatus, upload } from '#tests/factories/orders.ts'
import { authed, loggedInCustomer, nextIp } from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'

const t = appWithMail()
type Customer = Awaited<ReturnType<typeof loggedInCustomer>>

/** A customer with an address, an upload, consents, a finished GUIDE-seq order, an invoice request and a message. */
async function customerWithOrder(label: string) {
  const customer = await loggedInCustomer(t.app)
  const call = (url: string, payload: Record<string, unknown>) =>
    authed(t.app, customer.token, url, payload, { ip: nextIp() })
  await call('/api/v1/user/creatAddr', {
    name: `${label}联系人`,
    company: `${label}大学`,
    country: 0,
    province_id: 31,
    city_id: 310104,
    address: `${label}路 1 号`,
    zip: '200030',
    tel: '021-64370045',
    is_default: 1,
  })
  await upload(t.app, customer.token, `${label}-图.png`, PNG)
  await call('/api/v1/user/consents', { privacy: 1, marketing: 1 })
  const orderId = (await call('/api/v1/guide/addGuideOrder', guideSeqForm())).body.data.info as number
  await setOrderStatus(t.app, orderId, ORDER_STATUS.DONE)
  const { orderno } = await t.app.db
    .selectFrom('serviceOrder')
    .select('orderno')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  await call('/api/v1/fapiao/apply', {
    orderno,
    amount: 100,
    title: `${label}研究所`,
    taxId: '12330000470003281X',
    kind: 1,
  })
  await call('/api/v1/order/message', { orderno, body: `${label}的留言` })
  return { ...customer, orderno, label }
}

const exportOf = (customer: Pick<Customer, 'token'>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/exportMyData',
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${customer.token}` },
  })

async function unzip(body: Buffer) {
  const zip = await JSZip.loadAsync(body)
  return {
    names: Object.keys(zip.files).sort(),
    data: JSON.parse(await zip.file('data.json')!.async('string')) as Record<string, any>,
    readme: await zip.file('README.txt')!.async('string'),
  }
}

describe('下载我的数据', () => {
  it('ZIP 中有本人的账户、地址、订单与样本、上传文件名、开票申请与留言，没有其他客户的数据', async () => {
    const mine = await customerWithOrder('甲')
    const other = await customerWithOrder('乙')
    const response = await exportOf(mine)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['cache-control']).toBe('no-store')
    const { names, data, readme } = await unzip(response.rawPayload)
    expect(names).toEqual(['README.txt', 'data.json'])
    expect(readme).toContain('个人数据副本')
    expect(readme).toContain('orders：')

    expect(data.profile).toMatchObject({ id: mine.id, email: mine.email })
    expect(data.profile).not.toHaveProperty('passwordHash')
    expect(data.addresses).toEqual([expect.objectContaining({ name: '甲联系人', address: '甲路 1 号' })])
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({ orderno: mine.orderno, status: ORDER_STATUS.DONE })
    expect(data.orders[0].samples.length).toBeGreaterThan(0)
    expect(data.orders[0].statusHistory.length).toBeGreaterThan(0)
    expect(data.uploads).toEqual([expect.objectContaining({ originalName: '甲-图.png' })])
    expect(data.fapiaoRequests).toEqual([expect.objectContaining({ orderno: mine.orderno, title: '甲研究所' })])
    expect(data.orderMessages).toEqual([expect.objectContaining({ orderno: mine.orderno, body: '甲的留言' })])
    expect(data).toHaveProperty('crisprJobs', [])
    // The two consents given, and the login that made the token.
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'privacy', version: 1, granted: 1 }),
        expect.objectContaining({ kind: 'marketing', version: null, granted: 1 }),
      ]),
    )
    expect(data.logins).toEqual([expect.objectContaining({ method: 'password' })])
    expect(readme).toContain('logins：近 180 天的登录记录')

    const text = JSON.stringify(data)
    for (const foreign of [other.email, other.orderno, '乙联系人', '乙-图.png', '乙研究所', '乙的留言'])
      expect(text).not.toContain(foreign)
  })

  it('未登录不能下载；每个账户每小时最多 3 次', async () => {
    expect((await exportOf({ token: '' })).statusCode).toBe(401)
    const customer = await loggedInCustomer(t.app)
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await exportOf(customer)).statusCode).toBe(200)
    const limited = await exportOf(customer)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(/操作过于频繁/)
    // Another account is not held back by it.
    expect((await exportOf(await loggedInCustomer(t.app))).statusCode).toBe(200)
  })
})
