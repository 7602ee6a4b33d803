import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANSWER, CELL_SERVICE_TYPE, COPY_TYPE, PRIMARY_CELL } from '#common/schemas/orders/options.ts'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import { ORDER_STATUS, ORDER_STATUSES } from '#common/schemas/orders/status.ts'
import { PNG, cellLineForm, setOrderStatus, upload } from '#tests/factories/orders.ts'
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

const call = (token: string | undefined, path: string, payload?: Record<string, unknown>) =>
  authed(t.app, token, `/api/v1/cellsline/${path}`, payload)

async function newOrder(token = alice.token, overrides: Record<string, unknown> = {}) {
  const { body } = await call(token, 'addCellslineOrder', cellLineForm(overrides))
  expect(body.code, body.message).toBe(200)
  return { id: body.data.info as number, orderno: body.data.orderno as string }
}

const orderCount = async (token: string) =>
  (await call(token, 'myCellslineOrder', { page: 1, size: 1 })).body.data.total as number

const uploaded = async (token: string) => (await upload(t.app, token, 'proof.png', PNG)).json().data[0].url as string

describe('细胞株构建订单', () => {
  it('提交订单：data.info 为订单 id，列表、详情（含状态历史）与 *Yangben 调用都答同一条记录', async () => {
    const proof = await uploaded(alice.token)
    const { body } = await call(alice.token, 'addCellslineOrder', cellLineForm({ shengzhang_file: proof }))
    expect(body).toMatchObject({ code: 200, message: '添加成功' })
    expect(body.data.orderno).toMatch(/^CL-\d{8}-\d{4}$/)
    const id = body.data.info

    const detail = await call(alice.token, 'myCellslineInfo', { id })
    expect(detail.body.data).toMatchObject({
      id,
      status: 0,
      name: 'TP53',
      shuzhu: 'HEK293T',
      shengzhang_file: proof,
      yuandai_other: '10代以内传代',
      shuzhu_copynum: 1,
    })
    expect(detail.body.data.history).toEqual([
      { from_status: null, to_status: 0, kind: 'created', note: '', create_time: expect.any(String) },
    ])
    expect((await call(alice.token, 'getYangbenInfo', { id })).body.data).toEqual(detail.body.data)
    const records = await call(alice.token, 'myCellslineYangben', { oid: id })
    expect(records.body.data).toEqual([expect.objectContaining({ id, name: 'TP53' })])
  })

  it('编辑（更新成功）与删除（删除成功）', async () => {
    const { id } = await newOrder()
    for (const path of ['editCellslineOrder', 'editCellslineYangben']) {
      const edited = await call(alice.token, path, { ...cellLineForm({ name: `BRCA1-${path.length}` }), id })
      expect(edited.body).toMatchObject({ code: 200, message: '更新成功' })
      expect((await call(alice.token, 'myCellslineInfo', { id })).body.data.name).toBe(`BRCA1-${path.length}`)
    }
    expect((await call(alice.token, 'delCellslineOrder', { id })).body).toMatchObject({
      code: 200,
      message: '删除成功',
    })
    expect((await call(alice.token, 'myCellslineInfo', { id })).status).toBe(404)
  })

  describe.each(ORDER_STATUSES)('状态 %i', (status) => {
    it('编辑与删除仅在待确认（0）', async () => {
      const { id } = await newOrder()
      if (status !== 0) await setOrderStatus(t.app, id, status)
      const edit = await call(alice.token, 'editCellslineOrder', { ...cellLineForm({ name: 'MYC' }), id })
      const remove = await call(alice.token, 'delCellslineOrder', { id })
      if (status === 0) {
        expect(edit.body.code).toBe(200)
        expect(remove.body.code).toBe(200)
      } else {
        const refused = { status: 409, body: { code: 201, message: '只有待确认的订单可以编辑或删除' } }
        expect(edit).toMatchObject(refused)
        expect(remove).toMatchObject(refused)
        const detail = await call(alice.token, 'myCellslineInfo', { id })
        expect(detail.body.data).toMatchObject({ status, name: 'TP53' })
      }
    })
  })

  describe.each(ORDER_STATUSES.filter((status) => status !== ORDER_STATUS.DONE))('状态 %i', (status) => {
    it('再次下单仅在已完成', async () => {
      const { id } = await newOrder()
      if (status !== ORDER_STATUS.PENDING) await setOrderStatus(t.app, id, status)
      const before = await orderCount(alice.token)
      expect(await call(alice.token, 'reorder', { id })).toMatchObject({
        status: 409,
        body: { code: 201, message: ORDER_MESSAGES.reorderOnlyDone },
      })
      expect(await orderCount(alice.token)).toBe(before)
    })
  })

  it('再次下单：已完成的订单复制为新的待确认订单，原订单不变，他人的订单不存在', async () => {
    const [growth, viability, host] = [
      await uploaded(alice.token),
      await uploaded(alice.token),
      await uploaded(alice.token),
    ]
    const { id } = await newOrder(alice.token, {
      leixing: CELL_SERVICE_TYPE.KNOCK_IN,
      is_dingdian: 1,
      dingdian_info: 'ATGGAGGAGCCGCAGTCAGATCC',
      is_rna: 0,
      jiyin_xulie: 'GAGTCCGAGCAGAAGAAGAA',
      is_shengzhang: ANSWER.YES,
      shengzhang_file: growth,
      is_cunhuo: ANSWER.YES,
      cunhuo_file: viability,
      shuzhu_file: host,
      is_yuandai: PRIMARY_CELL.OTHER,
      yuandai_other: '传代 3 次',
      shuzhu_jiyinshu: COPY_TYPE.MULTI,
      shuzhu_copynum: 12,
      chuandai_zhou: 2,
      is_youhai: 1,
      youhai_info: '含支原体',
      remark: '请尽快安排',
    })
    await setOrderStatus(t.app, id, ORDER_STATUS.DONE)
    const original = (await call(alice.token, 'myCellslineInfo', { id })).body.data

    expect(await call(bob.token, 'reorder', { id })).toMatchObject({ status: 404, body: { code: 404 } })
    const { body } = await call(alice.token, 'reorder', { id })
    expect(body).toMatchObject({ code: 200, message: ORDER_MESSAGES.cellReordered })
    expect(body.data).toEqual({ oid: expect.any(Number), orderno: expect.stringMatching(/^CL-\d{8}-\d{4}$/) })
    expect(body.data.oid).not.toBe(id)

    const copy = (await call(alice.token, 'myCellslineInfo', { id: body.data.oid })).body.data
    const answers = (order: Record<string, unknown>) => {
      const { id: _id, orderno: _no, status: _status, create_time: _c, update_time: _u, history: _h, ...fields } = order
      return fields
    }
    expect(answers(copy)).toEqual(answers(original))
    expect(answers(copy)).toMatchObject({ shengzhang_file: growth, cunhuo_file: viability, shuzhu_file: host })
    expect(copy).toMatchObject({ orderno: body.data.orderno, status: ORDER_STATUS.PENDING })
    expect(copy.history).toEqual([expect.objectContaining({ from_status: null, to_status: ORDER_STATUS.PENDING })])
    expect((await call(alice.token, 'myCellslineInfo', { id })).body.data).toEqual(original)
    // The copied proofs are the customer's own files, still served to them.
    const proof = await t.app.inject({ method: 'GET', url: host, headers: { authorization: `Bearer ${alice.token}` } })
    expect(proof.statusCode).toBe(200)
    // The copy is the customer's to change: deleting it leaves the original's proof files.
    expect((await call(alice.token, 'delCellslineOrder', { id: body.data.oid })).body.code).toBe(200)
    const kept = await t.app.inject({ method: 'GET', url: host, headers: { authorization: `Bearer ${alice.token}` } })
    expect(kept.statusCode).toBe(200)
  })

  it('另一位客户的订单一律不存在', async () => {
    const { id } = await newOrder(alice.token)
    const notFound = { status: 404, body: { code: 404 } }
    for (const [path, payload] of [
      ['myCellslineInfo', { id }],
      ['getYangbenInfo', { id }],
      ['myCellslineYangben', { oid: id }],
      ['editCellslineOrder', { ...cellLineForm(), id }],
      ['delCellslineOrder', { id }],
      ['reorder', { id }],
    ] as const) {
      expect(await call(bob.token, path, payload)).toMatchObject(notFound)
    }
    const list = await call(bob.token, 'myCellslineOrder', { page: 1, size: 50 })
    expect(list.body.data.data.map((row: { id: number }) => row.id)).not.toContain(id)
    expect((await call(alice.token, 'myCellslineInfo', { id })).body.data.name).toBe('TP53')
  })

  it('订单只能引用自己上传的文件', async () => {
    const bobsFile = await uploaded(bob.token)
    const created = await call(alice.token, 'addCellslineOrder', cellLineForm({ cunhuo_file: bobsFile }))
    expect(created).toMatchObject({
      status: 404,
      body: { code: 404, message: '文件不存在或不属于您', fieldErrors: { cunhuo_file: '文件不存在或不属于您' } },
    })
    const { id } = await newOrder()
    const missing = '/api/v1/uploads/2026/11/00000000-0000-0000-0000-000000000000.pdf'
    const edited = await call(alice.token, 'editCellslineOrder', { ...cellLineForm({ shuzhu_file: missing }), id })
    expect(edited).toMatchObject({ status: 404, body: { fieldErrors: { shuzhu_file: '文件不存在或不属于您' } } })
    const elsewhere = await call(
      alice.token,
      'addCellslineOrder',
      cellLineForm({ shuzhu_file: 'https://evil.example/x.pdf' }),
    )
    expect(elsewhere).toMatchObject({ status: 400, body: { fieldErrors: { shuzhu_file: '请上传有效的文件' } } })
  })

  it('未登录的调用返回 401', async () => {
    for (const path of [
      'myCellslineOrder',
      'myCellslineInfo',
      'getYangbenInfo',
      'myCellslineYangben',
      'addCellslineOrder',
      'editCellslineOrder',
      'editCellslineYangben',
      'delCellslineOrder',
      'reorder',
    ]) {
      expect((await call(undefined, path, { id: 1 })).status).toBe(401)
    }
  })

  it('分页从 1 开始，按订单编号搜索，行含拷贝数与服务类型', async () => {
    const customer = await loggedInCustomer(t.app)
    const created = []
    for (let index = 0; index < 11; index += 1) {
      created.push(await newOrder(customer.token, { shuzhu_jiyinshu: 2, shuzhu_copynum: 10 + index, leixing: 2 }))
    }
    const first = await call(customer.token, 'myCellslineOrder', { page: 1, size: 10 })
    expect(first.body.data.total).toBe(11)
    expect(first.body.data.data).toHaveLength(10)
    expect(first.body.data.data[0]).toEqual({
      id: created[10]?.id,
      orderno: created[10]?.orderno,
      create_time: expect.any(String),
      shuzhu_copynum: 20,
      leixing: 2,
      status: 0,
    })
    expect((await call(customer.token, 'myCellslineOrder', { page: 2, size: 10 })).body.data.data).toHaveLength(1)
    const target = created[3]!
    const found = await call(customer.token, 'myCellslineOrder', { keyword: target.orderno })
    expect(found.body.data).toEqual({ data: [expect.objectContaining({ id: target.id })], total: 1 })
    expect((await call(customer.token, 'myCellslineOrder', { page: 0 })).status).toBe(400)
  })
})
