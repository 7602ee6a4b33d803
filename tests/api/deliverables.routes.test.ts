// Deliverables, on each database: staff attach files to an order (one request, or resumable
// in parts), the customer is mailed, lists and downloads them (each download recorded, no
// one else can), staff delete them (audited), and the retention job deletes expired files
// from the storage and shows them as expired, and drops uploads in parts left unfinished.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { MIN_PART_BYTES, RETENTION_SETTING } from '#common/schemas/deliverables.ts'
import { ORDER_STATUS } from '#common/schemas/orders/status.ts'
import { expireDeliverables } from '#server/modules/deliverables/expire-deliverables.ts'
import { PDF, deliver } from '#tests/factories/deliverables.ts'
import { ampliconForm, setOrderStatus } from '#tests/factories/orders.ts'
import { PASSWORD, authed, loggedInCustomer, mailTo } from '#tests/setup/account-helpers.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { appWithMail } from '#tests/setup/app-with-mail.ts'

const t = appWithMail({ seed: true, demoAccounts: true })
let operator: string
beforeAll(async () => {
  operator = await staffToken(t.app, 'operator')
})

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const DAY_MS = 24 * 60 * 60_000

/** A new customer with an amplicon order of two samples, moved to 已完成. */
async function finishedOrder() {
  const customer = await loggedInCustomer(t.app)
  const created = await authed(t.app, customer.token, '/api/v1/amplicon/addAmpliconOrder', ampliconForm())
  const orderId = created.body.data.info as number
  await authed(t.app, customer.token, '/api/v1/amplicon/addAmpliconYangben', ampliconForm({ oid: orderId, name: 'S2' }))
  await setOrderStatus(t.app, orderId, ORDER_STATUS.DONE)
  return {
    customer,
    orderId,
    orderno: created.body.data.orderno as string,
    sampleId: created.body.data.sample_id as number,
  }
}

const listOf = (token: string, orderno: string) => authed(t.app, token, '/api/v1/order/deliverables', { orderno })

const download = (token: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })

async function delivered(orderId: number, fileName?: string, content?: Buffer, fields?: Record<string, string>) {
  const response = await deliver(t.app, operator, orderId, fileName, content, fields)
  const body = response.json()
  if (body.code !== 200) throw new Error(`deliver: ${body.message}`)
  return body.data.deliverable as { id: number; name: string; size: number; expiresAt: string }
}

