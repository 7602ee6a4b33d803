// CRISPR-Net jobs through the API: submission rules with line numbers, the
// 30-second gap, owner-only reads, and a job scored by the in-process worker (real
// model, real scoring thread) with its CSV and e-mail.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_PAIRS, resubmitTooSoonMessage } from '#common/schemas/crispr.ts'
import { readModelIdentity } from '#server/modules/crispr/scoring/model-identity.ts'
import { readReferenceScores, referenceModelDir } from '#server/modules/crispr/scoring/reference-data.ts'
import { JOBS_PER_DAY } from './crispr-job.service.ts'
import { crisprResultMail } from './crispr-mail.ts'
import { JOB_FAILURES } from './job-failure-messages.ts'
import { authed, loggedInCustomer, mailTo, nextIp } from '#tests/setup/account-helpers.ts'
import { type SmtpSink, startSmtpSink } from '#tests/setup/smtp-sink.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'

let t: TestApp
let smtp: SmtpSink
let dataDir: string

beforeAll(async () => {
  smtp = await startSmtpSink()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crispr-jobs-'))
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: smtp.url, DATA_DIR: dataDir, CRISPR_WORKER: 'inline', CRISPR_WORKER_POLL_MS: '200' },
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const reference = readReferenceScores()
const pairsText = (count: number, from = 0) =>
  reference
    .slice(from, from + count)
    .map((pair) => `${pair.on_seq},${pair.off_seq}`)
    .join('\n')

const job = (overrides: Record<string, unknown> = {}) => ({
  title: 'EMX1 sgRNA',
  xulie: pairsText(5),
  type: 1,
  type1: 1,
  ...overrides,
})

// Each call from a new address: addJob is also limited per address.
const call = (token: string | undefined, name: string, payload?: Record<string, unknown>) =>
  authed(t.app, token, `/api/v1/crisprNet/${name}`, payload, { ip: nextIp() })

/** Lets the member submit again at once: moves their jobs' submission time back past the gap. */
const forgetLastSubmission = (memberId: number) =>
  t.app.db
    .updateTable('crisprJob')
    .set({ createTime: new Date(Date.now() - 60_000).toISOString() })
    .where('memberId', '=', memberId)
    .execute()

async function waitForStatus(token: string, id: number, done = (status: number) => status !== 1) {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const { body } = await call(token, 'read', { id })
    if (done(body.data.status as number)) return body.data
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`job ${id} did not finish`)
}

