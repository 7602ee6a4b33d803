import { describe, expect, it } from 'vitest'
import { AmpliconSampleFormSchema } from '#common/schemas/orders/amplicon.ts'
import { ORDER_TYPE } from '#common/schemas/orders/status.ts'
import { ampliconForm, cellLineForm } from '#tests/factories/orders.ts'
import { authed, loggedInCustomer, mailTo } from '#tests/setup/account-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { createSampleOrderService } from './sample-order.service.ts'

const PUBLIC_URL = 'https://www.langene.example.com'
const t = appWithMail({ env: { PUBLIC_URL } })

async function ampliconOrder(token: string) {
  const { body } = await authed(t.app, token, '/api/v1/amplicon/addAmpliconOrder', ampliconForm())
  return {
    orderId: body.data.info as number,
    sampleId: body.data.sample_id as number,
    orderno: body.data.orderno as string,
  }
}

describe('订单状态服务', () => {
  it('改变订单状态：追加状态历史，并给客户发邮件（订单编号、新状态、订单页面链接）', async () => {
    const customer = await loggedInCustomer(t.app)
    const { orderId, orderno } = await ampliconOrder(customer.token)
    const outcome = await t.app.services.orderStatus.changeOrderStatus(orderId, { status: 2, note: '样本已到达' })
    expect(outcome.mail.status).toBe('sent')

    const mail = await mailTo(t.smtp, customer.email, new RegExp(`订单 ${orderno} 状态更新：质检中`))
    const link = `${PUBLIC_URL}/orderAmpliconList?oid=${orderId}&orderno=${orderno}`
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('样本已到达')
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`)

    const { body } = await authed(t.app, customer.token, '/api/v1/amplicon/myAmpliconInfo', { id: orderId })
    expect(body.data.status).toBe(2)
    expect(body.data.history).toEqual([
      { from_status: null, to_status: 0, kind: 'created', note: '', create_time: expect.any(String) },
      { from_status: 0, to_status: 2, kind: 'forward', note: '样本已到达', create_time: expect.any(String) },
    ])
    const steps = await t.app.db
      .selectFrom('orderStatusHistory')
      .select(['actorMemberId'])
      .where('orderId', '=', orderId)
      .orderBy('id')
      .execute()
    // Created by the customer (the order, its sample); moved by staff (the order, and its
    // sample with it).
    expect(steps.map((step) => step.actorMemberId)).toEqual([customer.id, customer.id, null, null])
  })

  it('样本随订单移动：与订单同一状态的样本一起变更（各有历史，不另发邮件），单独设定过的样本不动', async () => {
    const customer = await loggedInCustomer(t.app)
    const { orderId, sampleId, orderno } = await ampliconOrder(customer.token)
    const second = await authed(t.app, customer.token, '/api/v1/amplicon/addAmpliconYangben', {
      ...ampliconForm({ name: 'S2' }),
      oid: orderId,
    })
    const apart = second.body.data.info as number
    const third = await authed(t.app, customer.token, '/api/v1/amplicon/addAmpliconYangben', {
      ...ampliconForm({ name: 'S3' }),
      oid: orderId,
    })
    const inStep = [sampleId, third.body.data.info as number]
    // Staff set one sample apart first: it is ahead of its order.
    await t.app.services.orderStatus.changeSampleStatus(apart, { status: 2 })
    await mailTo(t.smtp, customer.email, new RegExp(`订单 ${orderno}.*S2`))

    const statuses = async () => {
      const rows = await t.app.db
        .selectFrom('orderSample')
        .select(['id', 'status'])
        .where('orderId', '=', orderId)
        .orderBy('id')
        .execute()
      return Object.fromEntries(rows.map((row) => [row.id, row.status]))
    }
    await t.app.services.orderStatus.changeOrderStatus(orderId, { status: 1 })
    expect(await statuses()).toEqual({ [inStep[0]!]: 1, [apart]: 2, [inStep[1]!]: 1 })
    await t.app.services.orderStatus.changeOrderStatus(orderId, { status: 6 })
    expect(await statuses()).toEqual({ [inStep[0]!]: 6, [apart]: 2, [inStep[1]!]: 6 })
    // Sent back with a reason: the samples in step go back too, and the lock opens for them.
    await t.app.services.orderStatus.changeOrderStatus(orderId, { status: 0, note: '样本信息需要补充' })
    expect(await statuses()).toEqual({ [inStep[0]!]: 0, [apart]: 2, [inStep[1]!]: 0 })

    const { body } = await authed(t.app, customer.token, '/api/v1/amplicon/getYangbenInfo', { id: inStep[0] })
    expect(body.data.history.map((step: { to_status: number }) => step.to_status)).toEqual([0, 1, 6, 0])
    expect(body.data.history.at(-1)).toMatchObject({ kind: 'back', note: '样本信息需要补充' })
    // One mail per change of the order, none per sample moved with it.
    const mails = await t.app.db
      .selectFrom('mailOutbox')
      .select('subject')
      .where('toAddress', '=', customer.email)
      .execute()
    expect(mails.filter((mail) => mail.subject.includes(orderno))).toHaveLength(4)
  })

  it('退回：订单详情的状态历史标明退回与原因，邮件说明订单被退回及原因', async () => {
    const customer = await loggedInCustomer(t.app)
    const { orderId, orderno } = await ampliconOrder(customer.token)
    const service = t.app.services.orderStatus
    await service.changeOrderStatus(orderId, { status: 3 })
    await mailTo(t.smtp, customer.email, new RegExp(`订单 ${orderno} 状态更新：建库中`))
    await service.changeOrderStatus(orderId, { status: 1, note: '样本浓度不足，请补寄样本' })

    const mail = await mailTo(t.smtp, customer.email, new RegExp(`订单 ${orderno} 已退回至「已确认」`))
    expect(mail.text).toContain(`您的订单 ${orderno} 已被退回至「已确认」。`)
    expect(mail.text).toContain('退回原因：样本浓度不足，请补寄样本')
    expect(mail.html).toContain('<p>退回原因：样本浓度不足，请补寄样本</p>')

    const { body } = await authed(t.app, customer.token, '/api/v1/amplicon/myAmpliconInfo', { id: orderId })
    expect(body.data.status).toBe(1)
    expect(body.data.history.slice(1)).toEqual([
      { from_status: 0, to_status: 3, kind: 'forward', note: '', create_time: expect.any(String) },
      { from_status: 3, to_status: 1, kind: 'back', note: '样本浓度不足，请补寄样本', create_time: expect.any(String) },
    ])
  })

  it('退回样本：样本详情的历史标明退回，邮件点名样本并说明原因', async () => {
    const customer = await loggedInCustomer(t.app)
    const { sampleId, orderno } = await ampliconOrder(customer.token)
    await t.app.services.orderStatus.changeSampleStatus(sampleId, { status: 2 })
    await t.app.services.orderStatus.changeSampleStatus(sampleId, { status: 0, note: '引物序列有误' })
    const mail = await mailTo(t.smtp, customer.email, /样本 EMX1-KO-1 已退回至「待确认」/)
    expect(mail.subject).toContain(`订单 ${orderno} 样本 EMX1-KO-1 已退回至「待确认」`)
    expect(mail.text).toContain('退回原因：引物序列有误')

    const { body } = await authed(t.app, customer.token, '/api/v1/amplicon/getYangbenInfo', { id: sampleId })
    expect(body.data.history.map((step: { kind: string }) => step.kind)).toEqual(['created', 'forward', 'back'])
  })

  it('改变样本状态：样本的时间线与邮件链接到样本详情页', async () => {
    const customer = await loggedInCustomer(t.app)
    const { orderId, sampleId, orderno } = await ampliconOrder(customer.token)
    await t.app.services.orderStatus.changeSampleStatus(sampleId, { status: 4 })
    const mail = await mailTo(t.smtp, customer.email, /样本 EMX1-KO-1 状态更新：测序中/)
    expect(mail.text).toContain(`${PUBLIC_URL}/orderAmpliconDetail?id=${sampleId}&orderno=${orderno}&oid=${orderId}`)

    const { body } = await authed(t.app, customer.token, '/api/v1/amplicon/getYangbenInfo', { id: sampleId })
    expect(body.data.status).toBe(4)
    expect(body.data.history.map((step: { to_status: number }) => step.to_status)).toEqual([0, 4])
  })

  it('细胞株订单的邮件链接到订单详情页', async () => {
    const customer = await loggedInCustomer(t.app)
    const { body } = await authed(t.app, customer.token, '/api/v1/cellsline/addCellslineOrder', cellLineForm())
    await t.app.services.orderStatus.changeOrderStatus(body.data.info, { status: 6 })
    const mail = await mailTo(t.smtp, customer.email, /状态更新：已完成/)
    expect(mail.text).toContain(
      `${PUBLIC_URL}/orderCellDetail?oid=${body.data.info}&orderno=${body.data.orderno}&id=${body.data.info}`,
    )
  })

  it('拒绝无效状态、没有变化的状态和不存在的订单或样本', async () => {
    const customer = await loggedInCustomer(t.app)
    const { orderId, sampleId } = await ampliconOrder(customer.token)
    const service = t.app.services.orderStatus
    await expect(service.changeOrderStatus(orderId, { status: 7 })).rejects.toMatchObject({ kind: 'VALIDATION_FAILED' })
    await expect(service.changeOrderStatus(orderId, { status: -1 })).rejects.toMatchObject({
      kind: 'VALIDATION_FAILED',
    })
    await expect(service.changeOrderStatus(orderId, { status: 0 })).rejects.toMatchObject({ kind: 'STATE_CONFLICT' })
    await expect(service.changeSampleStatus(sampleId, { status: 0 })).rejects.toMatchObject({ kind: 'STATE_CONFLICT' })
    await expect(service.changeOrderStatus(999_999, { status: 1 })).rejects.toMatchObject({ kind: 'NOT_FOUND' })
    await expect(service.changeSampleStatus(999_999, { status: 1 })).rejects.toMatchObject({ kind: 'NOT_FOUND' })
  })
})

describe('新建订单的事务', () => {
  it('第一个样本写入失败时不留下订单、编号与状态历史', async () => {
    const customer = await loggedInCustomer(t.app)
    const service = createSampleOrderService(t.app.db, ORDER_TYPE.AMPLICON, t.app.storage)
    const fields = AmpliconSampleFormSchema.parse(ampliconForm())
    const sequencesBefore = await t.app.db.selectFrom('orderSequence').selectAll().execute()
    // A sample the database refuses (name is NOT NULL) after the order row was written.
    await expect(service.createOrder(customer.id, { ...fields, name: null as unknown as string })).rejects.toThrow()
    const orders = await t.app.db.selectFrom('serviceOrder').select('id').where('memberId', '=', customer.id).execute()
    expect(orders).toEqual([])
    expect(await t.app.db.selectFrom('orderSequence').selectAll().execute()).toEqual(sequencesBefore)

    const created = await service.createOrder(customer.id, fields)
    expect(created.info).toBeGreaterThan(0)
    const history = await t.app.db
      .selectFrom('orderStatusHistory')
      .select('orderId')
      .where('actorMemberId', '=', customer.id)
      .execute()
    expect(history.map((step) => step.orderId)).toEqual([created.info, created.info])
  })
})
