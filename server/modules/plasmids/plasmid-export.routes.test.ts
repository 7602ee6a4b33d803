import { describe, expect, it } from 'vitest'
import { PLASMID_EXPORT_MAX, PLASMID_STATUS } from '#common/plasmid-catalogue.ts'
import type { PlasmidListItem } from '#common/schemas/plasmid.ts'
import { parseCsv } from '#server/lib/csv.ts'
import { seededCatalogueSuite } from '#tests/setup/plasmid-catalogue.ts'
import { post } from '#tests/setup/test-app.ts'

const seeded = seededCatalogueSuite()

let lastIp = 0
/** Each request from its own address unless told otherwise: the export is rate-limited per address. */
const exportFile = (format: string, query: Record<string, string> = {}, ip = `10.9.0.${++lastIp % 250}`) =>
  seeded.t.app.inject({
    method: 'GET',
    url: `/api/v1/plasmid/export.${format}?${new URLSearchParams(query).toString()}`,
    remoteAddress: ip,
  })

const list = async (payload: Record<string, unknown>) =>
  (await post(seeded.t.app, '/api/v1/plasmid/list', { ...payload, size: 100 })).body.data as {
    data: PlasmidListItem[]
    total: number
  }

/** Data rows of a CSV export (the header dropped). */
const csvRows = (body: string) => parseCsv(body).slice(1)

describe('GET /plasmid/export.csv', () => {
  it('与列表相同的筛选：行数等于列表总数，按货号排序，UTF-8 BOM 与 CRLF', async () => {
    const filters = { plasmidHost: '哺乳动物细胞', plasmidUsage: 'CRISPR' }
    const expected = seeded.catalogue.filter(
      (e) => e.plasmidHost === filters.plasmidHost && e.plasmidUsage === 'CRISPR',
    )
    expect(expected.length).toBeGreaterThan(10)
    expect((await list(filters)).total).toBe(expected.length)

    const response = await exportFile('csv', filters)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('质粒列表.csv')}`)
    expect(response.headers['x-total-count']).toBe(String(expected.length))
    // Written as it is read: no length known in advance.
    expect(response.headers['content-length']).toBeUndefined()
    expect(response.body.startsWith('\uFEFF"货号","产品名称","宿主"')).toBe(true)
    expect(response.body).toContain('\r\n')

    const rows = csvRows(response.body)
    expect(rows.map((row) => row[0])).toEqual(expected.map((e) => e.itemNo))
    const first = expected[0]!
    expect(rows[0]).toEqual([
      first.itemNo,
      first.name,
      first.plasmidHost,
      first.plasmidUsage,
      first.plasmidFragmentType,
      first.plasmidFragmentSpecies,
      first.plasmidNuclearResistance,
      first.plasmidEukaryoticResistance,
      first.plasmidFluorescentMarker,
      first.backbone,
      String(first.size),
      first.specification,
      String(first.price),
    ])
  })

  it('名称与货号搜索同列表：名称包含、货号前缀', async () => {
    const byName = await exportFile('csv', { name: 'egfp' })
    const expectedByName = seeded.catalogue.filter((e) => e.name.toLowerCase().includes('egfp'))
    expect(csvRows(byName.body).map((row) => row[0])).toEqual(expectedByName.map((e) => e.itemNo))

    const prefix = seeded.catalogue[42]!.itemNo.slice(0, -1).toLowerCase()
    const byItemNo = await exportFile('csv', { itemNo: prefix })
    const expectedByItemNo = seeded.catalogue.filter((e) => e.itemNo.startsWith(prefix.toUpperCase()))
    expect(expectedByItemNo.length).toBeGreaterThan(1)
    expect(csvRows(byItemNo.body).map((row) => row[0])).toEqual(expectedByItemNo.map((e) => e.itemNo))
  })

  it('“全部”与空值不筛选，没有匹配时只有表头', async () => {
    const all = await exportFile('csv', { plasmidHost: '全部', plasmidUsage: '', name: '' })
    expect(all.headers['x-total-count']).toBe(String(seeded.catalogue.length))
    expect(csvRows(all.body)).toHaveLength(seeded.catalogue.length)

    const none = await exportFile('csv', { plasmidHost: '火星' })
    expect(none.statusCode).toBe(200)
    expect(none.headers['x-total-count']).toBe('0')
    expect(parseCsv(none.body)).toHaveLength(1)
  })

  it('以 = + - @ 开头的单元格前加单引号，不作为公式执行', async () => {
    const entry = seeded.catalogue[7]!
    await seeded.t.app.db
      .updateTable('plasmid')
      .set({ name: '=HYPERLINK("http://x.example","点我")' })
      .where('itemNo', '=', entry.itemNo)
      .execute()
    const response = await exportFile('csv', { itemNo: entry.itemNo })
    expect(response.body).toContain(`"'=HYPERLINK(""http://x.example"",""点我"")"`)
    expect(csvRows(response.body)[0]![1]).toBe(`'=HYPERLINK("http://x.example","点我")`)
  })

  it('隐藏的质粒不导出', async () => {
    const entry = seeded.catalogue[11]!
    await seeded.t.app.db
      .updateTable('plasmid')
      .set({ status: PLASMID_STATUS.hidden })
      .where('itemNo', '=', entry.itemNo)
      .execute()
    const exact = await exportFile('csv', { itemNo: entry.itemNo })
    expect(exact.headers['x-total-count']).toBe('0')
    expect(csvRows(exact.body)).toEqual([])
    const sameName = await exportFile('csv', { name: entry.name })
    expect(csvRows(sameName.body).map((row) => row[0])).not.toContain(entry.itemNo)
    const fasta = await exportFile('fasta', { itemNo: entry.itemNo })
    expect(fasta.body).toBe('')
  })

  it('筛选值无效时返回 400 与中文说明', async () => {
    const tooLong = await exportFile('csv', { name: '长'.repeat(51) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().message).toBe('产品名称不能超过 50 个字符')
    const badFilter = await exportFile('fasta', { plasmidHost: '宿'.repeat(101) })
    expect(badFilter.statusCode).toBe(400)
    expect(badFilter.json().message).toBe('宿主筛选值无效')
  })

  it('同一地址 10 分钟内最多导出 20 次', async () => {
    const ip = '10.9.1.1'
    const query = { itemNo: seeded.catalogue[0]!.itemNo }
    for (let i = 0; i < 20; i++) expect((await exportFile('csv', query, ip)).statusCode).toBe(200)
    const refused = await exportFile('csv', query, ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/^操作过于频繁，请 \d+ 分钟后再试$/)
  })
})

