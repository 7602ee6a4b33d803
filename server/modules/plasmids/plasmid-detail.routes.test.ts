import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlasmidDetail, PlasmidListItem } from '#common/schemas/plasmid.ts'
import type { SearchResultItem } from '#common/schemas/search.ts'
import { parseEnv } from '#server/env.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'
import type { PlasmidCatalogueEntry } from './catalogue/generate.ts'
import { parseGenbank } from './genbank/parse.ts'
import { loadPlasmidCatalogue } from './plasmid.seed.ts'
import fixture from '#tests/fixtures/restriction-sites.json' with { type: 'json' }

let t: TestApp
let catalogue: PlasmidCatalogueEntry[]

beforeAll(async () => {
  t = await createTestApp()
  catalogue = await loadPlasmidCatalogue({ genbankDir: parseEnv({}).PLASMID_GENBANK_DIR })
})
afterAll(() => t.close())

async function idOf(entry: PlasmidCatalogueEntry): Promise<number> {
  const { body } = await post(t.app, '/api/v1/plasmid/list', { itemNo: entry.itemNo })
  return (body.data.data as PlasmidListItem[])[0]!.id
}
const read = async (id: unknown) => post(t.app, '/api/v1/plasmid/read', { id })
const download = (id: number | string, format: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/plasmid/${id}/${format}` })

/** The empty vector of a backbone: its features are the seed file's, annotated. */
const vector = (backbone: string) =>
  catalogue.find((entry) => entry.backbone === backbone && entry.classification === '空载体')!
const withoutSequence = () => catalogue.find((entry) => entry.sequence === null)!

describe('plasmid/read', () => {
  it('返回详情的全部字段、序列与图谱特征（自动注释有标记，不含 source）', async () => {
    const entry = vector('lentiCRISPRv2')
    const { status, body } = await read(await idOf(entry))
    expect(status).toBe(200)
    const detail = body.data as PlasmidDetail
    expect(detail).toMatchObject({
      item_no: entry.itemNo,
      name: entry.name,
      specification: entry.specification,
      price: entry.price,
      size: entry.sequence!.length,
      nuclear_resistance: entry.nuclearResistance,
      three_sequence_primer: entry.threeSequencePrimer,
      five_sequence_primer: entry.fiveSequencePrimer,
      plasmid_host: '哺乳动物细胞',
      plasmid_eukaryotic_resistance: '嘌呤霉素 (Puromycin)',
      plasmid_selection_marker: entry.plasmidSelectionMarker,
      functionIntroduction: entry.functionIntroduction,
      introduction: entry.introduction,
      profile: entry.profile,
      backbone: 'lentiCRISPRv2',
      topology: 'circular',
      sequence: entry.sequence,
    })
    const drawn = entry.features.filter((feature) => feature.type !== 'source')
    expect(detail.features).toEqual(
      drawn.map(({ name, type, start, end, strand, auto }) => ({
        name,
        type,
        start,
        end,
        strand,
        auto: auto === true,
      })),
    )
    expect(detail.features.some((feature) => feature.auto)).toBe(true)
    expect(detail.features.map((feature) => feature.name)).toEqual(expect.arrayContaining(['hSpCas9', 'WPRE', 'Puro']))
  })

  it('没有序列记录的质粒返回空序列和空特征', async () => {
    const entry = withoutSequence()
    const detail = (await read(await idOf(entry))).body.data as PlasmidDetail
    expect(detail.name).toBe(entry.name)
    expect(detail.sequence).toBe('')
    expect(detail.features).toEqual([])
    expect(detail.cutters).toEqual([])
    expect(detail.size).toBe(entry.size)
  })

  it('列出单切与双切酶及切点（与 Biopython 一致）：单切在前，pBR322 的 EcoRI 跨越原点，切于 4360', async () => {
    const detail = (await read(await idOf(vector('pBR322')))).body.data as PlasmidDetail
    const biopython = fixture.plasmids.find((plasmid) => plasmid.file === 'pBR322.gb')!
    const fewCuts = Object.entries(biopython.cuts).filter(([, cuts]) => cuts.length === 1 || cuts.length === 2)
    expect(Object.fromEntries(detail.cutters.map(({ enzyme, cuts }) => [enzyme, cuts]))).toEqual(
      Object.fromEntries(fewCuts),
    )
    expect(detail.cutters).toContainEqual({ enzyme: 'EcoRI', site: 'GAATTC', cuts: [4360] })
    const counts = detail.cutters.map(({ cuts }) => cuts.length)
    expect(counts).toEqual([...counts].sort())
    expect(counts).toContain(2)
  })

  it('不存在的 id 返回 404 信封', async () => {
    const { status, body } = await read(999_999)
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 404, message: '质粒不存在', data: null, error: 'NOT_FOUND' })
    expect(body.requestId).toEqual(expect.any(String))
  })

  it.each([['abc'], [0], [-3], [undefined]])('错误的 id %j 返回 201 与中文提示', async (id) => {
    const { status, body } = await read(id)
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 201, error: 'VALIDATION_FAILED' })
    expect(body.message).toMatch(/[\u4e00-\u9fa5]/)
  })
})

describe('plasmid downloads', () => {
  it('GenBank 下载：附件、ASCII 文件名，解析回来序列与特征与种子记录一致', async () => {
    for (const backbone of ['pUC19', 'lentiCRISPRv2', 'pBluescript II KS(+)']) {
      const entry = vector(backbone)
      const response = await download(await idOf(entry), 'genbank')
      expect(response.statusCode).toBe(200)
      const disposition = response.headers['content-disposition'] as string
      expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.gb"$/)
      expect(disposition).toContain(entry.itemNo)
      const record = parseGenbank(response.body)
      expect(record.name).toBe(entry.itemNo)
      expect(record.topology).toBe(entry.topology)
      expect(record.sequence).toBe(entry.sequence)
      expect(record.features).toEqual(entry.features)
      expect(record.features.filter((feature) => feature.auto).length).toBeGreaterThan(0)
      expect(response.body).toMatch(/^[\x20-\x7e\n]*$/)
    }
  })

  it('名称含中文的克隆也得到 ASCII 文件名', async () => {
    const entry = catalogue.find((e) => e.sequence && /[^\x20-\x7e]/.test(e.name))!
    const response = await download(await idOf(entry), 'genbank')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="GE-P\d{5}_[A-Za-z0-9._-]+\.gb"$/)
    expect(parseGenbank(response.body).sequence).toBe(entry.sequence)
  })

  it('FASTA 下载：标题行含货号、长度和拓扑，序列每行 70 个碱基', async () => {
    const entry = vector('pUC19')
    const response = await download(await idOf(entry), 'fasta')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${entry.itemNo}_pUC19.fasta"`)
    const [header, ...lines] = response.body.trimEnd().split('\n')
    expect(header).toBe(`>${entry.itemNo}_pUC19 2686 bp circular`)
    expect(lines.join('')).toBe(entry.sequence)
    expect(Math.max(...lines.map((line) => line.length))).toBe(70)
  })

  it('没有序列的质粒、不存在的 id 返回 404 信封，错误 id 返回 201', async () => {
    const missing = await download(await idOf(withoutSequence()), 'genbank')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 404, message: '该质粒暂无序列信息', error: 'NOT_FOUND' })
    const unknown = await download(999_999, 'fasta')
    expect(unknown.json()).toMatchObject({ code: 404, message: '质粒不存在' })
    const bad = await download('abc', 'genbank')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 201, message: '参数 id 无效' })
  })
})

describe('site search', () => {
  it('按货号搜索能找到质粒，链接到详情页', async () => {
    const entry = vector('pEGFP-N1')
    const id = await idOf(entry)
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/article/search?keywords=${entry.itemNo}` })
    const results = response.json().data.data as SearchResultItem[]
    expect(results).toContainEqual(
      expect.objectContaining({
        kind: 'plasmid',
        ref_id: id,
        title: entry.name,
        url: `/plasmidPlatformDetail?listId=${id}`,
      }),
    )
  })
})
