import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatDate } from '#common/china-date.ts'
import { ADMIN_ORDER_MESSAGES, AdminOrderExportQuerySchema } from '#common/schemas/admin-orders.ts'
import { AMPLICON_TYPE } from '#common/schemas/orders/amplicon.ts'
import { CELL_LINE_TYPE } from '#common/schemas/orders/cell-line.ts'
import type { OrderTypeDescription } from '#common/schemas/orders/describe.ts'
import { GUIDE_SEQ_TYPE } from '#common/schemas/orders/guide-seq.ts'
import { CELL_SERVICE_TYPE_LABEL, SPECIES, SPECIES_LABEL } from '#common/schemas/orders/options.ts'
import { ampliconForm, cellLineForm, guideSeqForm, PNG, upload } from '#tests/factories/orders.ts'
import { authed, loggedInCustomer, mailTo } from '#tests/setup/account-helpers.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'
import { createAdminOrdersService } from './admin-orders.service.ts'

const t = appWithMail({ seed: true, demoAccounts: true })
let operator: string
let operatorId: number
beforeAll(async () => {
  operator = await staffToken(t.app, 'operator')
  const staff = await t.app.db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', 'operator@example.com')
    .executeTakeFirstOrThrow()
  operatorId = staff.id
})

const asOperator = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  adminCall(t.app, operator, method, `/api/v1/admin${path}`, payload)

/** A new customer with one pending amplicon order of two samples. */
async function customerWithOrder() {
  const customer = await loggedInCustomer(t.app)
  const created = await authed(t.app, customer.token, '/api/v1/amplicon/addAmpliconOrder', ampliconForm())
  const orderId = created.body.data.info as number
  await authed(t.app, customer.token, '/api/v1/amplicon/addAmpliconYangben', ampliconForm({ oid: orderId, name: 'S2' }))
  return { customer, orderId, orderno: created.body.data.orderno as string, sampleId: created.body.data.sample_id }
}

const ordersOf = (body: { data: { data: { orderno: string }[] } }) => body.data.data.map((row) => row.orderno)

