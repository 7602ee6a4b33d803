import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '#common/schemas/orders/status.ts'
import { SAMPLE_ORDER_TYPES, setOrderStatus, setSampleStatus } from '#tests/factories/orders.ts'
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

describe.each(SAMPLE_ORDER_TYPES)('$label 订单', ({ leixing, prefix, form, paths }) => {
  const call = (token: string | undefined, url: string, payload?: Record<string, unknown>) =>
    authed(t.app, token, url, payload)

  async function newOrder(token = alice.token, overrides: Record<string, unknown> = {}) {
    const { body } = await call(token, paths.create, { ...form(overrides), leixing })
    expect(body.code, body.message).toBe(200)
    return {
      orderId: body.data.info as number,
      sampleId: body.data.sample_id as number,
      orderno: body.data.orderno as string,
    }
  }

  it('新建订单与第一个样本：data.info 为订单 id，编号可读，样本在列表中，详情含状态历史', async () => {
    const { body } = await call(alice.token, paths.create, { ...form(), leixing })
    expect(body).toMatchObject({ code: 200, message: '添加成功' })
    const orderId = body.data.info
    expect(body.data.orderno).toMatch(new RegExp(`^${prefix}-\\d{8}-\\d{4}$`))

    const order = await call(alice.token, paths.order, { id: orderId })
    expect(order.body.data).toMatchObject({ id: orderId, leixing, status: 0, yangben_nums: 1 })
    expect(order.body.data.history).toEqual([
      { from_status: null, to_status: 0, kind: 'created', note: '', create_time: expect.any(String) },
    ])

    const samples = await call(alice.token, paths.samples, { oid: orderId })
    expect(samples.body.data).toHaveLength(1)
    expect(samples.body.data[0]).toMatchObject({
      oid: orderId,
      name: form().name,
      status: 0,
      leixing,
      zongliang: form().zongliang,
    })

    const sample = await call(alice.token, paths.sample, { id: body.data.sample_id })
    expect(sample.body.data).toMatchObject({ id: body.data.sample_id, orderno: body.data.orderno })
    expect(sample.body.data.history).toHaveLength(1)
  })

  it('订单编号按类型与日期连续编号', async () => {
    const first = await newOrder()
    const second = await newOrder()
    const sequence = (orderno: string) => Number(orderno.slice(-4))
    expect(second.orderno.slice(0, 11)).toBe(first.orderno.slice(0, 11))
    expect(sequence(second.orderno)).toBe(sequence(first.orderno) + 1)
  })

  it('服务器重新计算样本总量，不采用客户端的值', async () => {
    const { sampleId } = await newOrder(alice.token, { nongdu: 200, tiji: 25, zongliang: 999 })
    const { body } = await call(alice.token, paths.sample, { id: sampleId })
    expect(body.data.zongliang).toBe(5)
  })

  it('继续添加样本、编辑样本（更新成功）、删除样本（删除成功）', async () => {
    const { orderId, sampleId } = await newOrder()
    const added = await call(alice.token, paths.add, { ...form({ name: 'second-2' }), oid: orderId })
    expect(added.body).toMatchObject({ code: 200, message: '添加成功', data: { info: expect.any(Number) } })

    const edited = await call(alice.token, paths.edit, { ...form({ name: 'renamed-1' }), id: sampleId })
    expect(edited.body).toMatchObject({ code: 200, message: '更新成功' })
    expect((await call(alice.token, paths.sample, { id: sampleId })).body.data.name).toBe('renamed-1')

    const removed = await call(alice.token, paths.remove, { id: sampleId })
    expect(removed.body).toMatchObject({ code: 200, message: '删除成功' })
    const order = await call(alice.token, paths.order, { id: orderId })
    expect(order.body.data.yangben_nums).toBe(1)
  })

  it('删除最后一个样本时订单一并删除：没有空订单', async () => {
    const { orderId, sampleId } = await newOrder()
    const second = await call(alice.token, paths.add, { ...form({ name: 'second-2' }), oid: orderId })
    const detail = await call(alice.token, paths.sample, { id: sampleId })
    expect(detail.body.data).toMatchObject({ order_status: 0, order_sample_count: 2 })

    const first = await call(alice.token, paths.remove, { id: sampleId })
    expect(first.body).toMatchObject({ code: 200, message: '删除成功', data: { order_removed: false } })
    const last = await call(alice.token, paths.remove, { id: second.body.data.info })
    expect(last.body).toMatchObject({ code: 200, message: '删除成功', data: { order_removed: true } })

    expect(await call(alice.token, paths.order, { id: orderId })).toMatchObject({ status: 404 })
    const list = await call(alice.token, paths.list, { page: 0, size: 100 })
    expect(list.body.data.data.map((row: { id: number }) => row.id)).not.toContain(orderId)
    const history = await t.app.db
      .selectFrom('orderStatusHistory')
      .select('id')
      .where('orderId', '=', orderId)
      .execute()
    expect(history).toEqual([])
  })

  describe.each(ORDER_STATUSES.filter((status) => status !== 0))('订单状态 %i', (status) => {
    it('订单离开待确认后，样本不能添加、编辑或删除（即使样本单独退回了待确认）', async () => {
      const { orderId, sampleId } = await newOrder()
      // The sample moves with its order; staff then send it alone back to pending.
      await setOrderStatus(t.app, orderId, status)
      expect((await call(alice.token, paths.sample, { id: sampleId })).body.data).toMatchObject({ status })
      await t.app.services.orderStatus.changeSampleStatus(sampleId, { status: 0, note: '重新核对样本信息' })
      const sample = await call(alice.token, paths.sample, { id: sampleId })
      expect(sample.body.data).toMatchObject({ status: 0, order_status: status })

      const add = await call(alice.token, paths.add, { ...form({ name: 'added-x' }), oid: orderId })
      expect(add).toMatchObject({ status: 409, body: { code: 201, message: '订单已确认，不能再添加样本' } })
      const locked = { status: 409, body: { code: 201, message: '订单已确认，不能再修改或删除样本' } }
      expect(await call(alice.token, paths.edit, { ...form({ name: 'edited-x' }), id: sampleId })).toMatchObject(locked)
      expect(await call(alice.token, paths.remove, { id: sampleId })).toMatchObject(locked)

      const after = await call(alice.token, paths.sample, { id: sampleId })
      expect(after.body.data).toMatchObject({ name: form().name, status: 0 })
      const order = await call(alice.token, paths.order, { id: orderId })
      expect(order.body.data).toMatchObject({ status, yangben_nums: 1 })
    })
  })

  describe.each(ORDER_STATUSES)('待确认订单中的样本状态 %i', (status) => {
    it('编辑仅在 0，删除仅在 0 或 6，订单仍可添加样本', async () => {
      const { orderId, sampleId } = await newOrder()
      // A second sample keeps the order when this one is deleted.
      expect((await call(alice.token, paths.add, { ...form({ name: 'added-x' }), oid: orderId })).body.code).toBe(200)
      if (status !== 0) await setSampleStatus(t.app, sampleId, status)
      const edit = await call(alice.token, paths.edit, { ...form({ name: 'edited-x' }), id: sampleId })
      if (status === 0) expect(edit.body.code).toBe(200)
      else expect(edit).toMatchObject({ status: 409, body: { message: '只有待确认的样本可以编辑' } })

      const remove = await call(alice.token, paths.remove, { id: sampleId })
      if (status === 0 || status === 6) {
        expect(remove.body).toMatchObject({ code: 200, message: '删除成功', data: { order_removed: false } })
      } else {
        expect(remove).toMatchObject({ status: 409, body: { code: 201, message: '只有待确认或已完成的样本可以删除' } })
      }
      // No customer call changed a status.
      const order = await call(alice.token, paths.order, { id: orderId })
      expect(order.body.data.status).toBe(0)
    })
  })

  it('另一位客户的订单与样本一律不存在', async () => {
    const { orderId, sampleId } = await newOrder(alice.token)
    const notFound = { status: 404, body: { code: 404 } }
    expect(await call(bob.token, paths.order, { id: orderId })).toMatchObject(notFound)
    expect(await call(bob.token, paths.samples, { oid: orderId })).toMatchObject(notFound)
    expect(await call(bob.token, paths.sample, { id: sampleId })).toMatchObject(notFound)
    expect(await call(bob.token, paths.add, { ...form(), oid: orderId })).toMatchObject(notFound)
    expect(await call(bob.token, paths.edit, { ...form(), id: sampleId })).toMatchObject(notFound)
    expect(await call(bob.token, paths.remove, { id: sampleId })).toMatchObject(notFound)
    const list = await call(bob.token, paths.list, { page: 0, size: 50 })
    expect(list.body.data.data.map((row: { id: number }) => row.id)).not.toContain(orderId)
    // Still there for its owner.
    expect((await call(alice.token, paths.sample, { id: sampleId })).body.code).toBe(200)
  })

  it('未登录的调用返回 401', async () => {
    for (const url of Object.values(paths)) {
      const response = await call(undefined, url, { id: 1, oid: 1 })
      expect(response.status).toBe(401)
      expect(response.body.code).toBe(401)
    }
  })

  it('订单类型不符的 leixing 被拒绝', async () => {
    const response = await call(alice.token, paths.create, { ...form(), leixing: 3 })
    expect(response).toMatchObject({ status: 400, body: { code: 201, fieldErrors: { leixing: '订单类型错误' } } })
  })

  it('分页从 0 开始，按订单编号搜索', async () => {
    const customer = await loggedInCustomer(t.app)
    const created = []
    for (let index = 0; index < 12; index += 1) created.push(await newOrder(customer.token))
    const first = await call(customer.token, paths.list, { page: 0, size: 10 })
    expect(first.body.data.total).toBe(12)
    expect(first.body.data.data).toHaveLength(10)
    // Newest first.
    expect(first.body.data.data[0]).toMatchObject({ id: created[11]?.orderId, yangben_nums: 1, leixing, status: 0 })
    const second = await call(customer.token, paths.list, { page: 1, size: 10 })
    expect(second.body.data.data).toHaveLength(2)
    expect(second.body.data.total).toBe(12)
    // A page past the end is empty and still tells the total, for the pager.
    const pastTheEnd = await call(customer.token, paths.list, { page: 5, size: 10 })
    expect(pastTheEnd.body.data).toEqual({ data: [], total: 12 })

    const target = created[4]!
    const found = await call(customer.token, paths.list, {
      page: 0,
      size: 10,
      keyword: target.orderno.slice(-7).toLowerCase(),
    })
    expect(found.body.data).toEqual({ data: [expect.objectContaining({ id: target.orderId })], total: 1 })
    const none = await call(customer.token, paths.list, { keyword: '%' })
    expect(none.body.data).toEqual({ data: [], total: 0 })
    expect((await call(customer.token, paths.list, { page: -1 })).status).toBe(400)
  })
})
