import { brotliDecompressSync } from 'node:zlib'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLASMID_FILTER_ALL, PLASMID_FILTER_DIMENSIONS, type PlasmidFilterDimension } from '#common/plasmid-filters.ts'
import { type PlasmidListItem, PlasmidListItemSchema } from '#common/schemas/plasmid.ts'
import { dialectOf } from '#server/db/dialect.ts'
import { parseEnv } from '#server/env.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'
import type { PlasmidCatalogueEntry } from './catalogue/generate.ts'
import { loadPlasmidCatalogue } from './plasmid.seed.ts'

let t: TestApp
/** The catalogue the seed inserted, in item-number order. */
let catalogue: PlasmidCatalogueEntry[]

beforeAll(async () => {
  t = await createTestApp()
  catalogue = await loadPlasmidCatalogue({ genbankDir: parseEnv({}).PLASMID_GENBANK_DIR })
})
afterAll(() => t.close())

const list = (payload: Record<string, unknown> = {}) => post(t.app, '/api/v1/plasmid/list', payload)

/** Every matching row, page by page at the largest page size. */
async function listAll(payload: Record<string, unknown>) {
  const first = (await list({ ...payload, size: 100 })).body.data
  const rows: PlasmidListItem[] = [...first.data]
  for (let page = 2; rows.length < first.total; page++) {
    rows.push(...(await list({ ...payload, size: 100, page })).body.data.data)
  }
  return { rows, total: first.total as number }
}

/** What a filter compares: the list row names the fragment species plasmidSpecies (spec §3). */
const rowValue = (row: PlasmidListItem, dimension: PlasmidFilterDimension) =>
  dimension.field === 'plasmidFragmentSpecies' ? row.plasmidSpecies : row[dimension.field]

/** The most common value of a dimension that still leaves some entries out. */
function typicalValue(dimension: PlasmidFilterDimension): string {
  const counts = new Map<string, number>()
  for (const entry of catalogue) counts.set(entry[dimension.field], (counts.get(entry[dimension.field]) ?? 0) + 1)
  const ranked = [...counts].filter(([, count]) => count < catalogue.length).sort((a, b) => b[1] - a[1])
  return ranked[0]![0]
}

const expectedItemNos = (predicate: (entry: PlasmidCatalogueEntry) => boolean) =>
  catalogue.filter(predicate).map((entry) => entry.itemNo)