describe('订单列表的筛选与分页', () => {
  it('按客户（邮箱、手机号或姓名）、类型、状态、订单编号与下单日期筛选', async () => {
    const all = await asOperator('GET', '/orders?customer=demo2@example.com')
    expect(all.body.data.total).toBe(3)
    expect(all.body.data.data[0]).toMatchObject({
      customerEmail: 'demo2@example.com',
      customerName: '李静',
      customerTel: '13800138002',
    })
    expect((await asOperator('GET', '/orders?customer=13800138002')).body.data.total).toBe(3)
    expect((await asOperator('GET', `/orders?customer=${encodeURIComponent('李静')}`)).body.data.total).toBe(3)

    const cell = await asOperator('GET', '/orders?customer=demo2@example.com&leixing=3')
    expect(cell.body.data.data).toEqual([expect.objectContaining({ orderType: 3, status: 1 })])
    const analysing = await asOperator('GET', '/orders?customer=demo2@example.com&status=5')
    expect(analysing.body.data.data).toEqual([expect.objectContaining({ orderType: 1, status: 5 })])

    const orderno = cell.body.data.data[0].orderno as string
    const byNumber = await asOperator('GET', `/orders?orderno=${orderno.slice(3).toLowerCase()}`)
    expect(ordersOf(byNumber.body)).toContain(orderno)
    expect(byNumber.body.data.data.every((row: { orderno: string }) => row.orderno.includes(orderno.slice(3)))).toBe(
      true,
    )

    // demo2's orders are 3, 6 and 18 days old: a week back finds two, the day before finds none.
    const weekAgo = formatDate(new Date(Date.now() - 7 * 86_400_000).toISOString())
    const today = formatDate(new Date().toISOString())
    const recent = await asOperator('GET', `/orders?customer=demo2@example.com&from=${weekAgo}&to=${today}`)
    expect(recent.body.data.total).toBe(2)
    const eighteen = formatDate(new Date(Date.now() - 18 * 86_400_000).toISOString())
    const oneDay = await asOperator('GET', `/orders?customer=demo2@example.com&from=${eighteen}&to=${eighteen}`)
    expect(oneDay.body.data.data).toEqual([expect.objectContaining({ status: 5 })])
  })

  it('分页：最新在前，每页条数与总数', async () => {
    const first = await asOperator('GET', '/orders?customer=demo1@example.com&size=4')
    expect(first.body.data.total).toBe(9)
    expect(first.body.data.data).toHaveLength(4)
    const times = first.body.data.data.map((row: { createTime: string }) => row.createTime)
    expect([...times].sort().reverse()).toEqual(times)
    const last = await asOperator('GET', '/orders?customer=demo1@example.com&size=4&page=3')
    expect(last.body.data.data).toHaveLength(1)
    const pages = [first, await asOperator('GET', '/orders?customer=demo1@example.com&size=4&page=2'), last]
    expect(new Set(pages.flatMap((page) => ordersOf(page.body))).size).toBe(9)
  })

  it('无效的筛选条件以中文说明拒绝', async () => {
    const cases: [string, string][] = [
      ['status=7', 'status'],
      ['leixing=4', 'leixing'],
      ['from=2026-13-45', '起始日期无效'],
      ['from=2026-02-31', '起始日期无效'],
      ['from=2026-02-29', '起始日期无效'],
      ['to=2026-04-31', '结束日期无效'],
      ['to=yesterday', '结束日期无效'],
      ['from=2026-11-20&to=2026-11-01', '结束日期不能早于起始日期'],
    ]
    for (const [query, expected] of cases) {
      const { status, body } = await asOperator('GET', `/orders?${query}`)
      expect(status, query).toBe(400)
      if (!['status', 'leixing'].includes(expected)) expect(body.message, query).toBe(expected)
      else expect(Object.keys(body.fieldErrors ?? {}), query).toContain(expected)
    }
    // The field says which date is wrong; a real leap day and the export take the same check.
    const { body } = await asOperator('GET', '/orders?from=2026-02-31')
    expect(body.fieldErrors).toEqual({ from: '起始日期无效' })
    expect((await asOperator('GET', '/orders?from=2028-02-29&to=2028-03-01')).status).toBe(200)
    expect((await asOperator('GET', '/orders/export.csv?to=2026-02-30')).status).toBe(400)
  })
})

describe('订单详情', () => {
  it('样本订单：客户、样本与状态历史（谁、何时）', async () => {
    const { customer, orderId, orderno } = await customerWithOrder()
    const { body } = await asOperator('GET', `/orders/${orderId}`)
    expect(body.data).toMatchObject({ id: orderId, orderno, customerEmail: customer.email, cellLine: null, files: [] })
    expect(body.data.samples.map((sample: { name: string }) => sample.name)).toEqual(['EMX1-KO-1', 'S2'])
    // An amplicon sample answers with the amplicon fields, not the GUIDE-seq ones.
    expect(body.data.samples[0]).toMatchObject({
      leixing: 2,
      zheng_xulie: expect.any(String),
      kuozhan_xulie: expect.any(String),
    })
    expect(body.data.samples[0]).not.toHaveProperty('cuopei_fazhi')
    const guideSeq = await asOperator('GET', '/orders?customer=demo2@example.com&leixing=1')
    const guideDetail = await asOperator('GET', `/orders/${guideSeq.body.data.data[0].id}`)
    expect(guideDetail.body.data.samples[0]).toMatchObject({ leixing: 1, cuopei_fazhi: expect.any(Number) })
    expect(guideDetail.body.data.samples[0]).not.toHaveProperty('zheng_xulie')
    expect(body.data.history).toHaveLength(3)
    expect(body.data.history[0]).toMatchObject({
      sampleId: null,
      fromStatus: null,
      toStatus: 0,
      actor: { kind: 'customer', name: customer.email },
    })
  })

  it('细胞株订单：证明文件由员工下载，只限订单中填写的、客户本人的文件', async () => {
    const customer = await loggedInCustomer(t.app)
    const uploaded = (await upload(t.app, customer.token, '生长证明.png', PNG)).json().data[0]
    const created = await authed(
      t.app,
      customer.token,
      '/api/v1/cellsline/addCellslineOrder',
      cellLineForm({ is_shengzhang: 1, shengzhang_file: uploaded.url }),
    )
    const orderId = created.body.data.info as number
    const { body } = await asOperator('GET', `/orders/${orderId}`)
    expect(body.data.samples).toEqual([])
    expect(body.data.cellLine).toMatchObject({ name: 'TP53', shengzhang_file: uploaded.url })
    const fileUrl = `/api/v1/admin/orders/${orderId}/files/shengzhang_file`
    expect(body.data.files).toEqual([
      { field: 'shengzhang_file', name: '生长证明.png', size: PNG.length, mimeType: 'image/png', url: fileUrl },
    ])

    const download = await t.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { authorization: `Bearer ${operator}` },
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('image/png')
    expect(download.rawPayload.equals(PNG)).toBe(true)

    expect((await asOperator('GET', `/orders/${orderId}/files/cunhuo_file`)).status).toBe(404)
    expect((await asOperator('GET', `/orders/${orderId}/files/..%2F..%2Fetc`)).status).toBe(400)
    expect((await adminCall(t.app, customer.token, 'GET', fileUrl)).status).toBe(401)
    const editor = await staffToken(t.app, 'editor')
    expect((await adminCall(t.app, editor, 'GET', fileUrl)).status).toBe(403)
  })

  it('不存在的订单 404', async () => {
    const { status, body } = await asOperator('GET', '/orders/987654')
    expect(status).toBe(404)
    expect(body.message).toBe('订单不存在')
  })
})