describe('员工交付文件，客户收到邮件、查看并下载', () => {
  it('交付一份报告：客户收到邮件，列表中有名称、大小、下载地址与到期时间，下载的文件逐字节相同并被记录', async () => {
    const { customer, orderId, orderno } = await finishedOrder()
    const response = await deliver(t.app, operator, orderId, '检测报告.pdf', PDF, { note: '第一批数据的分析报告' })
    expect(response.statusCode).toBe(200)
    const { deliverable } = response.json().data

    const mail = await mailTo(t.smtp, customer.email, new RegExp(`订单 ${orderno} 有新的交付文件`))
    expect(mail.text).toContain('检测报告.pdf')
    expect(mail.text).toContain('第一批数据的分析报告')

    const { body } = await listOf(customer.token, orderno.toLowerCase())
    expect(body.data).toEqual([
      expect.objectContaining({
        id: deliverable.id,
        name: '检测报告.pdf',
        size: PDF.length,
        note: '第一批数据的分析报告',
        url: `/api/v1/order/deliverables/${deliverable.id}/download`,
        expired: false,
        sampleId: null,
      }),
    ])
    // Kept 90 days (the default retention) after delivery.
    const { createTime, expiresAt } = body.data[0]
    expect(Date.parse(expiresAt) - Date.parse(createTime)).toBe(90 * DAY_MS)

    const file = await download(customer.token, body.data[0].url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(PDF)).toBe(true)
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('检测报告.pdf'))
    expect(file.headers['cache-control']).toBe('no-store')

    const staffView = await adminCall(t.app, operator, 'GET', `/api/v1/admin/orders/${orderId}/deliverables`)
    expect(staffView.body.data.deliverables[0]).toMatchObject({
      id: deliverable.id,
      downloads: 1,
      checksum: sha256(PDF),
      lastDownloadTime: expect.any(String),
    })
    const recorded = await t.app.db
      .selectFrom('deliverableDownload')
      .select('memberId')
      .where('deliverableId', '=', deliverable.id)
      .execute()
    expect(recorded).toEqual([{ memberId: customer.id }])

    // Staff check the same bytes from the console; that is not the customer's download.
    const staffUrl = `/api/v1/admin/orders/${orderId}/deliverables/${deliverable.id}/download`
    const staffCopy = await download(operator, staffUrl)
    expect(staffCopy.statusCode).toBe(200)
    expect(staffCopy.rawPayload.equals(PDF)).toBe(true)
    const other = await finishedOrder()
    expect(
      (await download(operator, `/api/v1/admin/orders/${other.orderId}/deliverables/${deliverable.id}/download`))
        .statusCode,
    ).toBe(404)
    expect((await download(await staffToken(t.app, 'editor'), staffUrl)).statusCode).toBe(403)
    expect((await download(customer.token, staffUrl)).statusCode).toBe(401)
    expect(
      await t.app.db
        .selectFrom('deliverableDownload')
        .select('id')
        .where('deliverableId', '=', deliverable.id)
        .execute(),
    ).toHaveLength(1)
  })

  it('浏览器的下载地址：不需登录即可下载，同样被记录；过期后不再有效', async () => {
    const { customer, orderId } = await finishedOrder()
    const { id } = await delivered(orderId, 'reads.fastq', Buffer.from('@read1\nACGT\n+\nIIII\n'))
    const link = await authed(t.app, customer.token, '/api/v1/order/deliverables/link', { id })
    expect(link.body.code).toBe(200)
    const { url, expiresAt } = link.body.data
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now())
    const file = await download(undefined, url)
    expect(file.statusCode).toBe(200)
    expect(file.body).toBe('@read1\nACGT\n+\nIIII\n')
    expect(file.headers['content-disposition']).toContain('reads.fastq')
    const count = await t.app.db
      .selectFrom('deliverableDownload')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('deliverableId', '=', id)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)

    await t.app.db
      .updateTable('deliverableDownload')
      .set({ linkExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('deliverableId', '=', id)
      .execute()
    expect((await download(undefined, url)).statusCode).toBe(404)
    expect((await download(undefined, '/api/v1/order/deliverables/file/not-a-token')).statusCode).toBe(404)
  })

  it('到期时刻一过（定时任务尚未运行）：显示已过期，不能下载，也取不到下载地址，已取的地址失效', async () => {
    const { customer, orderId, orderno } = await finishedOrder()
    const { id } = await delivered(orderId)
    const link = await authed(t.app, customer.token, '/api/v1/order/deliverables/link', { id })
    expect(link.body.code).toBe(200)
    await t.app.db
      .updateTable('orderDeliverable')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute()
    const [item] = (await listOf(customer.token, orderno)).body.data
    expect(item).toMatchObject({ id, expired: true, url: null })
    const file = await download(customer.token, `/api/v1/order/deliverables/${id}/download`)
    expect(file.statusCode).toBe(409)
    expect(file.json().message).toBe('交付文件已过期')
    const again = await authed(t.app, customer.token, '/api/v1/order/deliverables/link', { id })
    expect(again.status).toBe(409)
    expect((await download(undefined, link.body.data.url)).statusCode).toBe(404)
  })

  it('客户注销后：已取的下载地址失效；再交付时说明通知邮件未能发出', async () => {
    const { customer, orderId } = await finishedOrder()
    const { id } = await delivered(orderId)
    const link = await authed(t.app, customer.token, '/api/v1/order/deliverables/link', { id })
    expect((await download(undefined, link.body.data.url)).statusCode).toBe(200)
    const deleted = await authed(t.app, customer.token, '/api/v1/user/deleteAccount', { password: PASSWORD })
    expect(deleted.status).toBe(200)
    expect((await download(undefined, link.body.data.url)).statusCode).toBe(404)

    const response = await deliver(t.app, operator, orderId)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: '已交付，但通知邮件未能发出，可在发件箱重新发送',
      data: { mail: 'failed' },
    })
  })

  it('文件可以交付给订单中的一个样本；不属于该订单的样本被拒绝', async () => {
    const { customer, orderId, orderno, sampleId } = await finishedOrder()
    const other = await finishedOrder()
    await delivered(orderId, 'EMX1.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), {
      sampleId: String(sampleId),
    })
    const { body } = await listOf(customer.token, orderno)
    expect(body.data[0]).toMatchObject({ sampleId, sampleName: 'EMX1-KO-1' })

    const refused = await deliver(t.app, operator, orderId, 'x.pdf', PDF, { sampleId: String(other.sampleId) })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('样本不属于该订单')
  })

  it('不接受的类型、内容与扩展名不符的文件、不存在的订单：中文说明，不留下文件', async () => {
    const { orderId } = await finishedOrder()
    const exe = await deliver(t.app, operator, orderId, 'setup.exe', Buffer.from('MZ\x90\x00'))
    expect(exe.statusCode).toBe(400)
    expect(exe.json().message).toMatch(/^只能上传 PDF/)
    const disguised = await deliver(t.app, operator, orderId, 'report.pdf', Buffer.from('MZ\x90\x00 not a pdf'))
    expect(disguised.statusCode).toBe(400)
    const missing = await deliver(t.app, operator, 99_999_999)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('订单不存在')
    const rows = await t.app.db.selectFrom('orderDeliverable').select('id').where('orderId', '=', orderId).execute()
    expect(rows).toEqual([])
  })
})

