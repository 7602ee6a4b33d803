import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_STATUS } from '#common/schemas/orders/status.ts'
import { SAMPLE_IMPORT_MESSAGES, importColumnsOf } from '#common/schemas/orders/sample-import.ts'
import { SAMPLE_MESSAGES } from '#common/schemas/orders/sample.ts'
import { readGrid } from '#server/lib/spreadsheet-grid.ts'
import { PNG, SAMPLE_ORDER_TYPES, multipart, setOrderStatus } from '#tests/factories/orders.ts'
import { importCsv, namedSamples } from '#tests/factories/sample-import.ts'
import { authed, loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let alice: { id: number; token: string }
let bob: { id: number; token: string }
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  alice = await loggedInCustomer(t.app)
  bob = await loggedInCustomer(t.app)
})
afterAll(() => t.close())

/** Text as GBK bytes (Node encodes only UTF-8): each character's pair found by decoding every GBK pair. */
function gbkEncode(text: string): Buffer {
  const decoder = new TextDecoder('gbk')
  const pairs = new Map<string, number[]>()
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) pairs.set(decoder.decode(Uint8Array.of(lead, trail)), [lead, trail])
  }
  return Buffer.from([...text].flatMap((char) => (char.charCodeAt(0) < 0x80 ? [char.charCodeAt(0)] : pairs.get(char)!)))
}

