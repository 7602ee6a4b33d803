// Turns uploaded files into import rows: each row is the entry as the file describes it,
// laid over the existing entry of the same item number (the import's key, decision 010),
// with the problems found while reading it.
import type { AdminPlasmid, PlasmidInput } from '#common/schemas/admin-plasmid.ts'
import type { PlasmidImportDefaults, PlasmidImportRequest } from '#common/schemas/admin-plasmid-import.ts'
import { parseCsv } from '#server/lib/csv.ts'
import type { PlasmidFeature } from '../genbank/model.ts'
import { parseGenbank } from '../genbank/parse.ts'
import { FEATURE_FORMAT_MESSAGE, cellValue, columnOf, parseFeatureCell } from './plasmid-import-csv.ts'

export interface ImportSourceRow {
  row: number
  file: string
  /** How messages name the row: 第 3 行 in a CSV file, 第 2 条记录 in a GenBank file. */
  where: string
  itemNo: string
  /** The fields the file gives, before the existing entry is laid under them. */
  fields: Record<string, unknown>
  /** A GenBank record's own features (joins, qualifiers), stored as read. */
  parsed?: PlasmidFeature[]
  problems: string[]
}

/** The item numbers a file's rows name; the import reads those entries before building rows. */
export type ExistingEntries = ReadonlyMap<string, AdminPlasmid>

/** The entry as the form would send it, to lay the file's fields over. */
export function asInput({ id: _id, createTime: _created, updateTime: _updated, ...fields }: AdminPlasmid) {
  return fields as Record<string, unknown>
}

const normaliseItemNo = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toUpperCase()

/** Every GenBank record of a file: records end with a // line. */
function genbankRecords(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/^\/\/[^\n]*$/m)
    .filter((chunk) => /^LOCUS/m.test(chunk))
    .map((chunk) => `${chunk.trim()}\n//\n`)
}

const fileStem = (name: string) => name.replace(/\.[^.]+$/, '')

/** Features that describe the whole record are not part of the map. */
const mapFeatures = (features: readonly PlasmidFeature[]) => features.filter((feature) => feature.type !== 'source')

/**
 * GenBank: the LOCUS name, in upper case, is the item number (the site's own GenBank
 * downloads use the item number there, so a downloaded file updates its entry). A file
 * updates an entry's sequence, topology and features only; a new entry takes its name from
 * the file (or the LOCUS name when a file holds several records), DEFINITION as its profile,
 * and the filter values chosen for the import.
 */
function genbankRows(
  file: { name: string; content: string },
  defaults: PlasmidImportDefaults | undefined,
): ImportSourceRow[] {
  const records = genbankRecords(file.content)
  if (records.length === 0) {
    return [
      {
        row: 1,
        file: file.name,
        where: '第 1 条记录',
        itemNo: '',
        fields: {},
        problems: ['文件中没有 GenBank 记录（缺少 LOCUS 行）'],
      },
    ]
  }
  return records.map((text, index) => {
    const where = `第 ${index + 1} 条记录`
    try {
      const record = parseGenbank(text)
      const features = mapFeatures(record.features)
      return {
        row: index + 1,
        file: file.name,
        where,
        itemNo: normaliseItemNo(record.name),
        fields: {
          itemNo: record.name,
          name: records.length === 1 ? fileStem(file.name) : record.name,
          profile: record.definition,
          ...defaults,
          sequence: record.sequence,
          topology: record.topology,
          features: features.map(({ name, type, start, end, strand }) => ({
            name: name.slice(0, 100),
            type,
            start,
            end,
            strand,
          })),
        },
        parsed: features,
        problems: [],
      }
    } catch {
      return {
        row: index + 1,
        file: file.name,
        where,
        itemNo: '',
        fields: {},
        problems: ['无法解析该 GenBank 记录（LOCUS 行、ORIGIN 段或序列长度有误）'],
      }
    }
  })
}

/** The fields a GenBank row changes on an entry that exists already. */
export const GENBANK_UPDATED_FIELDS = ['sequence', 'topology', 'features'] as const

function csvRows(file: { name: string; content: string }): ImportSourceRow[] {
  const records = parseCsv(file.content)
  const fileProblem = (problem: string): ImportSourceRow[] => [
    { row: 1, file: file.name, where: '第 1 行', itemNo: '', fields: {}, problems: [problem] },
  ]
  const [head, ...body] = records
  if (!head) return fileProblem('文件是空的')
  const columns = head.map(columnOf)
  const unknown = head.filter((_cell, index) => columns[index] === undefined)
  if (unknown.length > 0) return fileProblem(`不认识的列：${unknown.join('、')}`)
  if (!columns.includes('itemNo')) return fileProblem('缺少货号(itemNo)列')

  const rows: ImportSourceRow[] = []
  body.forEach((cells, index) => {
    if ((cells[0] ?? '').trimStart().startsWith('#')) return
    const row = index + 2
    const fields: Record<string, unknown> = {}
    const problems: string[] = []
    columns.forEach((key, column) => {
      if (!key) return
      const cell = cells[column] ?? ''
      if (key === 'features') {
        const features = parseFeatureCell(cell)
        if (features) fields.features = features
        else problems.push(FEATURE_FORMAT_MESSAGE)
      } else fields[key] = cellValue(key, cell)
    })
    rows.push({ row, file: file.name, where: `第 ${row} 行`, itemNo: normaliseItemNo(fields.itemNo), fields, problems })
  })
  return rows
}

export function readImportFiles(request: PlasmidImportRequest): ImportSourceRow[] {
  return request.files.flatMap((file) =>
    request.format === 'csv' ? csvRows(file) : genbankRows(file, request.defaults),
  )
}

/**
 * The entry a row would save: a CSV row's columns, or a GenBank record's sequence and map,
 * over the existing entry; a new entry is the row alone.
 */
export function entryOf(
  source: ImportSourceRow,
  existing: AdminPlasmid | undefined,
  format: PlasmidImportRequest['format'],
) {
  if (!existing) return source.fields
  const fields =
    format === 'csv'
      ? source.fields
      : Object.fromEntries(GENBANK_UPDATED_FIELDS.map((key) => [key, source.fields[key]]))
  return { ...asInput(existing), ...fields } as Partial<PlasmidInput>
}