describe('权限：只有员工能交付，只有订单的客户能查看与下载', () => {
  it('客户、未登录者与编辑不能交付', async () => {
    const { customer, orderId } = await finishedOrder()
    expect((await deliver(t.app, undefined, orderId)).statusCode).toBe(401)
    expect((await deliver(t.app, customer.token, orderId)).statusCode).toBe(401)
    const editor = await staffToken(t.app, 'editor')
    expect((await deliver(t.app, editor, orderId)).statusCode).toBe(403)
    expect((await adminCall(t.app, editor, 'GET', `/api/v1/admin/orders/${orderId}/deliverables`)).status).toBe(403)
    expect((await adminCall(t.app, customer.token, 'GET', `/api/v1/admin/orders/${orderId}/deliverables`)).status).toBe(
      401,
    )
  })

  it('另一位客户看不到、下载不了，也取不到下载地址：都是不存在', async () => {
    const a = await finishedOrder()
    const b = await loggedInCustomer(t.app)
    const { id } = await delivered(a.orderId)
    const list = await listOf(b.token, a.orderno)
    expect(list.status).toBe(404)
    expect(list.body.message).toBe('订单不存在')
    const file = await download(b.token, `/api/v1/order/deliverables/${id}/download`)
    expect(file.statusCode).toBe(404)
    expect(file.json().message).toBe('交付文件不存在')
    const link = await authed(t.app, b.token, '/api/v1/order/deliverables/link', { id })
    expect(link.status).toBe(404)
    expect((await download(undefined, `/api/v1/order/deliverables/${id}/download`)).statusCode).toBe(401)
    // Nothing of B's attempts counts as a download; A still downloads.
    const downloads = await t.app.db
      .selectFrom('deliverableDownload')
      .select('id')
      .where('deliverableId', '=', id)
      .execute()
    expect(downloads).toEqual([])
    expect((await download(a.customer.token, `/api/v1/order/deliverables/${id}/download`)).statusCode).toBe(200)
  })
})