describe('修改订单状态', () => {
  it('前进：写入状态历史（操作员工）、邮件通知客户、记录操作日志', async () => {
    const { customer, orderId, orderno } = await customerWithOrder()
    const { status, body } = await asOperator('POST', `/orders/${orderId}/status`, { status: 1 })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      message: '状态已更新',
      data: { id: orderId, orderno, fromStatus: 0, toStatus: 1, mail: 'sent' },
    })
    await mailTo(t.smtp, customer.email, new RegExp(`订单 ${orderno} 状态更新：已确认`))

    const step = await t.app.db
      .selectFrom('orderStatusHistory')
      .select(['actorStaffId', 'actorMemberId', 'fromStatus', 'toStatus'])
      .where('orderId', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(step).toEqual({ actorStaffId: operatorId, actorMemberId: null, fromStatus: 0, toStatus: 1 })
    const detail = await asOperator('GET', `/orders/${orderId}`)
    expect(detail.body.data.status).toBe(1)
    expect(detail.body.data.history.at(-1)).toMatchObject({ toStatus: 1, actor: { kind: 'staff', name: '客服运营' } })

    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'staffEmail', 'summary', 'beforeJson', 'afterJson'])
      .where('targetType', '=', 'orders')
      .where('targetId', '=', String(orderId))
      .execute()
    expect(audit).toEqual([
      {
        action: 'update',
        staffEmail: 'operator@example.com',
        summary: `订单 ${orderno} 状态：待确认 → 已确认`,
        beforeJson: '{"status":0}',
        afterJson: '{"status":1,"note":""}',
      },
    ])
    // The customer's own page shows the new status.
    const mine = await authed(t.app, customer.token, '/api/v1/amplicon/myAmpliconInfo', { id: orderId })
    expect(mine.body.data.status).toBe(1)
  })

  it('退回必须填写原因；填写后退回，原因写入历史与邮件', async () => {
    const { customer, orderId, orderno } = await customerWithOrder()
    await asOperator('POST', `/orders/${orderId}/status`, { status: 3, note: '样本已到' })
    for (const note of [undefined, '', '   ']) {
      const refused = await asOperator('POST', `/orders/${orderId}/status`, {
        status: 2,
        ...(note === undefined ? {} : { note }),
      })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({
        message: '退回到之前的状态时请填写原因',
        fieldErrors: { note: '退回到之前的状态时请填写原因' },
      })
    }
    expect((await asOperator('GET', `/orders/${orderId}`)).body.data.status).toBe(3)

    const back = await asOperator('POST', `/orders/${orderId}/status`, { status: 2, note: '文库浓度不足，重新质检' })
    expect(back.body.data).toMatchObject({ fromStatus: 3, toStatus: 2 })
    const mail = await mailTo(t.smtp, customer.email, new RegExp(`订单 ${orderno} 已退回至「质检中」`))
    expect(mail.text).toContain('退回原因：文库浓度不足，重新质检')
    const detail = await asOperator('GET', `/orders/${orderId}`)
    expect(detail.body.data.history.at(-1)).toMatchObject({
      fromStatus: 3,
      toStatus: 2,
      note: '文库浓度不足，重新质检',
    })
  })

  it('无效的状态、没有变化的状态、不存在的订单与过长的原因被拒绝', async () => {
    const { orderId } = await customerWithOrder()
    const invalid = await asOperator('POST', `/orders/${orderId}/status`, { status: 7 })
    expect(invalid).toMatchObject({ status: 400, body: { message: '状态无效' } })
    expect((await asOperator('POST', `/orders/${orderId}/status`, { status: -1 })).body.message).toBe('状态无效')
    const missing = await asOperator('POST', `/orders/${orderId}/status`, {})
    expect(missing).toMatchObject({ status: 400, body: { message: '请选择新的状态' } })
    const same = await asOperator('POST', `/orders/${orderId}/status`, { status: 0 })
    expect(same).toMatchObject({ status: 409, body: { message: '状态没有变化' } })
    const long = await asOperator('POST', `/orders/${orderId}/status`, { status: 1, note: '长'.repeat(201) })
    expect(long).toMatchObject({ status: 400, body: { message: '原因最多 200 个字符' } })
    const unknown = await asOperator('POST', '/orders/987654/status', { status: 1 })
    expect(unknown).toMatchObject({ status: 404, body: { message: '订单不存在' } })
  })

  it('样本状态：只能改本订单的样本，邮件指向样本', async () => {
    const { customer, orderId, sampleId } = await customerWithOrder()
    const other = await customerWithOrder()
    const moved = await asOperator('POST', `/orders/${orderId}/samples/${sampleId}/status`, { status: 2 })
    expect(moved.body.data).toMatchObject({ id: orderId, fromStatus: 0, toStatus: 2 })
    await mailTo(t.smtp, customer.email, /样本 EMX1-KO-1 状态更新：质检中/)
    const detail = await asOperator('GET', `/orders/${orderId}`)
    expect(detail.body.data.status).toBe(0)
    expect(detail.body.data.samples[0].status).toBe(2)
    expect(detail.body.data.history.at(-1)).toMatchObject({ sampleId, toStatus: 2, actor: { kind: 'staff' } })

    const foreign = await asOperator('POST', `/orders/${orderId}/samples/${other.sampleId}/status`, { status: 2 })
    expect(foreign).toMatchObject({ status: 404, body: { message: '样本不存在' } })
    const back = await asOperator('POST', `/orders/${orderId}/samples/${sampleId}/status`, { status: 1 })
    expect(back.body.message).toBe('退回到之前的状态时请填写原因')
  })

  it('批量：逐个订单生效，返回失败的订单与原因', async () => {
    const a = await customerWithOrder()
    const b = await customerWithOrder()
    const done = await customerWithOrder()
    await asOperator('POST', `/orders/${done.orderId}/status`, { status: 1 })
    const { body } = await asOperator('POST', '/orders/bulk-status', {
      ids: [a.orderId, b.orderId, done.orderId, 987654],
      status: 1,
    })
    expect(body.data.changed.map((row: { id: number }) => row.id)).toEqual([a.orderId, b.orderId])
    expect(body.data.failed).toEqual([
      { id: done.orderId, orderno: done.orderno, message: '状态没有变化' },
      { id: 987654, orderno: '', message: '订单不存在' },
    ])
    await mailTo(t.smtp, b.customer.email, new RegExp(`订单 ${b.orderno} 状态更新：已确认`))
    const audited = await t.app.db
      .selectFrom('auditLog')
      .select('targetId')
      .where('targetType', '=', 'orders')
      .where('targetId', 'in', [String(a.orderId), String(b.orderId)])
      .execute()
    expect(audited).toHaveLength(2)

    const back = await asOperator('POST', '/orders/bulk-status', { ids: [a.orderId], status: 0 })
    expect(back.body.data.failed).toEqual([
      { id: a.orderId, orderno: a.orderno, message: '退回到之前的状态时请填写原因' },
    ])
    const empty = await asOperator('POST', '/orders/bulk-status', { ids: [], status: 1 })
    expect(empty).toMatchObject({ status: 400, body: { message: '请选择要修改的订单' } })
  })

  it('编辑与客户的令牌被拒绝', async () => {
    const { customer, orderId } = await customerWithOrder()
    const editor = await staffToken(t.app, 'editor')
    const admin = await staffToken(t.app, 'admin')
    for (const [method, path, payload] of [
      ['GET', '/orders', undefined],
      ['GET', `/orders/${orderId}`, undefined],
      ['POST', `/orders/${orderId}/status`, { status: 1 }],
      ['POST', '/orders/bulk-status', { ids: [orderId], status: 1 }],
      ['GET', '/orders/export.csv', undefined],
    ] as const) {
      const url = `/api/v1/admin${path}`
      expect((await adminCall(t.app, editor, method, url, payload)).status, `editor ${path}`).toBe(403)
      expect((await adminCall(t.app, customer.token, method, url, payload)).status, `customer ${path}`).toBe(401)
    }
    expect((await adminCall(t.app, admin, 'GET', '/api/v1/admin/orders')).status).toBe(200)
    expect((await asOperator('GET', `/orders/${orderId}`)).body.data.status).toBe(0)
  })
})

