import { beforeAll, describe, expect, it } from 'vitest'
import { ORDER_MESSAGE_MAX } from '#common/schemas/orders/messages.ts'
import { PNG, cellLineForm, guideSeqForm } from '#tests/factories/orders.ts'
import { authed, loggedInCustomer, mailTo, nextIp } from '#tests/setup/account-helpers.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { uploadKey } from '#server/modules/uploads/send-upload.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'

const t = appWithMail({ seed: true, demoAccounts: true })
type Customer = Awaited<ReturnType<typeof loggedInCustomer>>
let operator: string
let admin: string
beforeAll(async () => {
  operator = await staffToken(t.app, 'operator')
  admin = await staffToken(t.app, 'admin')
})

const ADMIN_ORDERS = '/api/v1/admin/orders'

async function guideOrder(customer: Customer) {
  const { body } = await authed(t.app, customer.token, '/api/v1/guide/addGuideOrder', guideSeqForm(), { ip: nextIp() })
  if (body.code !== 200) throw new Error(body.message)
  return { id: body.data.info as number, orderno: body.data.orderno as string }
}

const write = (customer: Customer, orderno: string, text: unknown) =>
  authed(t.app, customer.token, '/api/v1/order/message', { orderno, body: text }, { ip: nextIp() })
const thread = (customer: Customer, orderno: string) =>
  authed(t.app, customer.token, '/api/v1/order/messages', { orderno }, { ip: nextIp() })
const unread = async (customer: Customer) =>
  (await authed(t.app, customer.token, '/api/v1/order/unreadMessages', {})).body.data.orders as {
    id: number
    orderno: string
    unread: number
  }[]
const answer = (orderId: number, text: string) =>
  adminCall(t.app, operator, 'POST', `${ADMIN_ORDERS}/${orderId}/messages`, { body: text })
const staffUnread = async () =>
  (await adminCall(t.app, operator, 'GET', `${ADMIN_ORDERS}/unread-messages`)).body.data.orders as number

