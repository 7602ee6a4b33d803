import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import QRCode from 'qrcode'
import { SHEET_QR, consoleOrderUrl, sheetFileName } from '#common/sample-sheet.ts'
import { HOST_PROVIDER, SAMPLE_TYPE } from '#common/schemas/orders/options.ts'
import { ampliconForm, cellLineForm, guideSeqForm } from '#tests/factories/orders.ts'
import { authed, loggedInCustomer, nextIp } from '#tests/setup/account-helpers.ts'
import { staffToken } from '#tests/setup/admin-helpers.ts'
import { pdfPages } from '#tests/setup/pdf-text.ts'
import { type TestApp, type TestEnvelope, createTestApp } from '#tests/setup/test-app.ts'

type Customer = Awaited<ReturnType<typeof loggedInCustomer>>

let t: TestApp
let alice: Customer
let bob: Customer
let operator: string
let editor: string
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  alice = await loggedInCustomer(t.app)
  bob = await loggedInCustomer(t.app)
  operator = await staffToken(t.app, 'operator')
  editor = await staffToken(t.app, 'editor')
  // Seeding the demo accounts and logging two staff members in (argon2) on a busy machine.
}, 60_000)
afterAll(() => t.close())

const sheet = (token: string | undefined, orderno: string, path = '/api/v1/order/sheet') =>
  t.app.inject({
    method: 'GET',
    url: `${path}?orderno=${encodeURIComponent(orderno)}`,
    remoteAddress: nextIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

async function create(customer: Customer, url: string, form: Record<string, unknown>) {
  const { body } = await authed(t.app, customer.token, url, form)
  expect(body.code, body.message).toBe(200)
  const id = body.data.info as number
  const order = await t.app.db
    .selectFrom('serviceOrder')
    .select(['id', 'orderno'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return order
}

/** An amplicon order of `count` samples named Sample-001 …, the first a cell pellet. */
async function ampliconOrder(customer: Customer, count: number) {
  const order = await create(customer, '/api/v1/amplicon/addAmpliconOrder', ampliconForm({ name: 'Sample-001' }))
  for (let index = 2; index <= count; index += 1) {
    const { body } = await authed(t.app, customer.token, '/api/v1/amplicon/addAmpliconYangben', {
      ...ampliconForm({ name: `Sample-${String(index).padStart(3, '0')}` }),
      oid: order.id,
    })
    expect(body.code, body.message).toBe(200)
  }
  return order
}

describe('GET /api/v1/order/sheet', () => {
  // The first sheet also starts the PDF worker.
  it('gives the owner an A4 PDF holding the order number, every sample and the receiving address', async () => {
    const order = await create(
      alice,
      '/api/v1/guide/addGuideOrder',
      guideSeqForm({ name: 'HEK293T-EMX1', xulie: ['GAGTCCGAGCAGAAGAAGAAGGG'] }),
    )
    await authed(t.app, alice.token, '/api/v1/guide/addGuideYangben', {
      ...guideSeqForm({ name: 'Pellet-2', type: SAMPLE_TYPE.CELL_PELLET }),
      oid: order.id,
    })
    const response = await sheet(alice.token, order.orderno)
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(sheetFileName(order.orderno))}`,
    )
    const pages = await pdfPages(response.rawPayload)
    expect(pages).toHaveLength(1)
    const text = pages.join(' ')
    for (const expected of [order.orderno, 'HEK293T-EMX1', 'Pellet-2', '样本送检单', '冰袋运输', '干冰运输']) {
      expect(text).toContain(expected)
    }
    const settings = await t.app.db.selectFrom('siteSetting').select(['name', 'value']).execute()
    const address = settings.find((row) => row.name === 'contact_address')!.value
    expect(address).not.toBe('')
    expect(text.replaceAll(' ', '')).toContain(address.replaceAll(' ', ''))
  }, 60_000)

  it('spreads 60 samples over several pages, each with the order number and the column row', async () => {
    const order = await ampliconOrder(alice, 60)
    const response = await sheet(alice.token, order.orderno)
    expect(response.statusCode).toBe(200)
    const pages = await pdfPages(response.rawPayload)
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) {
      expect(page).toContain(order.orderno)
      expect(page).toContain('样本名称')
    }
    const text = pages.join(' ')
    for (let index = 1; index <= 60; index += 1) expect(text).toContain(`Sample-${String(index).padStart(3, '0')}`)
  }, 60_000)

  it('tells another customer the order does not exist, and refuses an anonymous caller', async () => {
    const order = await create(alice, '/api/v1/amplicon/addAmpliconOrder', ampliconForm())
    const asBob = await sheet(bob.token, order.orderno)
    expect(asBob.statusCode).toBe(404)
    expect((asBob.json() as TestEnvelope).message).toBe('订单不存在')
    expect(asBob.body).not.toContain(alice.email)
    expect((await sheet(bob.token, order.orderno, '/api/v1/order/sheet/page')).statusCode).toBe(404)

    const anonymous = await sheet(undefined, order.orderno)
    expect(anonymous.statusCode).toBe(401)
    expect((anonymous.json() as TestEnvelope).error).toBe('UNAUTHENTICATED')
    expect((await sheet('not-a-session', order.orderno)).statusCode).toBe(401)
  })

  it('lets staff who work on orders fetch any customer’s sheet; other staff are refused', async () => {
    const order = await create(alice, '/api/v1/amplicon/addAmpliconOrder', ampliconForm({ name: 'Staff-View' }))
    const asOperator = await sheet(operator, order.orderno)
    expect(asOperator.statusCode).toBe(200)
    expect((await pdfPages(asOperator.rawPayload)).join(' ')).toContain('Staff-View')
    const asEditor = await sheet(editor, order.orderno)
    expect(asEditor.statusCode).toBe(403)
  })

  it('refuses a malformed order number with a Chinese message', async () => {
    const response = await sheet(alice.token, 'DROP TABLE')
    expect(response.statusCode).toBe(400)
    expect((response.json() as TestEnvelope).message).toBe('订单编号格式不正确')
  })

  // A second app of its own, with its own database.
  it('answers 503 with a clear message when the font is missing, while the print page still works', async () => {
    const noFont = await createTestApp({ seed: false, env: { SHEET_FONT_PATH: '/nonexistent/font.ttc' } })
    try {
      const customer = await loggedInCustomer(noFont.app)
      const { body } = await authed(noFont.app, customer.token, '/api/v1/amplicon/addAmpliconOrder', ampliconForm())
      const { orderno } = await noFont.app.db
        .selectFrom('serviceOrder')
        .select('orderno')
        .where('id', '=', body.data.info as number)
        .executeTakeFirstOrThrow()
      const headers = { authorization: `Bearer ${customer.token}` }
      const pdf = await noFont.app.inject({ method: 'GET', url: `/api/v1/order/sheet?orderno=${orderno}`, headers })
      expect(pdf.statusCode).toBe(503)
      expect((pdf.json() as TestEnvelope).message).toBe('送检单 PDF 暂时无法生成：服务器缺少中文字体，请先使用打印页面')
      const page = await noFont.app.inject({
        method: 'GET',
        url: `/api/v1/order/sheet/page?orderno=${orderno}`,
        headers,
      })
      expect(page.statusCode).toBe(200)
    } finally {
      await noFont.close()
    }
  }, 60_000)
})

describe('GET /api/v1/order/sheet/page', () => {
  it('answers the model the PDF shows, with the console URL as QR code', async () => {
    const order = await create(
      alice,
      '/api/v1/amplicon/addAmpliconOrder',
      ampliconForm({ name: 'Long-Seq', nongdu: 120, tiji: 30, xulie: 'GAGTCCGAGCAGAAGAAGAAGGGCTCCCATCAC' }),
    )
    const response = await sheet(alice.token, order.orderno, '/api/v1/order/sheet/page')
    expect(response.statusCode).toBe(200)
    const { data } = response.json() as TestEnvelope
    expect(data.orderno).toBe(order.orderno)
    expect(data.qr_url).toBe(consoleOrderUrl('http://localhost:3000', order.id))
    // The code drawn is the code of that URL (no QR decoder is installed to read it back).
    expect(data.qr_svg).toBe(await QRCode.toString(data.qr_url as string, { ...SHEET_QR, type: 'svg' }))
    expect(data.customer.email).toBe(alice.email)
    expect(data.columns.map((column: { label: string }) => column.label)).toEqual([
      '序号',
      '样本名称',
      '样本类型',
      '浓度',
      '体积',
      '总量',
      'sgRNA+PAM序列',
      '运输条件',
    ])
    expect(data.samples).toEqual([
      {
        name: 'Long-Seq',
        cells: [
          '1',
          'Long-Seq',
          'DNA',
          '120 ng/µl',
          '30 µl',
          '3.6 µg',
          'GAGTCCGAGCAG…CCCATCAC（33 nt）',
          '冰袋运输（2–8 ℃）',
        ],
        tube_label: `${order.orderno} Long-Seq`,
      },
    ])
    expect(data.no_samples_note).toBeNull()
  })

  it('lists a cell line order’s host cells when the customer sends them, and says nothing is sent otherwise', async () => {
    const sent = await create(
      alice,
      '/api/v1/cellsline/addCellslineOrder',
      cellLineForm({ shuzhu: 'HEK293T', shuzhu_tigong: HOST_PROVIDER.CUSTOMER }),
    )
    const sentPage = (await sheet(alice.token, sent.orderno, '/api/v1/order/sheet/page')).json() as TestEnvelope
    expect(sentPage.data.samples.map((row: { name: string }) => row.name)).toEqual(['HEK293T'])
    expect(sentPage.data.no_samples_note).toBeNull()

    const stock = await create(
      alice,
      '/api/v1/cellsline/addCellslineOrder',
      cellLineForm({ shuzhu_tigong: HOST_PROVIDER.STOCK }),
    )
    const stockPage = (await sheet(alice.token, stock.orderno, '/api/v1/order/sheet/page')).json() as TestEnvelope
    expect(stockPage.data.samples).toEqual([])
    expect(stockPage.data.no_samples_note).toBe('本订单无需寄送样本：宿主细胞由实验室提供。')
    const pdf = await sheet(alice.token, stock.orderno)
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain('本订单无需寄送样本')
  })
})
