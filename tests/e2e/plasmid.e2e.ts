import { readFile } from 'node:fs/promises'
import { type Page, expect, test } from '@playwright/test'
import type { PlasmidDetail, PlasmidList } from '#common/schemas/plasmid.ts'
import restrictionSites from '#tests/fixtures/restriction-sites.json' with { type: 'json' }
import { parseCsv } from '#server/lib/csv.ts'
import { parseGenbank } from '#server/modules/plasmids/genbank/parse.ts'

const LIST = '/plasmidPlatform/plasmidPlatformList'

async function api<T>(page: Page, path: string, payload: object): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data: payload })
  return ((await response.json()) as { data: T }).data
}

/** Hydrated pages apply a dropdown as soon as it changes. */
async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

const table = (page: Page) => page.locator('table.plasmid-table')
/** Column values of the visible rows (0 = name, 1 = item number, 2 = host, 3 = usage …, 7 = eukaryotic resistance). */
const column = (page: Page, index: number) =>
  table(page)
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent?.trim() ?? ''), index)

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => {
    throw error
  })
  page.on('console', (message) => {
    if (message.type() === 'error') throw new Error(`console.error: ${message.text()}`)
  })
})

test('索引页磁贴打开预先筛选的列表', async ({ page }) => {
  await open(page, '/plasmidPlatform')
  const host = '哺乳动物细胞'
  const expected = await api<PlasmidList>(page, '/plasmid/list', { plasmidHost: host })
  await page.getByRole('link', { name: new RegExp(`^${host}`) }).click()

  await expect(page).toHaveURL(`${LIST}?host=${encodeURIComponent(host)}`)
  await expect(page.getByLabel('宿主', { exact: true })).toHaveValue(host)
  await expect(page.getByRole('status')).toContainText(`共找到 ${expected.total.toLocaleString('en')} 个质粒`)
  expect(await column(page, 2)).toEqual(expected.data.map((row) => row.plasmidHost))
  expect(new Set(await column(page, 2))).toEqual(new Set([host]))
})

test('修改两个筛选项：地址与表格更新，页码回到 1', async ({ page }) => {
  const host = '哺乳动物细胞'
  await open(page, `${LIST}?host=${encodeURIComponent(host)}&page=3`)
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('3')

  await page.getByLabel('用途', { exact: true }).selectOption('CRISPR')
  await expect(page).toHaveURL(/plasmidUsage=CRISPR/)
  await page.waitForLoadState('networkidle')
  await page.getByLabel('真核抗性', { exact: true }).selectOption('嘌呤霉素 (Puromycin)')
  await expect(page).toHaveURL(/eukaryoticResistance=/)

  const url = new URL(page.url())
  expect(Object.fromEntries(url.searchParams)).toEqual({
    host,
    plasmidUsage: 'CRISPR',
    eukaryoticResistance: '嘌呤霉素 (Puromycin)',
  })
  const expected = await api<PlasmidList>(page, '/plasmid/list', {
    plasmidHost: host,
    plasmidUsage: 'CRISPR',
    plasmidEukaryoticResistance: '嘌呤霉素 (Puromycin)',
  })
  await expect(page.getByRole('status')).toContainText(`共找到 ${expected.total.toLocaleString('en')} 个质粒`)
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('1')
  expect(await column(page, 1)).toEqual(expected.data.map((row) => row.itemNo))
  expect(new Set(await column(page, 3))).toEqual(new Set(['CRISPR']))
  expect(new Set(await column(page, 7))).toEqual(new Set(['嘌呤霉素 (Puromycin)']))

  // The state is in the URL: a reload shows the same filtered list.
  await page.reload()
  await expect(page.getByLabel('用途', { exact: true })).toHaveValue('CRISPR')
  expect(await column(page, 1)).toEqual(expected.data.map((row) => row.itemNo))
})

test('下载 CSV：文件行数与筛选后的总数相同；行上的图谱缩略图已加载', async ({ page }) => {
  const host = '哺乳动物细胞'
  await open(page, `${LIST}?host=${encodeURIComponent(host)}&plasmidUsage=CRISPR`)
  const expected = await api<PlasmidList>(page, '/plasmid/list', { plasmidHost: host, plasmidUsage: 'CRISPR' })
  expect(expected.total).toBeGreaterThan(10)
  const thumb = table(page).locator('tbody tr').first().locator('img')
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '下载 CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('质粒列表.csv')
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'))
  expect(header!.slice(0, 4)).toEqual(['货号', '产品名称', '宿主', '用途'])
  expect(rows).toHaveLength(expected.total)
  expect(new Set(rows.map((row) => `${row[2]} ${row[3]}`))).toEqual(new Set([`${host} CRISPR`]))
})