describe.each(SAMPLE_ORDER_TYPES)('$label样本的表格导入', ({ label, type, form, prefix, template, paths }) => {
  function importFile(token: string, fileName: string, content: Buffer, fields: Record<string, string> = {}) {
    const { payload, headers } = multipart(fileName, content, fields)
    return t.app.inject({
      method: 'POST',
      url: paths.import,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    })
  }

  const orderCount = async (token: string) =>
    (await authed(t.app, token, paths.list, { page: 1, size: 10 })).body.data.total as number
  const samplesOf = async (token: string, oid: number) =>
    (await authed(t.app, token, paths.samples, { oid })).body.data as Record<string, unknown>[]

  async function newOrder(token: string) {
    const { body } = await authed(t.app, token, paths.create, form())
    return { id: body.data.info as number, orderno: body.data.orderno as string }
  }

  it('the templates download without an account: the xlsx has the header, the example row and an explanation sheet', async () => {
    const xlsx = await t.app.inject({ method: 'GET', url: `${template}?format=xlsx` })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-disposition']).toContain(encodeURIComponent(`${label}样本导入模板.xlsx`))
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['样本', '填写说明'])
    let formulas = 0
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => void (formulas += cell.formula ? 1 : 0))),
    )
    expect(formulas).toBe(0)
    const columns = importColumnsOf(type)
    const grid = await readGrid(xlsx.rawPayload, 'xlsx', '样本')
    expect(grid[0]).toEqual(columns.map((column) => column.header))
    expect(grid[1]?.[0]).toBe('S1-EXP')
    const explained = workbook
      .getWorksheet('填写说明')!
      .getColumn(1)
      .values.slice(2, 2 + columns.length)
    expect(explained).toEqual(columns.map((column) => column.header))

    const csv = await t.app.inject({ method: 'GET', url: `${template}?format=csv` })
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.startsWith('\uFEFF"样本名称"')).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: `${template}?format=xls` })).statusCode).toBe(400)
  })

  it('all or nothing: a file with one bad row is previewed with its row and column, refused whole, then imported once fixed', async () => {
    const before = await orderCount(alice.token)
    const rows = namedSamples(20)
    rows[6] = { ...rows[6], nongdu: 5000 }
    const preview = await importFile(alice.token, 'samples.csv', importCsv(rows, type), { dryRun: '1' })
    expect(preview.json().data).toMatchObject({
      saved: false,
      errors: [{ row: 8, column: '样本浓度 (ng/μl)', message: SAMPLE_MESSAGES.nongduRange }],
    })
    expect(preview.json().data.samples).toHaveLength(19)
    expect(await orderCount(alice.token)).toBe(before)

    const refused = await importFile(alice.token, 'samples.csv', importCsv(rows, type))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      message: SAMPLE_IMPORT_MESSAGES.invalid(1),
      fieldErrors: { '第 8 行「样本浓度 (ng/μl)」': SAMPLE_MESSAGES.nongduRange },
    })
    expect(await orderCount(alice.token)).toBe(before)

    rows[6] = { ...rows[6], nongdu: 50 }
    const imported = await importFile(alice.token, 'samples.csv', importCsv(rows, type))
    expect(imported.json()).toMatchObject({
      code: 200,
      message: SAMPLE_IMPORT_MESSAGES.imported(20),
      data: { saved: true },
    })
    const { oid, orderno } = imported.json().data
    expect(orderno).toMatch(new RegExp(`^${prefix}-\\d{8}-\\d{4}$`))
    expect((await samplesOf(alice.token, oid)).map((sample) => sample.name)).toEqual(rows.map((row) => row.name))
    expect(await orderCount(alice.token)).toBe(before + 1)
  })

  it("adds to the customer's own pending order only: another's is not found, a confirmed one refused", async () => {
    const order = await newOrder(alice.token)
    const file = importCsv(namedSamples(2), type)
    const added = await importFile(alice.token, 'samples.csv', file, { oid: String(order.id) })
    expect(added.json().data).toMatchObject({ saved: true, oid: order.id, orderno: order.orderno })
    expect(await samplesOf(alice.token, order.id)).toHaveLength(3)

    for (const dryRun of ['1', '0']) {
      const foreign = await importFile(bob.token, 'samples.csv', file, { oid: String(order.id), dryRun })
      expect(foreign.statusCode).toBe(404)
    }
    expect(await samplesOf(alice.token, order.id)).toHaveLength(3)
    const bad = importCsv([{ name: 'S-3' }, { name: 'S-4', nongdu: 5000 }], type)
    expect((await importFile(alice.token, 'samples.csv', bad, { oid: String(order.id) })).statusCode).toBe(400)
    expect(await samplesOf(alice.token, order.id)).toHaveLength(3)

    await setOrderStatus(t.app, order.id, ORDER_STATUS.CONFIRMED)
    const locked = await importFile(alice.token, 'samples.csv', file, { oid: String(order.id) })
    expect(locked.statusCode).toBe(409)
    expect(await samplesOf(alice.token, order.id)).toHaveLength(3)
  })

  it('reads CSV saved as GBK by Excel on Chinese Windows', async () => {
    const utf8 = importCsv([{ name: 'GBK-1', laiyuan: '小鼠 (mm10)', remark: '请尽快检测', is_remark: '是' }], type)
    const gbk = gbkEncode(utf8.toString('utf8').replace('\uFEFF', ''))
    const answer = await importFile(alice.token, 'gbk.csv', gbk, { dryRun: '1' })
    expect(answer.json().data).toMatchObject({ errors: [], samples: [{ row: 2, name: 'GBK-1' }] })
  })

  it('refuses what is not a spreadsheet, a zip that unpacks too large, and bad fields, saving nothing', async () => {
    const before = await orderCount(alice.token)
    const disguised = await importFile(alice.token, 'samples.xlsx', PNG)
    expect(disguised.json()).toMatchObject({ message: SAMPLE_IMPORT_MESSAGES.type })
    expect((await importFile(alice.token, 'samples.txt', importCsv(namedSamples(1), type))).statusCode).toBe(400)
    const broken = await importFile(alice.token, 'samples.xlsx', Buffer.concat([Buffer.from('PK\u0003\u0004'), PNG]))
    expect(broken.json()).toMatchObject({ message: SAMPLE_IMPORT_MESSAGES.unreadable })
    const badField = await importFile(alice.token, 'samples.csv', importCsv(namedSamples(1), type), { dryRun: 'yes' })
    expect(badField.statusCode).toBe(400)
    const anonymous = await t.app.inject({ method: 'POST', url: paths.import, ...multipart('samples.csv', PNG) })
    expect(anonymous.statusCode).toBe(401)
    expect(await orderCount(alice.token)).toBe(before)
  })

  describe('再次下单', () => {
    it("copies a finished order's samples into a new pending order; only the owner, only when finished", async () => {
      const order = await newOrder(alice.token)
      await authed(t.app, alice.token, paths.add, form({ oid: order.id, name: 'S-2' }))
      const reorder = (token: string) => authed(t.app, token, paths.reorder, { id: order.id })
      expect((await reorder(alice.token)).status).toBe(409)

      await setOrderStatus(t.app, order.id, ORDER_STATUS.DONE)
      expect((await reorder(bob.token)).status).toBe(404)
      const { body } = await reorder(alice.token)
      expect(body.data.oid).not.toBe(order.id)
      const copies = await samplesOf(alice.token, body.data.oid)
      const originals = await samplesOf(alice.token, order.id)
      const own = (sample: Record<string, unknown>) => {
        const { id: _id, oid: _oid, orderno: _no, status, create_time: _c, update_time: _u, ...fields } = sample
        return { status, fields }
      }
      expect(copies.map(own)).toEqual(originals.map((sample) => ({ ...own(sample), status: ORDER_STATUS.PENDING })))
      const detail = await authed(t.app, alice.token, paths.order, { id: body.data.oid })
      expect(detail.body.data).toMatchObject({ status: ORDER_STATUS.PENDING, yangben_nums: 2 })
    })
  })
})