/** A staff answer with a file; the text field comes before the file, as the console sends it. */
function attach(orderId: number, text: string, fileName: string, content: Buffer) {
  const boundary = '----order-message-boundary'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${text}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: `${ADMIN_ORDERS}/${orderId}/messages/file`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${operator}` },
  })
}

const download = (url: string, token: string | undefined) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })

describe('订单留言：客户与实验室', () => {
  it("only the order's customer reads, writes and downloads its thread; anyone else is told it does not exist", async () => {
    const a = await loggedInCustomer(t.app)
    const b = await loggedInCustomer(t.app)
    const order = await guideOrder(a)
    expect((await write(a, order.orderno, '样本何时寄出？')).body.code).toBe(200)
    const sent = await attach(order.id, '报告见附件', 'report.png', PNG)
    expect(sent.statusCode).toBe(200)
    const before = (await thread(a, order.orderno)).body.data

    for (const call of [thread(b, order.orderno), write(b, order.orderno, '我不是这个订单的客户')]) {
      const { status, body } = await call
      expect(status).toBe(404)
      expect(body).toMatchObject({ error: 'NOT_FOUND', message: '订单不存在', data: null })
    }
    expect(await unread(b)).toEqual([])
    const fileUrl = before.messages[1].file.url as string
    expect((await download(fileUrl, b.token)).statusCode).toBe(404)
    expect((await download(fileUrl, undefined)).statusCode).toBe(401)

    expect((await thread(a, order.orderno)).body.data).toEqual(before)
    const own = await download(fileUrl, a.token)
    expect(own.statusCode).toBe(200)
    expect(own.rawPayload).toEqual(PNG)
    expect(own.headers['cache-control']).toContain('no-store')
  })

  it('keeps the text as text: HTML and markdown stay as written, newlines kept, trimmed', async () => {
    const customer = await loggedInCustomer(t.app)
    const order = await guideOrder(customer)
    const text = '<script>alert(1)</script>\r\n**粗体** <img src=x onerror=alert(2)>\n第三行'
    expect((await write(customer, order.orderno, `  ${text}\n\n `)).body.code).toBe(200)
    const stored = '<script>alert(1)</script>\n**粗体** <img src=x onerror=alert(2)>\n第三行'
    const [mine] = (await thread(customer, order.orderno)).body.data.messages
    expect(mine).toMatchObject({ author: 'customer', body: stored, file: null, read: false })
    const staffView = await adminCall(t.app, operator, 'GET', `${ADMIN_ORDERS}/${order.id}/messages`)
    expect(staffView.body.data.messages[0].body).toBe(stored)

    for (const [value, message] of [
      ['   \n  ', '请输入留言内容'],
      ['', '请输入留言内容'],
      ['字'.repeat(ORDER_MESSAGE_MAX + 1), `留言不能超过 ${ORDER_MESSAGE_MAX} 个字`],
    ] as const) {
      const { status, body } = await write(customer, order.orderno, value)
      expect(status).toBe(400)
      expect(body.fieldErrors?.body).toBe(message)
    }
    expect((await write(customer, order.orderno, '字'.repeat(ORDER_MESSAGE_MAX))).body.code).toBe(200)
    expect((await answer(order.id, ' \n ')).status).toBe(400)
  })

  it("e-mails the other side: the lab's answer to the customer; the customer's message to the order's operator, else the shared inbox", async () => {
    const customer = await loggedInCustomer(t.app)
    const order = await guideOrder(customer)
    const inbox = `lab-inbox-${nextIp().replaceAll('.', '-')}@example.com`
    const settings = (await adminCall(t.app, admin, 'GET', '/api/v1/admin/settings')).body.data.settings
    expect(settings).toHaveProperty('order_message_email')
    const saved = await adminCall(t.app, admin, 'PUT', '/api/v1/admin/settings', {
      settings: { ...settings, order_message_email: inbox },
    })
    expect(saved.body.code).toBe(200)

    await write(customer, order.orderno, '请问 <b>浓度</b> 够吗？')
    const toInbox = await mailTo(t.smtp, inbox, new RegExp(`客户在订单 ${order.orderno} 留言`))
    expect(toInbox.text).toContain('请问 <b>浓度</b> 够吗？')
    expect(toInbox.text).toContain(`/admin/orders/${order.id}`)
    expect(toInbox.html).toContain('请问 &lt;b&gt;浓度&lt;/b&gt; 够吗？')

    // Once a staff member has moved the order on, they are its operator.
    const moved = await adminCall(t.app, operator, 'POST', `${ADMIN_ORDERS}/${order.id}/status`, { status: 1 })
    expect(moved.body.code).toBe(200)
    const since = t.smtp.received.length
    await write(customer, order.orderno, '已寄出')
    await mailTo(t.smtp, 'operator@example.com', new RegExp(`客户在订单 ${order.orderno} 留言`), since)
    expect(t.smtp.received.slice(since).some((mail) => mail.to.includes(inbox))).toBe(false)

    expect((await answer(order.id, '已收到，\n谢谢')).body.code).toBe(200)
    const toCustomer = await mailTo(t.smtp, customer.email, new RegExp(`订单 ${order.orderno} 有实验室的新留言`))
    expect(toCustomer.text).toContain('已收到，\n谢谢')
    expect(toCustomer.text).toContain(`/orderSeqList?oid=${order.id}&orderno=${order.orderno}`)

    const empty = await adminCall(t.app, admin, 'PUT', '/api/v1/admin/settings', {
      settings: { ...settings, order_message_email: '' },
    })
    expect(empty.body.code).toBe(200)
    const wrong = await adminCall(t.app, admin, 'PUT', '/api/v1/admin/settings', {
      settings: { ...settings, order_message_email: 'not-an-address' },
    })
    expect(wrong.status).toBe(400)
  })

  it("counts unread messages per order for the customer and orders waiting for the lab; reading marks that side's read", async () => {
    const customer = await loggedInCustomer(t.app)
    const first = await guideOrder(customer)
    const { body: cell } = await authed(t.app, customer.token, '/api/v1/cellsline/addCellslineOrder', cellLineForm(), {
      ip: nextIp(),
    })
    const second = { id: cell.data.info as number, orderno: cell.data.orderno as string }
    const waiting = await staffUnread()

    await write(customer, first.orderno, '第一条')
    await write(customer, first.orderno, '第二条')
    await write(customer, second.orderno, '细胞株的问题')
    expect(await staffUnread()).toBe(waiting + 2)
    const staffView = await adminCall(t.app, operator, 'GET', `${ADMIN_ORDERS}/${first.id}/messages`)
    expect(staffView.body.data.messages.map((message: { read: boolean }) => message.read)).toEqual([true, true])
    expect(await staffUnread()).toBe(waiting + 1)
    expect((await thread(customer, first.orderno)).body.data.messages.map((m: { read: boolean }) => m.read)).toEqual([
      true,
      true,
    ])

    await answer(first.id, '回复一')
    await answer(first.id, '回复二')
    await answer(second.id, '回复三')
    expect(await unread(customer)).toEqual([
      { id: second.id, orderno: second.orderno, unread: 1 },
      { id: first.id, orderno: first.orderno, unread: 2 },
    ])
    const read = (await thread(customer, first.orderno)).body.data.messages
    expect(read.at(-1)).toMatchObject({ author: 'staff', body: '回复二', read: true })
    expect(read.at(-1)).not.toHaveProperty('staffName')
    expect(await unread(customer)).toEqual([{ id: second.id, orderno: second.orderno, unread: 1 }])
    // The customer reading their thread does not read the lab's side for them.
    expect(await staffUnread()).toBe(waiting + 1)
    const lab = (await adminCall(t.app, operator, 'GET', `${ADMIN_ORDERS}/${first.id}/messages`)).body.data.messages
    expect(lab.at(-1)).toMatchObject({ author: 'staff', staffName: '客服运营', read: true })
  })

  it('limits how often one account writes (each message e-mails the lab)', async () => {
    const customer = await loggedInCustomer(t.app)
    const other = await loggedInCustomer(t.app)
    const order = await guideOrder(customer)
    const otherOrder = await guideOrder(other)
    for (let count = 1; count <= 10; count++) {
      expect((await write(customer, order.orderno, `第 ${count} 条`)).status).toBe(200)
    }
    const refused = await write(customer, order.orderno, '第 11 条')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: 'RATE_LIMITED' })
    expect(refused.body.message).toMatch(/^留言过于频繁，请 \d+ 分钟后再试$/)
    expect((await thread(customer, order.orderno)).body.data.messages).toHaveLength(10)
    expect((await write(other, otherOrder.orderno, '另一个账户')).status).toBe(200)
  })

  it('staff attach a file: stored, listed with its name and size, downloaded by the owner and by staff, refused when disguised', async () => {
    const customer = await loggedInCustomer(t.app)
    const order = await guideOrder(customer)
    const other = await guideOrder(customer)
    const sent = await attach(order.id, '', '质检报告.png', PNG)
    expect(sent.statusCode).toBe(200)
    const id = sent.json().data.id as number
    const [message] = (await thread(customer, order.orderno)).body.data.messages
    expect(message).toMatchObject({
      id,
      author: 'staff',
      body: '',
      file: { name: '质检报告.png', size: PNG.length, url: `/api/v1/order/messages/${id}/file` },
    })
    const mail = await mailTo(t.smtp, customer.email, new RegExp(`订单 ${order.orderno} 有实验室的新留言`))
    expect(mail.text).toContain('附件：质检报告.png')

    const staffFile = `${ADMIN_ORDERS}/${order.id}/messages/${id}/file`
    expect((await download(staffFile, operator)).rawPayload).toEqual(PNG)
    expect((await download(`${ADMIN_ORDERS}/${other.id}/messages/${id}/file`, operator)).statusCode).toBe(404)
    expect((await download(staffFile, customer.token)).statusCode).toBe(401)

    const disguised = await attach(order.id, '', 'report.png', Buffer.from('MZ not a picture'))
    expect(disguised.statusCode).toBe(400)
    const missing = await attach(2_000_000_000, '', 'report.png', PNG)
    expect(missing.statusCode).toBe(404)
    expect((await thread(customer, order.orderno)).body.data.messages).toHaveLength(1)
  })

  it("takes staff's attachments out of storage with the pending order its customer deletes", async () => {
    const customer = await loggedInCustomer(t.app)
    const guide = await guideOrder(customer)
    const { body: cell } = await authed(t.app, customer.token, '/api/v1/cellsline/addCellslineOrder', cellLineForm(), {
      ip: nextIp(),
    })
    const cellId = cell.data.info as number
    for (const orderId of [guide.id, cellId]) expect((await attach(orderId, '', 'plan.png', PNG)).statusCode).toBe(200)
    const stored = await t.app.db
      .selectFrom('orderMessage')
      .select(['orderId', 'fileStoredName'])
      .where('orderId', 'in', [guide.id, cellId])
      .execute()
    const keyOf = (orderId: number) => uploadKey(stored.find((row) => row.orderId === orderId)!.fileStoredName!)
    expect(await t.app.storage.head(keyOf(guide.id))).toBeDefined()

    const samples = await authed(t.app, customer.token, '/api/v1/guide/myGuideYangben', { oid: guide.id })
    const [sample] = samples.body.data as { id: number }[]
    const removed = await authed(t.app, customer.token, '/api/v1/guide/delYangben', { id: sample!.id })
    expect(removed.body.data).toEqual({ order_removed: true })
    const cellRemoved = await authed(t.app, customer.token, '/api/v1/cellsline/delCellslineOrder', { id: cellId })
    expect(cellRemoved.body.code).toBe(200)

    for (const orderId of [guide.id, cellId]) expect(await t.app.storage.head(keyOf(orderId))).toBeUndefined()
  })
})