describe('导出', () => {
  async function exported(format: 'csv' | 'xlsx', query: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/export.${format}?${query}`,
      headers: { authorization: `Bearer ${operator}` },
    })
  }

  it('CSV：按筛选条件，带 BOM，公式开头的单元格被中和', async () => {
    const { customer, orderno } = await customerWithOrder()
    await t.app.db
      .updateTable('member')
      .set({ company: '=HYPERLINK("http://x")', fname: '赵', lname: '六' })
      .where('id', '=', customer.id)
      .execute()
    const response = await exported('csv', `customer=${encodeURIComponent(customer.email)}`)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%E8%AE%A2%E5%8D%95-")
    const lines = response.body.split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFF"订单编号","订单类型","状态","样本数","客户邮箱","客户姓名","手机号","单位","下单时间","更新时间"',
    )
    expect(lines[1]).toContain(`"${orderno}","扩增子检测","待确认","2","${customer.email}","赵六",`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(lines).toHaveLength(3)

    const cells = await exported('csv', 'customer=demo2@example.com&leixing=3')
    expect(cells.body.split('\r\n').filter(Boolean)).toHaveLength(2)
    expect((await exported('csv', 'status=9')).statusCode).toBe(400)
  })

  it('Excel：同样的列，值为文本而不是公式', async () => {
    const { customer, orderno } = await customerWithOrder()
    await t.app.db.updateTable('member').set({ company: '=1+1' }).where('id', '=', customer.id).execute()
    const response = await exported('xlsx', `customer=${encodeURIComponent(customer.email)}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(response.headers['content-disposition']).toMatch(/filename\*=UTF-8''.*\.xlsx$/)

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('订单')
    expect(sheet?.rowCount).toBe(2)
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '订单编号',
      '订单类型',
      '状态',
      '样本数',
      '客户邮箱',
      '客户姓名',
      '手机号',
      '单位',
      '下单时间',
      '更新时间',
    ])
    const row = sheet!.getRow(2)
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value, row.getCell(4).value]).toEqual([
      orderno,
      '扩增子检测',
      '待确认',
      2,
    ])
    expect(row.getCell(5).value).toBe(customer.email)
    expect(row.getCell(8).type).toBe(ExcelJS.ValueType.String)
    expect(row.getCell(8).value).toBe('=1+1')
  })

  async function workbookOf(query: string) {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await exported('xlsx', query)).rawPayload as unknown as ArrayBuffer)
    return workbook
  }

  /** A type sheet's rows, each a cell by its field's key, once its header row matches the description. */
  function rowsOf(workbook: ExcelJS.Workbook, name: string, type: OrderTypeDescription) {
    const sheet = workbook.getWorksheet(name)!
    const exportedKeys = type.detail.filter((key) => type.fields[key]?.export)
    const headers = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(headers).toEqual(['订单编号', ...exportedKeys.map((key) => type.fields[key]!.label)])
    return sheet.getRows(2, sheet.rowCount - 1)!.map((row) => (key: string) => {
      const column = ['orderno', ...exportedKeys].indexOf(key)
      expect(column, key).not.toBe(-1)
      return row.getCell(column + 1)
    })
  }

  it('Excel：所选订单的样本与细胞株信息超过上限时拒绝，并说明原因', async () => {
    const { customer } = await customerWithOrder()
    const service = createAdminOrdersService(t.app.db)
    const rows = await service.exportRows(AdminOrderExportQuerySchema.parse({ customer: customer.email }))
    expect(rows).toHaveLength(1)
    await expect(service.exportRecords(rows, 2)).resolves.toHaveLength(2)
    await expect(service.exportRecords(rows, 1)).rejects.toMatchObject({
      kind: 'VALIDATION_FAILED',
      message: ADMIN_ORDER_MESSAGES.tooManyRecords,
    })
  })

  it('Excel：本次导出中有的订单类型各有一张表，列为描述中有导出位置的字段，值如详情页所示', async () => {
    const { customer, orderId, orderno } = await customerWithOrder()
    const third = ampliconForm({ oid: orderId, name: 'S3', laiyuan: SPECIES.MOUSE, is_remark: 1, remark: '=1+2' })
    await authed(t.app, customer.token, '/api/v1/amplicon/addAmpliconYangben', third)
    const guide = await authed(t.app, customer.token, '/api/v1/guide/addGuideOrder', guideSeqForm())
    const byCustomer = `customer=${encodeURIComponent(customer.email)}`
    const workbook = await workbookOf(byCustomer)
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['订单', 'GUIDE-seq样本', '扩增子检测样本'])

    const samples = rowsOf(workbook, '扩增子检测样本', AMPLICON_TYPE)
    expect(samples.map((cell) => [cell('orderno').value, cell('name').value])).toEqual([
      [orderno, 'EMX1-KO-1'],
      [orderno, 'S2'],
      [orderno, 'S3'],
    ])
    const added = samples[2]!
    expect(added('laiyuan').value).toBe(SPECIES_LABEL[SPECIES.MOUSE])
    expect(added('type').value).toBe('DNA')
    expect(added('nongdu').value).toBe(120)
    expect(added('duizhao').text).toBe('')
    expect(added('remark').type).toBe(ExcelJS.ValueType.String)
    expect(added('remark').value).toBe('=1+2')

    const [guideSample] = rowsOf(workbook, 'GUIDE-seq样本', GUIDE_SEQ_TYPE)
    expect(guideSample!('orderno').value).toBe(guide.body.data.orderno)
    expect(guideSample!('xulie').value).toBe(guideSeqForm().xulie.join(','))
    expect(guideSample!('is_odn').value).toBe('否')

    const cellLine = await authed(t.app, customer.token, '/api/v1/cellsline/addCellslineOrder', cellLineForm())
    const cellLines = await workbookOf(`${byCustomer}&leixing=3`)
    expect(cellLines.worksheets.map((sheet) => sheet.name)).toEqual(['订单', '细胞株构建信息'])
    const [record] = rowsOf(cellLines, '细胞株构建信息', CELL_LINE_TYPE)
    expect(record!('orderno').value).toBe(cellLine.body.data.orderno)
    expect(record!('shuzhu').value).toBe(cellLineForm().shuzhu)
    expect(record!('leixing').value).toBe(CELL_SERVICE_TYPE_LABEL[cellLineForm().leixing])
  })
})