describe('addJob', () => {
  it('needs a login', async () => {
    const { status, body } = await call(undefined, 'addJob', job())
    expect(status).toBe(401)
    expect(body.code).toBe(401)
  })

  it('reports every bad line with its number, and the other fields, in one answer', async () => {
    const { token } = await loggedInCustomer(t.app)
    const on = reference[0]!.on_seq
    const xulie = [`${on},${reference[0]!.off_seq}`, '', `${on},${on}A`, `${on}`, `${on},NNNNNNNNNNNNNNNNNNNNNGG`].join(
      '\n',
    )
    const { status, body } = await call(token, 'addJob', job({ title: '', email: '李雷@example.com', xulie }))
    expect(status).toBe(400)
    expect(body.code).toBe(201)
    expect(body.fieldErrors).toEqual({
      title: '请输入任务名称',
      email: '请输入英文，不能包含中文',
      xulie: [
        '第 3 行：两条序列长度不一致',
        '第 4 行：格式应为 on_seq,off_seq（两条序列用英文逗号分隔）',
        '第 5 行：off_seq 不能含有 N（脱靶位点必须是确定的碱基）',
      ].join('\n'),
    })
  })

  it.each([
    [{ xulie: '' }, 'xulie', '请上传 CSV 格式的文件或输入序列'],
    [{ xulie: `${pairsText(1)}，` }, 'xulie', '请输入英文，不能包含中文'],
    [{ csvfile: 'pairs.txt' }, 'csvfile', '请上传 CSV 格式的文件或输入序列'],
    [{ email: 'not-an-address' }, 'email', '邮箱地址不合法!'],
    [{ type: '' }, 'type', '请选择 PAM 类型'],
    [{ type: 99 }, 'type', '请选择 PAM 类型'],
    [{ type1: 99 }, 'type1', '请选择基因组'],
    [
      { xulie: 'GAGTCCGAGCAGAAGAAGAAAG,GAGTCCGAGCAGAAGAAGAAAG' },
      'xulie',
      '第 1 行：序列长度必须为 23 或 24（当前为 22）',
    ],
    [
      { xulie: 'GAGTCCGAGCAGAAGAAGAAXGG,GAGTCCGAGCAGAAGAAGAAAGG' },
      'xulie',
      '第 1 行：on_seq 含有非法字符“X”（只允许 A/C/G/T/N 和空位 - 或 _）',
    ],
  ])('refuses %o (%s)', async (overrides, field, message) => {
    const { token, email } = await loggedInCustomer(t.app)
    const { body } = await call(token, 'addJob', job({ email, ...overrides }))
    expect(body.code).toBe(201)
    expect(body.fieldErrors?.[field]).toContain(message)
  })

  it(`takes ${MAX_PAIRS} pairs but not ${MAX_PAIRS + 1}`, async () => {
    const { token, email } = await loggedInCustomer(t.app)
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => pairsText(1, i % reference.length)).join('\n')
    const tooMany = await call(token, 'addJob', job({ email, xulie: lines(MAX_PAIRS + 1) }))
    expect(tooMany.body.fieldErrors?.xulie).toBe('序列对数量必须少于 1000（当前 1000 对）')
    const most = await call(token, 'addJob', job({ email, xulie: lines(MAX_PAIRS) }))
    expect(most.body.code).toBe(200)
    const stored = await t.app.db
      .selectFrom('crisprJob')
      .select('pairCount')
      .where('id', '=', most.body.data.info as number)
      .executeTakeFirstOrThrow()
    expect(stored.pairCount).toBe(MAX_PAIRS)
  })

  it('accepts a CSV file: header, byte-order mark and CRLF, its name kept', async () => {
    const { token, email } = await loggedInCustomer(t.app)
    const csv = `\uFEFFon_seq,off_seq\r\n${pairsText(2).replace('\n', '\r\n')}\r\n`
    const { body } = await call(token, 'addJob', job({ email, xulie: csv, csvfile: 'emx1.csv' }))
    expect(body.code).toBe(200)
    const stored = await t.app.db
      .selectFrom('crisprJob')
      .select(['csvfile', 'pairCount'])
      .where('id', '=', body.data.info as number)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ csvfile: 'emx1.csv', pairCount: 2 })
  })

  it('refuses a second submission within 30 seconds, saying how long to wait', async () => {
    const { id, token, email } = await loggedInCustomer(t.app)
    expect((await call(token, 'addJob', job({ email }))).body.code).toBe(200)
    const again = await call(token, 'addJob', job({ email }))
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(/^提交过于频繁：两次提交至少间隔 30 秒，请 (\d+) 秒后再提交$/)
    const seconds = Number(/请 (\d+) 秒/.exec(again.body.message)?.[1])
    expect(seconds).toBeGreaterThanOrEqual(29)
    expect(seconds).toBeLessThanOrEqual(30)
    expect(again.body.message).toBe(resubmitTooSoonMessage(seconds))

    // Another customer is not held up, and the first may submit once the gap has passed.
    const other = await loggedInCustomer(t.app)
    expect((await call(other.token, 'addJob', job({ email: other.email }))).body.code).toBe(200)
    await forgetLastSubmission(id)
    expect((await call(token, 'addJob', job({ email }))).body.code).toBe(200)
  })

  it('lets only one of two simultaneous submissions through', async () => {
    const { id, token, email } = await loggedInCustomer(t.app)
    const answers = await Promise.all([call(token, 'addJob', job({ email })), call(token, 'addJob', job({ email }))])
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 429])
    const stored = await t.app.db.selectFrom('crisprJob').select('id').where('memberId', '=', id).execute()
    expect(stored).toHaveLength(1)
  })
})