describe('GET /plasmid/export.fasta', () => {
  it('每个有序列的质粒一条记录：货号与名称作标题，每行 70 个碱基；无序列的不写', async () => {
    const filters = { plasmidUsage: '基因编辑' }
    const matching = seeded.catalogue.filter((e) => e.plasmidUsage === '基因编辑')
    const withSequence = matching.filter((e) => e.sequence !== null)
    expect(withSequence.length).toBeGreaterThan(0)
    expect(withSequence.length).toBeLessThan(matching.length)

    const response = await exportFile('fasta', filters)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/x-fasta; charset=utf-8')
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('质粒列表.fasta')}`,
    )
    expect(response.headers['x-total-count']).toBe(String(matching.length))

    const records = response.body.split(/^>/m).slice(1)
    expect(records).toHaveLength(withSequence.length)
    records.forEach((record, index) => {
      const entry = withSequence[index]!
      const [header, ...lines] = record.trimEnd().split('\n')
      expect(header).toMatch(new RegExp(`^${entry.itemNo}_\\S+ ${entry.sequence!.length} bp circular$`))
      expect(lines.join('')).toBe(entry.sequence)
      for (const line of lines.slice(0, -1)) expect(line).toHaveLength(70)
    })
  })
})

describe('导出上限', () => {
  it(`最多导出 ${PLASMID_EXPORT_MAX.toLocaleString('en')} 条，总数照实给出`, async () => {
    const now = new Date().toISOString()
    const added = PLASMID_EXPORT_MAX + 5
    for (let from = 0; from < added; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, added - from) }, (_, i) => ({
        itemNo: `ZZ-CAP-${String(from + i).padStart(5, '0')}`,
        name: `pCapped-${from + i}`,
        createTime: now,
        updateTime: now,
      }))
      await seeded.t.app.db.insertInto('plasmid').values(batch).execute()
    }
    const response = await exportFile('csv', { name: 'pcapped-' })
    expect(response.headers['x-total-count']).toBe(String(added))
    const rows = csvRows(response.body)
    expect(rows).toHaveLength(PLASMID_EXPORT_MAX)
    // Catalogue order: the first ones are written, the last five left out.
    expect(rows[0]![0]).toBe('ZZ-CAP-00000')
    expect(rows.at(-1)![0]).toBe(`ZZ-CAP-${String(PLASMID_EXPORT_MAX - 1).padStart(5, '0')}`)
  })
})
