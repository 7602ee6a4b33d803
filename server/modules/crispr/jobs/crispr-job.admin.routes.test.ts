import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CRISPR_JOB_STATUS } from '#common/schemas/crispr.ts'
import { loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { adminCall, staffToken } from '#tests/setup/admin-helpers.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let operator: string
let editor: string
let customer: { id: number; email: string; token: string }
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true })
  operator = await staffToken(t.app, 'operator')
  editor = await staffToken(t.app, 'editor')
  customer = await loggedInCustomer(t.app)
})
afterAll(() => t.close())

const asOperator = (method: 'GET' | 'POST' | 'DELETE', path: string) =>
  adminCall(t.app, operator, method, `/api/v1/admin${path}`)

async function job(status: number, title: string) {
  const { id } = await t.app.db
    .insertInto('crisprJob')
    .values({
      memberId: customer.id,
      title,
      email: customer.email,
      pamType: 1,
      genome: 1,
      pairs: 'GACGCATAAAGATGAGACGCTGG,GACGCATAAAGATGAGACGCTGG',
      pairCount: 1,
      status,
      failure: status === CRISPR_JOB_STATUS.failed ? '评分多次中断' : '',
      attempts: 3,
      notified: 1,
      createTime: new Date().toISOString(),
      finishTime: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

const ON_TARGET = 'GACGCATAAAGATGAGACGCTGG'

/** A scored pair of `jobId`: the on-target against `offSeq`. */
const resultRow = (jobId: number, position: number, offSeq: string, score: number, cfd: number | null) => ({
  jobId,
  position,
  onSeq: ON_TARGET,
  offSeq,
  score,
  cfd,
})

describe('CRISPR 任务', () => {
  it('列出所有客户的任务及其所有者，可按状态筛选', async () => {
    const failed = await job(CRISPR_JOB_STATUS.failed, '失败的任务')
    await job(CRISPR_JOB_STATUS.finished, '完成的任务')
    const { body } = await asOperator('GET', `/crispr-jobs?status=${CRISPR_JOB_STATUS.failed}`)
    expect(body.data.total).toBe(1)
    expect(body.data.data[0]).toMatchObject({ id: failed, memberEmail: customer.email, failure: '评分多次中断' })
    expect((await asOperator('GET', `/crispr-jobs/${failed}`)).body.data.title).toBe('失败的任务')
  })

  it('失败的任务重新排队：状态、尝试次数与通知重置；其他状态的任务不能重跑', async () => {
    const failed = await job(CRISPR_JOB_STATUS.failed, '再来一次')
    expect((await asOperator('POST', `/crispr-jobs/${failed}/rerun`)).body.code).toBe(200)
    const row = await t.app.db
      .selectFrom('crisprJob')
      .select(['status', 'attempts', 'failure', 'notified', 'finishTime'])
      .where('id', '=', failed)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: CRISPR_JOB_STATUS.running, attempts: 0, failure: '', notified: 0, finishTime: null })

    const finished = await job(CRISPR_JOB_STATUS.finished, '已完成')
    expect((await asOperator('POST', `/crispr-jobs/${finished}/rerun`)).body.message).toBe('只能重新运行失败的任务')
    expect((await asOperator('POST', '/crispr-jobs/987654/rerun')).status).toBe(404)
  })
  it('删除任务连同其结果，写入操作日志；不存在的任务答 404', async () => {
    const finished = await job(CRISPR_JOB_STATUS.finished, '要删除的任务')
    await t.app.db
      .insertInto('crisprResult')
      .values(resultRow(finished, 0, ON_TARGET, 0.9, 1))
      .execute()
    const { body } = await asOperator('DELETE', `/crispr-jobs/${finished}`)
    expect(body).toMatchObject({ code: 200, message: '删除成功' })
    expect((await asOperator('GET', `/crispr-jobs/${finished}`)).status).toBe(404)
    const results = await t.app.db.selectFrom('crisprResult').select('jobId').where('jobId', '=', finished).execute()
    expect(results).toEqual([])
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'summary'])
      .where('targetType', '=', 'crispr-jobs')
      .where('action', '=', 'delete')
      .execute()
    expect(audit).toEqual([{ action: 'delete', summary: `删除 CRISPR 任务 #${finished}（要删除的任务）` }])
    expect((await asOperator('DELETE', '/crispr-jobs/987654')).status).toBe(404)
  })

  it('一个任务的详情：所有者、参数、提交的序列对与结果，结果 CSV 与客户下载的相同；编辑无权查看', async () => {
    const finished = await job(CRISPR_JOB_STATUS.finished, '看结果')
    await t.app.db
      .updateTable('crisprJob')
      .set({
        pairs: 'GACGCATAAAGATGAGACGCTGG,GACGCATAAAGATGAGACGCTGG\nGACGCATAAAGATGAGACGCTGG,GACGCATAAAGATGAGACGCAGG',
        pairCount: 2,
        outCsvfile: 'CRISPR-Net_20261127-120000.csv',
      })
      .where('id', '=', finished)
      .execute()
    await t.app.db
      .insertInto('crisprResult')
      .values([
        resultRow(finished, 0, ON_TARGET, 0.9, 1),
        resultRow(finished, 1, 'GACGCATAAAGATGAGACGCAGG', 0.25, null),
      ])
      .execute()

    const { body } = await asOperator('GET', `/crispr-jobs/${finished}`)
    expect(body.data).toMatchObject({
      id: finished,
      memberEmail: customer.email,
      title: '看结果',
      attempts: 3,
      outCsvfile: 'CRISPR-Net_20261127-120000.csv',
      pairs: [
        { on_seq: 'GACGCATAAAGATGAGACGCTGG', off_seq: 'GACGCATAAAGATGAGACGCTGG' },
        { on_seq: 'GACGCATAAAGATGAGACGCTGG', off_seq: 'GACGCATAAAGATGAGACGCAGG' },
      ],
      results: [
        { on_seq: 'GACGCATAAAGATGAGACGCTGG', off_seq: 'GACGCATAAAGATGAGACGCTGG', score: 0.9, cfd: 1 },
        { on_seq: 'GACGCATAAAGATGAGACGCTGG', off_seq: 'GACGCATAAAGATGAGACGCAGG', score: 0.25, cfd: null },
      ],
    })

    const csv = await asOperator('GET', `/crispr-jobs/${finished}/result`)
    expect(csv.status).toBe(200)
    expect(String(csv.text)).toContain('GACGCATAAAGATGAGACGCAGG,0.25,')
    const customerCopy = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crisprNet/download',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { id: finished },
    })
    expect(csv.text).toBe(customerCopy.body)

    for (const path of [`/crispr-jobs/${finished}`, `/crispr-jobs/${finished}/result`]) {
      const refused = await adminCall(t.app, editor, 'GET', `/api/v1/admin${path}`)
      expect(refused.status, path).toBe(403)
    }
  })

  it('失败的任务：详情有提交的序列对而没有结果，结果文件答“尚未完成”', async () => {
    const failed = await job(CRISPR_JOB_STATUS.failed, '没有结果')
    const { body } = await asOperator('GET', `/crispr-jobs/${failed}`)
    expect(body.data).toMatchObject({ status: CRISPR_JOB_STATUS.failed, failure: '评分多次中断', results: [] })
    expect(body.data.pairs).toHaveLength(1)
    const csv = await asOperator('GET', `/crispr-jobs/${failed}/result`)
    expect(csv.status).toBe(409)
    expect(csv.body.message).toBe('任务尚未完成，暂无结果文件')
    expect((await asOperator('GET', '/crispr-jobs/987654/result')).status).toBe(404)
  })
})