describe('result mail', () => {
  it('only goes to the account’s own address: another address is refused', async () => {
    const { token, email } = await loggedInCustomer(t.app)
    const { status, body } = await call(token, 'addJob', job({ email: 'stranger@elsewhere.example' }))
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 201, message: '结果邮件只能发送到您账户的登录邮箱' })
    expect(body.fieldErrors).toEqual({ email: '结果邮件只能发送到您账户的登录邮箱' })
    // The account's address, in any case, is accepted and stored as the account has it.
    const own = await call(token, 'addJob', job({ email: email.toUpperCase() }))
    expect(own.body.code).toBe(200)
    const stored = await t.app.db
      .selectFrom('crisprJob')
      .select('email')
      .where('id', '=', own.body.data.info as number)
      .executeTakeFirstOrThrow()
    expect(stored.email).toBe(email)
  })

  it(`an account submits at most ${JOBS_PER_DAY} jobs in 24 hours`, async () => {
    const { id, token, email } = await loggedInCustomer(t.app)
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString()
    const earlier = (createTime: string) => ({
      memberId: id,
      title: 'earlier',
      email,
      pamType: 1,
      genome: 1,
      pairs: pairsText(1),
      pairCount: 1,
      status: 3,
      createTime,
    })
    await t.app.db
      .insertInto('crisprJob')
      .values([
        earlier(hoursAgo(25)),
        ...Array.from({ length: JOBS_PER_DAY - 1 }, (_, i) => earlier(hoursAgo(23 - i / 2))),
      ])
      .execute()
    expect((await call(token, 'addJob', job({ email }))).body.code).toBe(200)
    await forgetLastSubmission(id)
    const refused = await call(token, 'addJob', job({ email }))
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(`每个账户每天最多提交 ${JOBS_PER_DAY} 个任务，请明天再试`)
  })

  it('shows the job title as plain text: markup in it is escaped in the HTML part', () => {
    const mail = crisprResultMail(
      { email: 'a@b.cn', title: '<a href="https://evil.example">点此</a>', pairCount: 1, finished: true, failure: '' },
      'https://www.langene.example.com/crispr-result?id=1',
    )
    expect(mail.html).not.toContain('<a href="https://evil.example">')
    expect(mail.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;')
    expect(mail.text).toContain('<a href="https://evil.example">点此</a>')
  })
})

