// The CSV template of the plasmid import: one column per field of a catalogue entry, a
// header naming each column in Chinese with its field name, and a second row (starting
// with #) that documents what each column takes. Rows starting with # are not read.
import { PLASMID_FILTER_FIELDS, type PlasmidFilterField } from '#common/plasmid-filters.ts'
import { PLASMID_FIELD_LABELS } from '#common/plasmid-field-labels.ts'
import type { PlasmidFeatureInput, PlasmidFilterOptions, PlasmidInput } from '#common/schemas/admin-plasmid.ts'
import { csvCell } from '#server/lib/csv.ts'

type ColumnKey = keyof PlasmidInput

interface CsvColumn {
  key: ColumnKey
  note: string
}

const text = (max: number) => `可选，最多 ${max} 字`

const COLUMNS: readonly CsvColumn[] = [
  { key: 'itemNo', note: '必填，存为大写；已有此货号的质粒被更新，否则新建' },
  { key: 'name', note: '新建时必填，最多 200 字' },
  { key: 'price', note: '元，不小于 0，最多两位小数；留空为 0' },
  { key: 'size', note: 'bp，数字；有序列时以序列长度为准' },
  { key: 'specification', note: text(200) },
  { key: 'alias', note: text(500) },
  { key: 'promoter', note: text(200) },
  { key: 'replicon', note: text(200) },
  { key: 'terminator', note: text(200) },
  { key: 'classification', note: text(200) },
  { key: 'tag', note: text(200) },
  { key: 'nuclearResistance', note: text(200) },
  { key: 'eukaryoticResistance', note: text(200) },
  { key: 'cloneStrain', note: text(200) },
  { key: 'cultureCondition', note: text(500) },
  { key: 'expressionHost', note: text(200) },
  { key: 'selectionMarker', note: text(200) },
  { key: 'inducedWay', note: text(200) },
  { key: 'threeSequencePrimer', note: text(200) },
  { key: 'fiveSequencePrimer', note: text(200) },
  { key: 'remark', note: text(2000) },
  { key: 'plasmidType', note: text(100) },
  { key: 'plasmidSpecies', note: text(100) },
  { key: 'plasmidSelectionMarker', note: text(100) },
  { key: 'plasmidHost', note: '' },
  { key: 'plasmidUsage', note: '' },
  { key: 'plasmidFragmentType', note: '' },
  { key: 'plasmidFragmentSpecies', note: '' },
  { key: 'plasmidNuclearResistance', note: '' },
  { key: 'plasmidEukaryoticResistance', note: '' },
  { key: 'plasmidFluorescentMarker', note: '' },
  { key: 'functionIntroduction', note: text(5000) },
  { key: 'introduction', note: text(20_000) },
  { key: 'profile', note: text(5000) },
  { key: 'backbone', note: text(200) },
  { key: 'topology', note: 'circular（环状，默认）或 linear（线性）' },
  { key: 'sequence', note: 'IUPAC 碱基字母，空格、换行和数字被忽略；留空为暂无序列' },
  { key: 'features', note: '每个特征写作 名称|类型|起点|终点|方向（+ 或 -），多个特征用 ; 分隔' },
]

const header = (column: CsvColumn) => `${PLASMID_FIELD_LABELS[column.key]}(${column.key})`
const isFilter = (key: ColumnKey): key is PlasmidFilterField =>
  (PLASMID_FILTER_FIELDS as readonly string[]).includes(key)

/** The template: the header and the documentation row, whose filter notes list the stored values. */
export function plasmidCsvTemplate(options: PlasmidFilterOptions): string {
  const notes = COLUMNS.map((column, index) => {
    const note = isFilter(column.key) ? `新建时必填，可选值：${options[column.key].join('、')}` : column.note
    return index === 0 ? `# ${note}` : note
  })
  const lines = [COLUMNS.map(header), notes].map((cells) => cells.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/**
 * The column a header cell names: 'label(key)' as the template writes it, or the bare
 * field name or label. Undefined for a column the import does not know.
 */
export function columnOf(cell: string): ColumnKey | undefined {
  const name = cell.trim()
  const key = /\(([A-Za-z]+)\)$/.exec(name)?.[1] ?? name
  return COLUMNS.find((column) => column.key === key || PLASMID_FIELD_LABELS[column.key] === name)?.key
}

export const FEATURE_FORMAT_MESSAGE = '特征应写作 名称|类型|起点|终点|方向，方向为 + 或 -'

/** 'EGFP|CDS|1|720|+; …' → features; undefined when one of them is not in that form. */
export function parseFeatureCell(cell: string): PlasmidFeatureInput[] | undefined {
  const features: PlasmidFeatureInput[] = []
  for (const part of cell
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name, type, start, end, strand, ...rest] = part.split('|').map((item) => item.trim())
    const direction = strand === '+' || strand === '1' ? 1 : strand === '-' || strand === '-1' ? -1 : undefined
    if (!name || !type || !direction || rest.length > 0 || !/^\d+$/.test(start ?? '') || !/^\d+$/.test(end ?? '')) {
      return undefined
    }
    features.push({ name, type, start: Number(start), end: Number(end), strand: direction })
  }
  return features
}

const TOPOLOGY: Record<string, string> = { 环状: 'circular', 线性: 'linear' }

/** A cell as the entry's field takes it (the schema then checks it). */
export function cellValue(key: ColumnKey, cell: string): unknown {
  if (key === 'topology') return TOPOLOGY[cell.trim()] ?? (cell.trim() || 'circular')
  if (key === 'price' || key === 'size') return cell.trim() === '' ? 0 : cell.trim()
  return cell
}