describe('plasmid/list', () => {
  it('默认第 1 页 10 条，按货号排序，返回列表字段与总数', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(catalogue.length).toBeGreaterThanOrEqual(500)
    expect(body.data.total).toBe(catalogue.length)
    expect(body.data.data.map((row: PlasmidListItem) => row.itemNo)).toEqual(
      catalogue.slice(0, 10).map((e) => e.itemNo),
    )
    const [first] = body.data.data as PlasmidListItem[]
    const entry = catalogue[0]!
    expect(first).toEqual({
      id: expect.any(Number),
      name: entry.name,
      itemNo: entry.itemNo,
      plasmidHost: entry.plasmidHost,
      plasmidUsage: entry.plasmidUsage,
      plasmidFragmentType: entry.plasmidFragmentType,
      plasmidSpecies: entry.plasmidFragmentSpecies,
      plasmidNuclearResistance: entry.plasmidNuclearResistance,
      plasmidEukaryoticResistance: entry.plasmidEukaryoticResistance,
      plasmidFluorescentMarker: entry.plasmidFluorescentMarker,
    })
    // The rows are sent as the query returns them, without zod in between: exactly the
    // schema's fields, in its order.
    expect(Object.keys(first!)).toEqual(Object.keys(PlasmidListItemSchema.shape))
  })

  it('最大的一页（100 条）也一次压缩完，带 content-length，不走流式压缩', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/plasmid/list',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      payload: { size: 100 },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
    expect(response.headers['transfer-encoding']).toBeUndefined()
    const plain = await list({ size: 100 })
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain.body)
    expect(plain.body.data.data).toHaveLength(100)
  })

  it.each(PLASMID_FILTER_DIMENSIONS.map((dimension) => [dimension.field, dimension] as const))(
    '按 %s 筛选只返回该值的质粒，总数与目录一致',
    async (_field, dimension) => {
      const value = typicalValue(dimension)
      const { rows, total } = await listAll({ [dimension.field]: value })
      const expected = expectedItemNos((entry) => entry[dimension.field] === value)
      expect(total).toBe(expected.length)
      expect(total).toBeGreaterThan(0)
      expect(rows.map((row) => row.itemNo)).toEqual(expected)
      for (const row of rows) expect(rowValue(row, dimension)).toBe(value)
    },
  )

  it('“全部”与空字符串表示不筛选', async () => {
    const all = Object.fromEntries(PLASMID_FILTER_DIMENSIONS.map((d) => [d.field, PLASMID_FILTER_ALL]))
    const empty = Object.fromEntries(PLASMID_FILTER_DIMENSIONS.map((d) => [d.field, '']))
    for (const payload of [all, empty, { ...all, name: '', itemNo: '' }]) {
      const { body } = await list(payload)
      expect(body.code).toBe(200)
      expect(body.data.total).toBe(catalogue.length)
    }
  })

  it('多个筛选同时满足', async () => {
    const host = '哺乳动物细胞'
    const resistance = '嘌呤霉素 (Puromycin)'
    const { rows, total } = await listAll({ plasmidHost: host, plasmidEukaryoticResistance: resistance })
    const expected = expectedItemNos((e) => e.plasmidHost === host && e.plasmidEukaryoticResistance === resistance)
    expect(expected.length).toBeGreaterThan(0)
    expect(total).toBe(expected.length)
    expect(rows.map((row) => row.itemNo)).toEqual(expected)
  })

  it('筛选加名称搜索', async () => {
    const { rows, total } = await listAll({ plasmidUsage: 'CRISPR', name: 'lenti' })
    const expected = expectedItemNos((e) => e.plasmidUsage === 'CRISPR' && e.name.toLowerCase().includes('lenti'))
    expect(expected.length).toBeGreaterThan(0)
    expect(total).toBe(expected.length)
    expect(rows.map((row) => row.itemNo)).toEqual(expected)
  })

  it.each(['EGFP', 'egfp', 'pX', 'Cas9', 'sgSox9', '大鼠', '(人)'])(
    '按产品名称“%s”包含匹配，不区分大小写',
    async (term) => {
      const { rows, total } = await listAll({ name: term })
      const expected = expectedItemNos((e) => e.name.toLowerCase().includes(term.toLowerCase()))
      expect(expected.length).toBeGreaterThan(0)
      expect(total).toBe(expected.length)
      expect(rows.map((row) => row.itemNo)).toEqual(expected)
    },
  )

  it('按完整货号找到唯一一条，按货号开头前缀匹配，不区分大小写', async () => {
    const target = catalogue[123]!
    const exact = await list({ itemNo: target.itemNo })
    expect(exact.body.data.total).toBe(1)
    expect(exact.body.data.data[0].name).toBe(target.name)
    expect((await list({ itemNo: ` ${target.itemNo.toLowerCase()} ` })).body.data.total).toBe(1)

    for (const prefix of [target.itemNo.slice(0, 7), 'ge-p1', 'GE-P']) {
      const { rows } = await listAll({ itemNo: prefix })
      const expected = expectedItemNos((e) => e.itemNo.startsWith(prefix.toUpperCase()))
      expect(expected.length).toBeGreaterThan(1)
      expect(rows.map((row) => row.itemNo)).toEqual(expected)
    }
    expect((await list({ itemNo: target.itemNo.slice(2) })).body.data.total).toBe(0)
  })

  it('搜索词中的 % 和 _ 按字面匹配', async () => {
    for (const term of ['%', '_', 'p%X', '"']) {
      const { body } = await list({ name: term })
      expect(body.code).toBe(200)
      expect(body.data.total).toBe(catalogue.filter((e) => e.name.includes(term)).length)
    }
  })

  it('数据库写出的 JSON 原样保留引号、反斜杠、控制字符与中文', async () => {
    const name = 'pX330 "Cas9" \\ 反斜杠\t制表 😀 </script>'
    const now = new Date().toISOString()
    const { id } = await t.app.db
      .insertInto('plasmid')
      .values({ itemNo: 'ZZ-JSON1', name, plasmidHost: '哺乳动物细胞', createTime: now, updateTime: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/plasmid/list',
        payload: { itemNo: 'zz-json' },
      })
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.json()).toEqual({
        code: 200,
        message: '操作成功',
        data: {
          data: [
            expect.objectContaining({ id, name, itemNo: 'ZZ-JSON1', plasmidHost: '哺乳动物细胞', plasmidSpecies: '' }),
          ],
          total: 1,
        },
      })
    } finally {
      await t.app.db.deleteFrom('plasmid').where('id', '=', id).execute()
    }
  })

  it('质粒被修改后，列表立刻显示新的名称与筛选值', async () => {
    const target = catalogue[3]!
    const { db } = t.app
    const { id } = await db
      .selectFrom('plasmid')
      .select('id')
      .where('itemNo', '=', target.itemNo)
      .executeTakeFirstOrThrow()
    const restore = { name: target.name, plasmidHost: target.plasmidHost }
    try {
      await db
        .updateTable('plasmid')
        .set({ name: `${target.name} v2`, plasmidHost: '酵母' })
        .where('id', '=', id)
        .execute()
      // A change made past the admin API moves the content version on itself (ADR 014).
      await t.app.pageCache.invalidate()
      const { body } = await list({ itemNo: target.itemNo })
      expect(body.data.data).toEqual([expect.objectContaining({ id, name: `${target.name} v2`, plasmidHost: '酵母' })])
    } finally {
      await db.updateTable('plasmid').set(restore).where('id', '=', id).execute()
      await t.app.pageCache.invalidate()
    }
    expect((await list({ itemNo: target.itemNo })).body.data.data[0]).toMatchObject(restore)
  })

  it('分页边界：最后一页不足一页，越界页为空但总数不变，每页 50 条', async () => {
    const size = 50
    const lastPage = Math.ceil(catalogue.length / size)
    const last = await list({ page: lastPage, size })
    expect(last.body.data.data).toHaveLength(catalogue.length - (lastPage - 1) * size)
    expect(last.body.data.data.at(-1).itemNo).toBe(catalogue.at(-1)!.itemNo)
    const beyond = await list({ page: lastPage + 1, size })
    expect(beyond.body.data).toEqual({ data: [], total: catalogue.length })
    const second = await list({ page: 2, size })
    expect(second.body.data.data.map((row: PlasmidListItem) => row.itemNo)).toEqual(
      catalogue.slice(size, 2 * size).map((e) => e.itemNo),
    )
    expect((await list({ size: 100 })).body.data.data).toHaveLength(100)
  })

  it('参数可以按查询字符串传递（spec §7）', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/plasmid/list?plasmidHost=${encodeURIComponent('大肠杆菌')}&page=1&size=5`,
    })
    const body = response.json()
    expect(body.data.data).toHaveLength(5)
    expect(body.data.total).toBe(catalogue.filter((e) => e.plasmidHost === '大肠杆菌').length)
  })

  it.each([
    [{ page: 0 }, '页码必须是 1 到 10000 之间的整数'],
    [{ page: 'abc' }, '页码必须是 1 到 10000 之间的整数'],
    [{ size: 101 }, '每页条数必须是 1 到 100 之间的整数'],
    [{ size: 1.5 }, '每页条数必须是 1 到 100 之间的整数'],
    [{ plasmidHost: 7 }, '宿主筛选值无效'],
    [{ plasmidFluorescentMarker: 'G'.repeat(101) }, '荧光标记筛选值无效'],
    [{ name: 'x'.repeat(51) }, '产品名称不能超过 50 个字符'],
    [{ itemNo: 'G'.repeat(51) }, '货号不能超过 50 个字符'],
  ])('错误参数 %j 返回 201 与中文提示', async (payload, message) => {
    const { status, body } = await list(payload)
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 201, message, data: null, error: 'VALIDATION_FAILED' })
  })

  it('不是现有筛选值的值（如改名前的链接）查不到质粒，而不是报错', async () => {
    const { status, body } = await list({ plasmidHost: '火星' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ data: [], total: 0 })
  })
})

describe('plasmid/filters', () => {
  it('返回七个筛选项，每项以“全部”开头，数量符合 spec §9', async () => {
    const { body } = await post(t.app, '/api/v1/plasmid/filters')
    expect(body.code).toBe(200)
    const sizes = Object.fromEntries(
      body.data.filters.map((f: { field: string; options: string[] }) => [f.field, f.options.length - 1]),
    )
    expect(sizes).toEqual({
      plasmidHost: 20,
      plasmidUsage: 13,
      plasmidFragmentType: 11,
      plasmidFragmentSpecies: 11,
      plasmidNuclearResistance: 18,
      plasmidEukaryoticResistance: 11,
      plasmidFluorescentMarker: 9,
    })
    for (const filter of body.data.filters) expect(filter.options[0]).toBe(PLASMID_FILTER_ALL)
    expect(body.data.searchTypes).toEqual([
      { key: 'name', label: '产品名称' },
      { key: 'itemNo', label: '货号' },
    ])
    expect(body.data.pageSizes).toEqual([10, 50])
  })
})

describe('list index', () => {
  it('plasmid_list 按状态与货号顺序覆盖名称搜索与计数；PostgreSQL 上还带列表条目，翻页只读索引', async () => {
    const { db } = t.app
    if (dialectOf(db) === 'sqlite') {
      // A name scan of the published entries reads no table row; a page then reads its rows' entries from the table.
      const plan = async (query: ReturnType<typeof sql>) =>
        (await sql<{ detail: string }>`explain query plan ${query}`.execute(db)).rows
          .map((row) => row.detail)
          .join('; ')
      expect(
        await plan(sql`select item_no from plasmid where status = 1 and name like '%EGFP%' order by item_no`),
      ).toContain('COVERING INDEX plasmid_list (status=?)')
      expect(await plan(sql`select count(*) from plasmid where status = 1 and plasmid_host = '大肠杆菌'`)).toContain(
        'COVERING INDEX plasmid_host_item (plasmid_host=? AND status=?)',
      )
    } else {
      const { rows } = await sql<{ indexname: string; indexdef: string }>`
        select indexname, indexdef from pg_indexes where schemaname = current_schema() and indexname in ('plasmid_list', 'plasmid_host_item')
        order by indexname
      `.execute(db)
      expect(rows.map((row) => row.indexdef)).toEqual([
        expect.stringMatching(/\(plasmid_host, status, item_no\) INCLUDE \(plasmid_usage, .*list_json\)$/),
        expect.stringMatching(/\(status, item_no, name, .*plasmid_fluorescent_marker\) INCLUDE \(list_json\)$/),
      ])
    }
  })
})