describe('a scored job', () => {
  it('is scored by the worker: status, reference scores, CSV with BOM, e-mail with the link', async () => {
    const { token, email } = await loggedInCustomer(t.app)
    const submitted = await call(token, 'addJob', job({ email, xulie: pairsText(5, 10) }))
    expect(submitted.body.code).toBe(200)
    const id = submitted.body.data.info as number

    const read = await waitForStatus(token, id)
    expect(read).toMatchObject({ id, status: 3, title: 'EMX1 sgRNA', pairCount: 5, failure: '' })
    expect(read.pamType).toBe('SpCas9 — NGG')
    expect(read.out_csvfile).toMatch(/^CRISPR-Net_\d{8}-\d{6}\.csv$/)
    expect(read.model).toEqual({
      name: 'CRISPR_Net_CIRCLE_elevation_SITE',
      version: 'v2 (0843c48)',
      weightsSha256: (await readModelIdentity(referenceModelDir())).weightsSha256,
      scoredAt: read.finishTime,
    })
    expect(read.shared).toBe(false)
    const expected = reference.slice(10, 15)
    expect(read.jieguo).toHaveLength(5)
    read.jieguo.forEach((row: { on_seq: string; off_seq: string; score: number }, i: number) => {
      expect([row.on_seq, row.off_seq]).toEqual([expected[i]!.on_seq, expected[i]!.off_seq])
      expect(Math.abs(row.score - expected[i]!.score)).toBeLessThan(1e-5)
    })

    const download = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crisprNet/download',
      payload: { id },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${read.out_csvfile}"`)
    expect(download.headers['cache-control']).toBe('no-store')
    const [header, ...lines] = download.body.trimEnd().split('\r\n')
    expect(header).toBe(
      '\uFEFFon_seq,off_seq,CRISPR_Net_score,CFD_score,outside_model_domain,model,model_version,weights_sha256,scored_at',
    )
    expect(lines).toHaveLength(5)
    // Every row names the model that scored it, as the read does.
    const stamp = [read.model.name, read.model.version, read.model.weightsSha256, read.model.scoredAt].join(',')
    for (const line of lines) expect(line.endsWith(`,${stamp}`)).toBe(true)

    // An instance without the file (another server's disk) builds the same file from the rows.
    // The worker writes the file just after it marks the job finished: wait for it first.
    const resultFile = path.join(dataDir, 'crispr-results', `${id}.csv`)
    await vi.waitFor(() => expect(fs.existsSync(resultFile)).toBe(true), { timeout: 5000 })
    fs.rmSync(resultFile)
    const rebuilt = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crisprNet/download',
      payload: { id },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(rebuilt.body).toBe(download.body)

    const mail = await mailTo(smtp, email, /已完成/)
    expect(mail.text).toContain(`http://localhost:3000/crispr-result?id=${id}`)
  })

  it('is read, listed and downloaded by its owner only', async () => {
    const owner = await loggedInCustomer(t.app)
    const stranger = await loggedInCustomer(t.app)
    const id = (await call(owner.token, 'addJob', job({ email: owner.email }))).body.data.info as number
    await waitForStatus(owner.token, id)

    for (const name of ['read', 'download']) {
      const { status, body } = await call(stranger.token, name, { id })
      expect(status).toBe(404)
      expect(body).toMatchObject({ code: 404, error: 'NOT_FOUND', message: '任务不存在或已过期（结果保留 3 天）' })
    }
    expect((await call(stranger.token, 'list', {})).body.data).toEqual({ data: [], total: 0 })
    const mine = await call(owner.token, 'list', {})
    expect(mine.body.data.total).toBe(1)
    expect(mine.body.data.data[0]).toMatchObject({ id, status: 3, pairCount: 5, title: 'EMX1 sgRNA' })
    expect((await call(owner.token, 'read', { id: 999_999 })).status).toBe(404)
  })
})

describe('availability', () => {
  it('says scoring is available when the model is installed', async () => {
    const { body } = await post(t.app, '/api/v1/crisprNet/availability')
    expect(body.data).toEqual({ available: true, message: 'CRISPR-Net 评分服务可用' })
  })
})

describe('without the model', () => {
  it('says scoring is unavailable, and a submitted job fails with that reason', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-model-'))
    const bare = await createTestApp({
      seed: false,
      env: { DATA_DIR: dataDir, CRISPR_NET_MODEL_DIR: emptyDir, CRISPR_WORKER: 'inline', CRISPR_WORKER_POLL_MS: '200' },
    })
    try {
      const availability = await post(bare.app, '/api/v1/crisprNet/availability')
      expect(availability.body.data).toEqual({
        available: false,
        message: 'CRISPR-Net 评分服务暂不可用：模型尚未安装。请联系我们，或稍后再试。',
      })
      const { token, email } = await loggedInCustomer(bare.app)
      const submitted = await authed(bare.app, token, '/api/v1/crisprNet/addJob', job({ email }), { ip: nextIp() })
      const id = submitted.body.data.info as number
      await expect
        .poll(async () => (await authed(bare.app, token, '/api/v1/crisprNet/read', { id })).body.data.status, {
          timeout: 10_000,
        })
        .toBe(2)
      const read = await authed(bare.app, token, '/api/v1/crisprNet/read', { id })
      expect(read.body.data).toMatchObject({ failure: JOB_FAILURES.modelMissing, jieguo: [], out_csvfile: '' })
    } finally {
      await bare.close()
      fs.rmSync(emptyDir, { recursive: true, force: true })
    }
  })
})