describe('删除与保留期限', () => {
  it('员工删除交付文件：记入操作日志，存储中的文件被删除，客户不再看到', async () => {
    const { customer, orderId, orderno } = await finishedOrder()
    const { id } = await delivered(orderId)
    const row = await t.app.db
      .selectFrom('orderDeliverable')
      .select('storageKey')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(await t.app.storage.head(row.storageKey)).toBeDefined()
    const removed = await adminCall(t.app, operator, 'DELETE', `/api/v1/admin/orders/${orderId}/deliverables/${id}`)
    expect(removed.status).toBe(200)
    expect(await t.app.storage.head(row.storageKey)).toBeUndefined()
    expect((await listOf(customer.token, orderno)).body.data).toEqual([])
    const audit = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetType', '=', 'deliverables')
      .where('targetId', '=', String(id))
      .orderBy('id')
      .execute()
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'delete'])
    expect(audit[1]!.summary).toContain(orderno)
    const again = await adminCall(t.app, operator, 'DELETE', `/api/v1/admin/orders/${orderId}/deliverables/${id}`)
    expect(again.status).toBe(404)
  })

  it('保留天数取自网站设置；到期后定时任务删除存储中的文件，客户看到已过期且不能下载', async () => {
    const admin = await staffToken(t.app, 'admin')
    const setTo = (days: string) =>
      adminCall(t.app, admin, 'PUT', '/api/v1/admin/settings', { settings: { [RETENTION_SETTING]: days } })
    expect((await setTo('0')).status).toBe(400)
    expect((await setTo('30')).status).toBe(200)
    const { customer, orderId, orderno } = await finishedOrder()
    const { id } = await delivered(orderId)
    await setTo('90')
    const [item] = (await listOf(customer.token, orderno)).body.data
    expect(Date.parse(item.expiresAt) - Date.parse(item.createTime)).toBe(30 * DAY_MS)

    const { storageKey } = await t.app.db
      .selectFrom('orderDeliverable')
      .select('storageKey')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    // Not yet due: the job leaves it.
    await expireDeliverables(t.app.db, t.app.storage)
    expect(await t.app.storage.head(storageKey)).toBeDefined()
    // 31 days on, it is.
    const counts = await expireDeliverables(t.app.db, t.app.storage, new Date(Date.now() + 31 * DAY_MS))
    expect(counts.expired).toBeGreaterThanOrEqual(1)
    expect(await t.app.storage.head(storageKey)).toBeUndefined()
    const [expired] = (await listOf(customer.token, orderno)).body.data
    expect(expired).toMatchObject({ id, expired: true, url: null })
    const file = await download(customer.token, `/api/v1/order/deliverables/${id}/download`)
    expect(file.statusCode).toBe(409)
    expect(file.json().message).toBe('交付文件已过期')
  })
})

