// Editors import catalogue entries from GenBank files and the CSV template: the preview says
// what each row would do and writes nothing; applying saves every row or none.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { GENBANK_IMPORT_DEFAULTS } from '#common/plasmid-filters.ts'
import type { PlasmidImportRow } from '#common/schemas/admin-plasmid-import.ts'
import { dialectOf } from '#server/db/dialect.ts'
import { parseEnv } from '#server/env.ts'
import { parseCsv } from '#server/lib/csv.ts'
import { loggedInCustomer } from '#tests/setup/account-helpers.ts'
import { adminCall, staffTestApp, staffToken } from '#tests/setup/admin-helpers.ts'
import { post } from '#tests/setup/test-app.ts'
import { countRows } from '#tests/setup/test-database.ts'
import { parseGenbank } from '../genbank/parse.ts'
import { writeGenbank } from '../genbank/write.ts'

const staff = staffTestApp('editor')

/** The GenBank records of ../shared (vitest.config.ts points PLASMID_GENBANK_DIR at them). */
const GENBANK_DIR = parseEnv().PLASMID_GENBANK_DIR
if (!GENBANK_DIR) throw new Error('The GenBank records are not installed (PLASMID_GENBANK_DIR).')
const genbankFile = (name: string) => ({ name, content: readFileSync(path.join(GENBANK_DIR, name), 'utf8') })

const callAs = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  adminCall(staff.app, token, method, `/api/v1/admin${url}`, payload)
const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  callAs(staff.token, method, url, payload)
const preview = (payload: Record<string, unknown>) => call('POST', '/plasmid-import/preview', payload)
const apply = (payload: Record<string, unknown>) => call('POST', '/plasmid-import/apply', payload)
const csvImport = (content: string, name = '质粒.csv') => ({ format: 'csv', files: [{ name, content }] })

const countPlasmids = () => countRows(staff.app.db, 'plasmid')
const byItemNo = (itemNo: string) =>
  staff.app.db.selectFrom('plasmid').selectAll().where('itemNo', '=', itemNo).executeTakeFirst()
const seededEntry = () => staff.app.db.selectFrom('plasmid').selectAll().orderBy('itemNo').executeTakeFirstOrThrow()
const publicDetail = async (id: number) => (await post(staff.app, '/api/v1/plasmid/read', { id })).body.data