test('按货号搜索只找到一行', async ({ page }) => {
  const sample = (await api<PlasmidList>(page, '/plasmid/list', { page: 7, size: 10 })).data[4]!
  await open(page, LIST)
  const form = page.locator('form.plasmid-filters')
  await form.getByLabel('搜索方式').selectOption('itemNo')
  await form.getByRole('searchbox', { name: '搜索关键词' }).fill(sample.itemNo)
  await form.getByRole('button', { name: '搜索', exact: true }).click()

  await expect(page).toHaveURL(/searchType=itemNo/)
  await expect(page.getByRole('status')).toContainText('共找到 1 个质粒')
  await expect(table(page).locator('tbody tr')).toHaveCount(1)
  expect(await column(page, 1)).toEqual([sample.itemNo])
  expect(await column(page, 0)).toEqual([sample.name])
})

test('详情页：图谱 SVG 带特征标签，序列可见，GenBank 下载可解析，返回箭头回到列表', async ({ page }) => {
  const listUrl = `${LIST}?keyword=lentiCRISPRv2`
  await open(page, listUrl)
  await table(page).getByRole('link', { name: 'lentiCRISPRv2', exact: true }).click()
  await expect(page).toHaveURL(/\/plasmidPlatformDetail\?listId=\d+$/)
  const id = Number(new URL(page.url()).searchParams.get('listId'))
  const detail = await api<PlasmidDetail>(page, '/plasmid/read', { id })

  await expect(page.getByRole('heading', { level: 1, name: 'lentiCRISPRv2' })).toBeVisible()
  for (const title of ['产品信息', '基本信息', '质粒性质', '功能介绍', '质粒介绍', '质粒图谱', '质粒序列']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  }
  const map = page.getByRole('img', { name: /lentiCRISPRv2 质粒图谱/ })
  await expect(map).toBeVisible()
  for (const label of ['hSpCas9', 'WPRE', 'Puro', 'lac promoter*']) {
    await expect(map.locator('text', { hasText: label }).first()).toBeVisible()
  }
  await expect(map.locator('.plasmid-map__feature--auto').first()).toBeVisible()

  const sequence = page.getByLabel('碱基序列')
  await expect(sequence).toBeVisible()
  await expect(sequence).toContainText(detail.sequence.slice(0, 10))
  await expect(page.getByText(`${detail.sequence.length.toLocaleString('en')} bp · GC`)).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '下载 GenBank' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^GE-P\d{5}_lentiCRISPRv2\.gb$/)
  const record = parseGenbank(await readFile(await download.path(), 'utf8'))
  expect(record.sequence).toBe(detail.sequence)
  expect(record.features.map((feature) => feature.name)).toEqual(expect.arrayContaining(['hSpCas9', 'WPRE']))

  await page.getByRole('link', { name: '返回质粒列表' }).click()
  await expect(page).toHaveURL(listUrl)
})

test('详情页：图谱标出单切酶及其位置（pBR322 的 EcoRI 跨越原点），列表列出，复选框可隐藏', async ({ page }) => {
  const pBR322 = (await api<PlasmidList>(page, '/plasmid/list', { name: 'pBR322' })).data.find(
    (row) => row.name === 'pBR322',
  )!
  // Where Biopython's Restriction search() puts the cut.
  const [ecoRI] = restrictionSites.plasmids.find((plasmid) => plasmid.file === 'pBR322.gb')!.cuts.EcoRI
  await open(page, `/plasmidPlatformDetail?listId=${pBR322.id}`)

  const label = page.getByRole('img', { name: /pBR322 质粒图谱/ }).locator('text', { hasText: `EcoRI (${ecoRI})` })
  await expect(label).toBeVisible()
  const row = page.getByRole('region', { name: '酶切位点' }).getByRole('row', { name: /^EcoRI / })
  await expect(row).toContainText(['GAATTC', String(ecoRI), '单切'].join(''))

  await page.getByLabel('在图谱上显示单切与双切酶').uncheck()
  await expect(label).toBeHidden()
  await expect(row).toBeVisible()
})

test('没有序列记录的质粒显示“暂无信息”', async ({ page }) => {
  const list = await api<PlasmidList>(page, '/plasmid/list', { name: 'pmCherry-N1' })
  const plasmid = list.data.find((row) => row.name === 'pmCherry-N1')!
  await open(page, `/plasmidPlatformDetail?listId=${plasmid.id}`)
  await expect(page.locator('#map')).toContainText('暂无信息')
  await expect(page.locator('#sequence')).toContainText('暂无信息')
  await expect(page.getByRole('link', { name: '下载 GenBank' })).toHaveCount(0)
})

test('列表页不加载图谱与序列查看器的脚本', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text())
  })
  await open(page, LIST)
  expect(scripts.length).toBeGreaterThan(0)
  // The components' own class names: their labels are in the shared label catalogue.
  for (const source of scripts) {
    expect(source).not.toContain('plasmid-map__')
    expect(source).not.toContain('sequence__row')
  }
})