describe('分片上传（大文件，可续传）', () => {
  const base = (orderId: number) => `/api/v1/admin/orders/${orderId}/deliverables/uploads`
  const putPart = (orderId: number, uploadId: string, part: number, content: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `${base(orderId)}/${uploadId}/parts/${part}`,
      payload: content,
      headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/octet-stream' },
    })

  it('中断后按服务器已有的分片续传，重发的分片替换原有的；合并后的文件 SHA-256 正确', async () => {
    const { customer, orderId, orderno } = await finishedOrder()
    // Two parts: a full one and a short last one; a gzip file (FASTQ.gz) by its first bytes.
    const file = Buffer.alloc(MIN_PART_BYTES + 1000)
    for (let index = 0; index < file.length; index += 1) file[index] = (index * 31) % 251
    file[0] = 0x1f
    file[1] = 0x8b
    const started = await adminCall(t.app, operator, 'POST', base(orderId), {
      name: 'run1_R1.fastq.gz',
      size: file.length,
      note: '测序原始数据',
    })
    expect(started.body.data).toMatchObject({ partSize: MIN_PART_BYTES, partCount: 2, parts: [] })
    const { uploadId } = started.body.data
    const first = file.subarray(0, MIN_PART_BYTES)
    const last = file.subarray(MIN_PART_BYTES)

    // Part 1 goes with wrong bytes first (a corrupted send), the upload is "interrupted".
    const corrupted = Buffer.from(first)
    corrupted[100] = corrupted[100]! ^ 0xff
    expect((await putPart(orderId, uploadId, 1, corrupted)).statusCode).toBe(200)
    // Completing now is refused: part 2 is missing.
    const early = await adminCall(t.app, operator, 'POST', `${base(orderId)}/${uploadId}/complete`)
    expect(early.status).toBe(400)
    expect(early.body.message).toBe('还有分片未上传')

    // The page opened again finds the upload and the part the server holds.
    const listed = await adminCall(t.app, operator, 'GET', `/api/v1/admin/orders/${orderId}/deliverables`)
    expect(listed.body.data.uploads).toEqual([
      expect.objectContaining({ uploadId, name: 'run1_R1.fastq.gz', parts: [{ part: 1, size: MIN_PART_BYTES }] }),
    ])
    // A part of the wrong size is refused and not kept.
    const short = await putPart(orderId, uploadId, 2, last.subarray(1))
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('分片大小与约定不符')
    const beyond = await putPart(orderId, uploadId, 3, last)
    expect(beyond.statusCode).toBe(400)
    // Resumed: part 2, and part 1 sent again, which replaces the corrupted one.
    expect((await putPart(orderId, uploadId, 2, last)).statusCode).toBe(200)
    const resent = await putPart(orderId, uploadId, 1, first)
    expect(resent.json().data.parts).toEqual([
      { part: 1, size: MIN_PART_BYTES },
      { part: 2, size: 1000 },
    ])

    const completed = await adminCall(t.app, operator, 'POST', `${base(orderId)}/${uploadId}/complete`)
    expect(completed.status).toBe(200)
    expect(completed.body.data.deliverable).toMatchObject({
      name: 'run1_R1.fastq.gz',
      size: file.length,
      checksum: sha256(file),
      note: '测序原始数据',
    })
    await mailTo(t.smtp, customer.email, new RegExp(`订单 ${orderno} 有新的交付文件`))
    const [item] = (await listOf(customer.token, orderno)).body.data
    const downloaded = await download(customer.token, item.url)
    expect(sha256(downloaded.rawPayload)).toBe(sha256(file))
    // The upload is over: its id is no longer known.
    expect((await adminCall(t.app, operator, 'GET', `${base(orderId)}/${uploadId}`)).status).toBe(404)
    expect((await putPart(orderId, uploadId, 1, first)).statusCode).toBe(404)
  })

  it('第一片的内容须与文件类型相符；放弃的上传删除已收到的分片', async () => {
    const { orderId } = await finishedOrder()
    const started = await adminCall(t.app, operator, 'POST', base(orderId), { name: 'report.pdf', size: 20 })
    const { uploadId } = started.body.data
    const wrong = await putPart(orderId, uploadId, 1, Buffer.from('MZ'.padEnd(20, 'x')))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toMatch(/^只能上传 PDF/)
    expect((await putPart(orderId, uploadId, 1, Buffer.from('%PDF-'.padEnd(20, 'x')))).statusCode).toBe(200)
    expect((await adminCall(t.app, operator, 'DELETE', `${base(orderId)}/${uploadId}`)).status).toBe(200)
    expect((await adminCall(t.app, operator, 'GET', `${base(orderId)}/${uploadId}`)).status).toBe(404)
    const refused = await adminCall(t.app, operator, 'POST', base(orderId), { name: 'virus.exe', size: 10 })
    expect(refused.status).toBe(400)
    const tooLarge = await adminCall(t.app, operator, 'POST', base(orderId), { name: 'a.bam', size: 60 * 1024 ** 3 })
    expect(tooLarge.body.message).toBe('文件不能超过 50 GB')
  })

  it('同时完成两次（双击、重试）：只交付一次，文件完好；正在合并时不能再完成、续传或放弃', async () => {
    const { customer, orderno, orderId } = await finishedOrder()
    const content = Buffer.from('%PDF-1.7 a short report')
    const startUpload = async () => {
      const started = await adminCall(t.app, operator, 'POST', base(orderId), { name: 'r.pdf', size: content.length })
      const { uploadId } = started.body.data as { uploadId: string }
      expect((await putPart(orderId, uploadId, 1, content)).statusCode).toBe(200)
      return uploadId
    }
    const complete = (uploadId: string) => adminCall(t.app, operator, 'POST', `${base(orderId)}/${uploadId}/complete`)

    const twice = await startUpload()
    const answers = await Promise.all([complete(twice), complete(twice)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)])
    const loser = answers.find((answer) => answer.status !== 200)!
    expect([404, 409]).toContain(loser.status)
    const listed = (await listOf(customer.token, orderno)).body.data as { url: string }[]
    expect(listed).toHaveLength(1)
    expect((await download(customer.token, listed[0]!.url)).rawPayload.equals(content)).toBe(true)

    // Another request holds the claim: completing, resending a part and abandoning wait for it.
    const held = await startUpload()
    const claimedAt = (ms: number) =>
      t.app.db
        .updateTable('deliverableUpload')
        .set({ completingSince: new Date(Date.now() - ms).toISOString() })
        .where('id', '=', held)
        .execute()
    await claimedAt(1000)
    const busy = await complete(held)
    expect(busy.status).toBe(409)
    expect(busy.body.message).toBe('文件正在合并，请稍候刷新查看')
    expect((await putPart(orderId, held, 1, content)).statusCode).toBe(409)
    expect((await adminCall(t.app, operator, 'DELETE', `${base(orderId)}/${held}`)).status).toBe(409)
    // A claim left 31 minutes ago by a request that died is taken over.
    await claimedAt(31 * 60_000)
    expect((await complete(held)).status).toBe(200)
    expect((await listOf(customer.token, orderno)).body.data).toHaveLength(2)
  })

  it('开始后无人理会的上传：7 天后定时任务删除已收到的分片与上传记录', async () => {
    const { orderId } = await finishedOrder()
    const started = await adminCall(t.app, operator, 'POST', base(orderId), { name: 'left.pdf', size: 20 })
    const { uploadId } = started.body.data
    expect((await putPart(orderId, uploadId, 1, Buffer.from('%PDF-'.padEnd(20, 'x')))).statusCode).toBe(200)
    const { storageUploadId } = await t.app.db
      .selectFrom('deliverableUpload')
      .select('storageUploadId')
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow()
    // The test app's storage is the local directory, which keeps each upload's parts in a folder.
    const partsDir = path.join('data/test', '.parts', storageUploadId)
    const rowsOf = async () => ({
      upload: await t.app.db.selectFrom('deliverableUpload').select('id').where('id', '=', uploadId).execute(),
      parts: await t.app.db
        .selectFrom('deliverableUploadPart')
        .select('partNumber')
        .where('uploadId', '=', uploadId)
        .execute(),
    })

    // Six days on, it is still resumable.
    await expireDeliverables(t.app.db, t.app.storage, new Date(Date.now() + 6 * DAY_MS))
    expect((await adminCall(t.app, operator, 'GET', `${base(orderId)}/${uploadId}`)).body.data.parts).toEqual([
      { part: 1, size: 20 },
    ])
    expect(fs.readdirSync(partsDir)).toEqual(['1'])

    // Past seven days, its parts and its rows are gone.
    const counts = await expireDeliverables(t.app.db, t.app.storage, new Date(Date.now() + 8 * DAY_MS))
    expect(counts.abandonedUploads).toBeGreaterThanOrEqual(1)
    expect(fs.existsSync(partsDir)).toBe(false)
    expect(await rowsOf()).toEqual({ upload: [], parts: [] })
    expect((await adminCall(t.app, operator, 'GET', `${base(orderId)}/${uploadId}`)).status).toBe(404)
    expect((await putPart(orderId, uploadId, 1, Buffer.from('%PDF-'.padEnd(20, 'x')))).statusCode).toBe(404)
  })

  it('大于 2^31 字节的大小原样保存（PostgreSQL 的 bigint 列）', async () => {
    const { customer, orderId, orderno } = await finishedOrder()
    const size = 3 * 2 ** 31 + 7
    const now = new Date().toISOString()
    await t.app.db
      .insertInto('orderDeliverable')
      .values({
        orderId,
        sampleId: null,
        name: 'huge.bam',
        storageKey: `deliverables/test/${orderId}.bam`,
        mimeType: 'application/octet-stream',
        size,
        checksum: null,
        staffId: null,
        createTime: now,
        expiresAt: new Date(Date.now() + DAY_MS).toISOString(),
      })
      .execute()
    const [item] = (await listOf(customer.token, orderno)).body.data
    expect(item.size).toBe(size)
    const started = await adminCall(t.app, operator, 'POST', base(orderId), { name: 'run.bam', size })
    expect(started.body.data).toMatchObject({ size, partCount: Math.ceil(size / started.body.data.partSize) })
    await t.app.db
      .insertInto('uploadedFile')
      .values({
        memberId: customer.id,
        storedName: `2026/11/${crypto.randomUUID()}.pdf`,
        mimeType: 'application/pdf',
        size,
        checksum: null,
        createTime: now,
      })
      .execute()
    const proof = await t.app.db
      .selectFrom('uploadedFile')
      .select('size')
      .where('memberId', '=', customer.id)
      .executeTakeFirstOrThrow()
    expect(Number(proof.size)).toBe(size)
  })
})