/** The template's header row, and a CSV of it with these rows (cells by field name). */
async function templateCsv(rows: Record<string, string>[]) {
  const template = await call('GET', '/plasmid-import/template')
  const [header] = parseCsv(template.text)
  const keys = header!.map((cell) => /\((\w+)\)$/.exec(cell)![1]!)
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`
  return [header!, ...rows.map((row) => keys.map((key) => row[key] ?? ''))]
    .map((cells) => cells.map(quote).join(','))
    .join('\r\n')
}

const newRow = (overrides: Record<string, string> = {}) => ({
  ...GENBANK_IMPORT_DEFAULTS,
  itemNo: 'imp-0001',
  name: 'pImport-EGFP',
  price: '1200',
  promoter: 'CMV',
  sequence: 'ATGGTGAGCAAGGGCGAGGAG\nCTGTTCACCGGGGTGGTGCCC',
  features: 'EGFP|CDS|1|30|+; ori|rep_origin|31|42|-',
  ...overrides,
})

describe('CSV 模板', () => {
  it('模板有全部字段的表头和一行说明，筛选项的说明列出当前的可选值', async () => {
    const template = await call('GET', '/plasmid-import/template')
    expect(template.status).toBe(200)
    expect(template.text.startsWith('\uFEFF')).toBe(true)
    const [header, notes] = parseCsv(template.text)
    expect(header).toEqual(
      expect.arrayContaining(['货号(itemNo)', '名称(name)', '宿主(plasmidHost)', '序列(sequence)', '特征(features)']),
    )
    expect(header).toHaveLength(38)
    expect(notes![0]).toMatch(/^# 必填/)
    expect(notes![header!.indexOf('宿主(plasmidHost)')]).toContain('大肠杆菌、哺乳动物细胞')
    expect(notes![header!.indexOf('特征(features)')]).toContain('名称|类型|起点|终点|方向')
  })

  it('按模板填写的新行与已有货号的行：预览给出新建与更新，不写入；确认后全部保存', async () => {
    const existing = await seededEntry()
    const before = await countPlasmids()
    const csv = await templateCsv([
      newRow(),
      { ...newRow(), itemNo: existing.itemNo.toLowerCase(), name: '改过的名称', sequence: '', features: '' },
    ])
    const { body } = await preview(csvImport(csv))
    expect(body.code).toBe(200)
    expect(body.data).toMatchObject({ creates: 1, updates: 1, errors: 0 })
    expect(body.data.rows).toEqual([
      { row: 2, file: '质粒.csv', itemNo: 'IMP-0001', name: 'pImport-EGFP', size: 42, action: 'create', errors: [] },
      { row: 3, file: '质粒.csv', itemNo: existing.itemNo, name: '改过的名称', size: 0, action: 'update', errors: [] },
    ])
    expect(await countPlasmids()).toBe(before)
    expect(await byItemNo('IMP-0001')).toBeUndefined()
    expect((await byItemNo(existing.itemNo))?.name).toBe(existing.name)

    const applied = await apply(csvImport(csv))
    expect(applied.body).toMatchObject({
      code: 200,
      message: '导入完成：新建 1 个，更新 1 个',
      data: { created: ['IMP-0001'], updated: [existing.itemNo] },
    })
    const created = await byItemNo('IMP-0001')
    expect(created).toMatchObject({
      name: 'pImport-EGFP',
      price: 1200,
      promoter: 'CMV',
      plasmidHost: '大肠杆菌',
      size: 42,
    })
    const detail = await publicDetail(created!.id)
    expect(detail.sequence).toBe('ATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCC')
    expect(detail.features).toEqual([
      { name: 'EGFP', type: 'CDS', start: 1, end: 30, strand: 1, auto: false },
      { name: 'ori', type: 'rep_origin', start: 31, end: 42, strand: -1, auto: false },
    ])
    expect((await byItemNo(existing.itemNo))?.name).toBe('改过的名称')

    const [audit] = await staff.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'import')
      .orderBy('id', 'desc')
      .limit(1)
      .execute()
    expect(audit).toMatchObject({
      staffEmail: 'editor@example.com',
      targetType: 'plasmids',
      summary: `导入质粒：新建 1 个（IMP-0001），更新 1 个（${existing.itemNo}）`,
    })
    expect(JSON.parse(audit!.afterJson!)).toMatchObject({ format: 'csv', files: ['质粒.csv'], created: ['IMP-0001'] })
  })

  it('只给出部分列时，更新只改这些列，其他字段与序列不变', async () => {
    const existing = await seededEntry()
    const sequenceId = existing.sequenceId
    const csv = '货号(itemNo),价格(price)\r\n' + `${existing.itemNo},4321\r\n`
    expect((await apply(csvImport(csv))).body.code).toBe(200)
    expect(await byItemNo(existing.itemNo)).toMatchObject({ price: 4321, name: existing.name, sequenceId })
  })

  it('错误行带行号和中文原因；有错误时确认导入被拒绝，什么都不写', async () => {
    const before = await countPlasmids()
    const csv = await templateCsv([
      newRow({ itemNo: 'IMP-0101' }),
      newRow({ itemNo: 'IMP-0102', sequence: 'ATGXZQ' }),
      newRow({ itemNo: 'IMP-0103', features: 'EGFP|CDS|1|999|+' }),
      newRow({ itemNo: 'IMP-0104', plasmidHost: '火星' }),
      newRow({ itemNo: 'IMP-0101' }),
      newRow({ itemNo: 'IMP-0105', features: 'EGFP CDS 1 30' }),
      newRow({ itemNo: 'IMP-0106', name: '' }),
    ])
    const { body } = await preview(csvImport(csv))
    expect(body.data).toMatchObject({ creates: 1, updates: 0, errors: 6 })
    expect(body.data.rows.map((row: PlasmidImportRow) => [row.row, row.action, row.errors])).toEqual([
      [2, 'create', []],
      [
        3,
        'error',
        [
          '第 3 行：序列：序列只能包含 IUPAC 碱基字母',
          '第 3 行：特征（第 1 个）：特征位置超出序列长度',
          '第 3 行：特征（第 2 个）：特征位置超出序列长度',
        ],
      ],
      [4, 'error', ['第 4 行：特征（第 1 个）：特征位置超出序列长度']],
      [5, 'error', ['第 5 行：宿主“火星”不在筛选项中']],
      [6, 'error', ['第 6 行：货号“IMP-0101”与第 2 行重复']],
      [7, 'error', ['第 7 行：特征应写作 名称|类型|起点|终点|方向，方向为 + 或 -']],
      [8, 'error', ['第 8 行：名称：请输入质粒名称']],
    ])

    const refused = await apply(csvImport(csv))
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      code: 201,
      message: '有 6 行不能导入，未导入任何质粒：第 3 行：序列：序列只能包含 IUPAC 碱基字母',
    })
    expect(await countPlasmids()).toBe(before)
    expect(await byItemNo('IMP-0101')).toBeUndefined()
  })

  it('一行的每个错误都列出，各带列的中文名，没有校验器的原文', async () => {
    const csv = await templateCsv([
      newRow({ itemNo: 'IMP-0301', price: 'abc', size: 'x', topology: '圆', features: 'EGFP CDS' }),
      newRow({ itemNo: 'IMP-0302', price: '-5' }),
      newRow({ itemNo: 'IMP-0303', price: '1.234' }),
      newRow({ itemNo: 'IMP-0304', price: '12.50' }),
    ])
    const { body } = await preview(csvImport(csv))
    expect(body.data.rows.map((row: PlasmidImportRow) => row.errors)).toEqual([
      [
        '第 2 行：特征应写作 名称|类型|起点|终点|方向，方向为 + 或 -',
        '第 2 行：价格：价格须为不小于 0 的金额，最多两位小数',
        '第 2 行：长度：长度须为数字',
        '第 2 行：拓扑：拓扑只能是 circular（环状）或 linear（线性）',
      ],
      ['第 3 行：价格：价格须为不小于 0 的金额，最多两位小数'],
      ['第 4 行：价格：价格须为不小于 0 的金额，最多两位小数'],
      [],
    ])
    expect(JSON.stringify(body.data)).not.toMatch(/无效输入|期望|NaN/)
  })

  it('保存到一半失败时整个导入回滚：之前保存的行也不留下', async () => {
    const db = staff.app.db
    const existing = await seededEntry()
    if (dialectOf(db) === 'sqlite') {
      await sql`create trigger import_fails before insert on plasmid when new.item_no = 'IMP-FAIL'
        begin select raise(abort, 'forced failure'); end`.execute(db)
    } else {
      await sql`create function import_fails() returns trigger language plpgsql as $$
        begin if new.item_no = 'IMP-FAIL' then raise exception 'forced failure'; end if; return new; end $$`.execute(db)
      await sql`create trigger import_fails before insert on plasmid for each row execute function import_fails()`.execute(
        db,
      )
    }
    try {
      const before = await countPlasmids()
      const csv = await templateCsv([
        newRow({ itemNo: 'IMP-0201' }),
        { ...newRow(), itemNo: existing.itemNo, name: '不应保存的名称', sequence: '', features: '' },
        newRow({ itemNo: 'IMP-FAIL' }),
      ])
      expect((await preview(csvImport(csv))).body.data).toMatchObject({ creates: 2, updates: 1, errors: 0 })
      const failed = await apply(csvImport(csv))
      expect(failed.status).toBe(409)
      expect(failed.body).toMatchObject({ code: 201, message: '第 4 行保存失败，本次导入已全部撤销' })
      expect(await countPlasmids()).toBe(before)
      expect(await byItemNo('IMP-0201')).toBeUndefined()
      expect((await byItemNo(existing.itemNo))?.name).toBe(existing.name)
      const search = await staff.app.inject({ method: 'GET', url: '/api/v1/article/search?keywords=IMP-0201' })
      expect(JSON.stringify(search.json())).not.toContain('pImport')
    } finally {
      await sql`drop trigger import_fails ${sql.raw(dialectOf(db) === 'sqlite' ? '' : 'on plasmid')}`.execute(db)
      if (dialectOf(db) !== 'sqlite') await sql`drop function import_fails()`.execute(db)
    }
  })

  it('文件不是 CSV、列不认识、缺货号列、空文件都给出中文原因', async () => {
    const wrongType = await preview({ format: 'csv', files: [{ name: 'a.xlsx', content: 'x' }] })
    expect(wrongType.body).toMatchObject({ code: 201, message: '只能导入 .csv 文件' })
    const unknown = await preview(csvImport('货号(itemNo),颜色\r\nX-1,红\r\n'))
    expect(unknown.body.data.rows[0].errors).toEqual(['第 1 行：不认识的列：颜色'])
    const noKey = await preview(csvImport('名称(name)\r\npX\r\n'))
    expect(noKey.body.data.rows[0].errors).toEqual(['第 1 行：缺少货号(itemNo)列'])
    const empty = await preview(csvImport(''))
    expect(empty.body.data.rows[0].errors).toEqual(['第 1 行：文件是空的'])
  })
})

/** What the GenBank import gives the entries it creates: the sale fields and the filter values. */
const NEW_ENTRY_DEFAULTS = {
  ...GENBANK_IMPORT_DEFAULTS,
  price: '1280.50',
  specification: '10 μg',
  classification: '克隆载体',
}

describe('GenBank 导入', () => {
  const genbankImport = (...names: string[]) => ({
    format: 'genbank',
    files: names.map(genbankFile),
    defaults: NEW_ENTRY_DEFAULTS,
  })

  it('真实的 GenBank 文件：预览按 LOCUS 名（货号）新建，不写入；确认后序列、拓扑和特征与文件一致', async () => {
    const before = await countPlasmids()
    const { body } = await preview(genbankImport('pUC19.gb', 'pGL3-Basic.gb'))
    expect(body.data).toMatchObject({ creates: 2, updates: 0, errors: 0 })
    expect(body.data.rows).toEqual([
      { row: 1, file: 'pUC19.gb', itemNo: 'PUC19', name: 'pUC19', size: 2686, action: 'create', errors: [] },
      {
        row: 1,
        file: 'pGL3-Basic.gb',
        itemNo: 'CVU47295',
        name: 'pGL3-Basic',
        size: 4818,
        action: 'create',
        errors: [],
      },
    ])
    expect(await countPlasmids()).toBe(before)

    const applied = await apply(genbankImport('pUC19.gb', 'pGL3-Basic.gb'))
    expect(applied.body.data).toEqual({ created: ['PUC19', 'CVU47295'], updated: [] })
    const puc19 = await byItemNo('PUC19')
    expect(puc19).toMatchObject({
      name: 'pUC19',
      size: 2686,
      profile: 'Cloning vector pUC19, complete sequence.',
      ...GENBANK_IMPORT_DEFAULTS,
      price: 1280.5,
      specification: '10 μg',
      classification: '克隆载体',
    })
    const detail = await publicDetail(puc19!.id)
    expect(detail.topology).toBe('circular')
    expect(detail.sequence).toBe(parseGenbank(genbankFile('pUC19.gb').content).sequence)
    expect(detail.sequence).toHaveLength(2686)
    expect(detail.features.length).toBeGreaterThan(3)
    expect(detail.features.map((feature: { type: string }) => feature.type)).not.toContain('source')
    const genbank = await staff.app.inject({ method: 'GET', url: `/api/v1/plasmid/${puc19!.id}/genbank` })
    expect(genbank.body).toContain('LOCUS       PUC19')

    // The same file again updates the entry it made.
    const again = await preview(genbankImport('pUC19.gb'))
    expect(again.body.data.rows[0]).toMatchObject({ itemNo: 'PUC19', action: 'update' })
  })

  it('网站下载的 GenBank 文件（LOCUS 为货号）更新原质粒的序列，其他字段不变', async () => {
    const puc19 = (await byItemNo('PUC19'))!
    const download = await staff.app.inject({ method: 'GET', url: `/api/v1/plasmid/${puc19.id}/genbank` })
    // The downloaded record with its sequence cut to the first 600 bases.
    const record = parseGenbank(download.body)
    const shorter = writeGenbank({ ...record, sequence: record.sequence.slice(0, 600), features: [] })
    const file = {
      format: 'genbank',
      files: [{ name: 'PUC19.gbk', content: shorter }],
      defaults: NEW_ENTRY_DEFAULTS,
    }
    expect((await preview(file)).body.data.rows[0]).toMatchObject({
      itemNo: 'PUC19',
      name: 'pUC19',
      size: 600,
      action: 'update',
    })
    expect((await apply(file)).body.data).toEqual({ created: [], updated: ['PUC19'] })
    expect(await byItemNo('PUC19')).toMatchObject({
      name: 'pUC19',
      size: 600,
      price: puc19.price,
      profile: puc19.profile,
    })
    expect((await publicDetail(puc19.id)).features).toEqual([])
  })

  it('无法解析的记录、没有记录的文件和错误的扩展名给出中文原因；多个文件时原因带文件名', async () => {
    const broken = genbankFile('pUC19.gb').content.replace('2686 bp', '2000 bp')
    const { body } = await preview({
      format: 'genbank',
      files: [
        { name: 'broken.gb', content: broken },
        { name: 'empty.gb', content: 'not genbank' },
      ],
      defaults: NEW_ENTRY_DEFAULTS,
    })
    expect(body.data.rows.map((row: PlasmidImportRow) => row.errors)).toEqual([
      ['broken.gb 第 1 条记录：无法解析该 GenBank 记录（LOCUS 行、ORIGIN 段或序列长度有误）'],
      ['empty.gb 第 1 条记录：文件中没有 GenBank 记录（缺少 LOCUS 行）'],
    ])
    const wrongType = await preview({
      format: 'genbank',
      files: [{ name: 'a.txt', content: '' }],
      defaults: NEW_ENTRY_DEFAULTS,
    })
    expect(wrongType.body.message).toBe('只能导入 .gb、.gbk 或 .genbank 文件')
    const noDefaults = await preview({ format: 'genbank', files: [genbankFile('pUC19.gb')] })
    expect(noDefaults.body.message).toBe('请为新建的质粒填写价格并选择筛选值')
  })

  it('一个文件中的多条记录各是一行', async () => {
    const two = genbankFile('pUC19.gb').content + genbankFile('pACYC184.gb').content
    const { body } = await preview({
      format: 'genbank',
      files: [{ name: 'two.gb', content: two }],
      defaults: NEW_ENTRY_DEFAULTS,
    })
    expect(body.data.rows.map((row: PlasmidImportRow) => [row.row, row.itemNo, row.name])).toEqual([
      [1, 'PUC19', 'pUC19'],
      [2, 'PACYC184', 'pACYC184'],
    ])
  })
})

describe('导入的限制与权限', () => {
  it('单个文件超过 2 MB、超过 500 行被拒绝', async () => {
    const large = await preview(csvImport('x'.repeat(2_000_001)))
    expect(large.body).toMatchObject({ code: 201, message: '单个文件不能超过 2 MB' })
    const rows = Array.from({ length: 501 }, (_, index) => `IMP-L${index},pL${index}`).join('\r\n')
    const many = await preview(csvImport(`货号(itemNo),名称(name)\r\n${rows}\r\n`))
    expect(many.status).toBe(400)
    expect(many.body.message).toBe('一次最多导入 500 个质粒（本次 501 个）')
  })

  it('运营人员、客户和未登录的请求不能导入或下载模板', async () => {
    const operator = await staffToken(staff.app, 'operator')
    const customer = (await loggedInCustomer(staff.app)).token
    const payload = csvImport('货号(itemNo)\r\nX-1\r\n')
    for (const [token, status] of [
      [operator, 403],
      [customer, 401],
      [undefined, 401],
    ] as const) {
      expect((await callAs(token, 'GET', '/plasmid-import/template')).status).toBe(status)
      expect((await callAs(token, 'POST', '/plasmid-import/preview', payload)).status).toBe(status)
      expect((await callAs(token, 'POST', '/plasmid-import/apply', payload)).status).toBe(status)
    }
    const admin = await staffToken(staff.app, 'admin')
    expect((await callAs(admin, 'GET', '/plasmid-import/template')).status).toBe(200)
  })
})
