// The filtered list as a file (CSV or multi-FASTA): the list's filters, in catalogue order, at
// most PLASMID_EXPORT_MAX entries. Written batch by batch as the client reads, so a full export
// (about 10,000 rows; as FASTA over 100 MB) is never held in memory.
import { PLASMID_EXPORT_MAX, type PlasmidExportFormat } from '#common/plasmid-catalogue.ts'
import { CSV_BOM, type CsvColumn, csvLine } from '#server/lib/csv.ts'
import { FASTA_CONTENT_TYPE, writeFasta } from './genbank/fasta.ts'
import { asciiName } from './plasmid-names.ts'
import type { PlasmidExportRow, PlasmidListFilters, PlasmidRepo } from './plasmid.repo.ts'

/** Entries read per query: large enough to be few queries, small enough to stream smoothly. */
const BATCH_SIZE = 500

export interface PlasmidExportFile {
  fileName: string
  contentType: string
  /** Entries that match the filters (the list's total, which may lag a change by a minute), before the cap. */
  total: number
  /** At most `max` entries; a FASTA file leaves out those without a sequence. */
  body: AsyncIterable<string>
}

const CSV_COLUMNS: readonly CsvColumn<PlasmidExportRow>[] = [
  { header: '货号', value: (row) => row.itemNo },
  { header: '产品名称', value: (row) => row.name },
  { header: '宿主', value: (row) => row.plasmidHost },
  { header: '用途', value: (row) => row.plasmidUsage },
  { header: '片段类型', value: (row) => row.plasmidFragmentType },
  { header: '物种', value: (row) => row.plasmidFragmentSpecies },
  { header: '原核抗性', value: (row) => row.plasmidNuclearResistance },
  { header: '真核抗性', value: (row) => row.plasmidEukaryoticResistance },
  { header: '荧光标记', value: (row) => row.plasmidFluorescentMarker },
  { header: '骨架', value: (row) => row.backbone },
  { header: '载体大小 (bp)', value: (row) => row.size },
  { header: '规格', value: (row) => row.specification },
  { header: '价格 (元)', value: (row) => Number(row.price) },
]

/** A FASTA header names the entry by item number and ASCII name, as the detail page's download does. */
export const fastaRecordName = (itemNo: string, name: string) => `${itemNo} ${asciiName(name)}`

/** The matching entries in catalogue order, `max` at most, one batch in memory at a time. */
async function* batches(repo: PlasmidRepo, filters: PlasmidListFilters, max: number) {
  let after: string | undefined
  let left = max
  while (left > 0) {
    const batch = await repo.exportBatch(filters, after, Math.min(BATCH_SIZE, left))
    if (batch.length === 0) return
    yield batch
    left -= batch.length
    after = batch.at(-1)!.itemNo
  }
}

async function* csvBody(repo: PlasmidRepo, filters: PlasmidListFilters, max: number) {
  yield CSV_BOM + csvLine(CSV_COLUMNS.map((column) => column.header))
  for await (const batch of batches(repo, filters, max)) {
    yield batch.map((row) => csvLine(CSV_COLUMNS.map((column) => column.value(row)))).join('')
  }
}

/** One record per entry with a sequence; a sequence several entries share is read once per batch. */
async function* fastaBody(repo: PlasmidRepo, filters: PlasmidListFilters, max: number) {
  for await (const batch of batches(repo, filters, max)) {
    const ids = [...new Set(batch.flatMap((row) => (row.sequenceId === null ? [] : [row.sequenceId])))]
    const sequences = new Map((await repo.sequences(ids)).map((sequence) => [sequence.id, sequence]))
    const records: string[] = []
    for (const row of batch) {
      const stored = row.sequenceId === null ? undefined : sequences.get(row.sequenceId)
      if (!stored) continue
      records.push(
        writeFasta({
          name: fastaRecordName(row.itemNo, row.name),
          topology: stored.topology,
          sequence: stored.sequence,
        }),
      )
    }
    if (records.length > 0) yield records.join('')
  }
}

const FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', body: csvBody },
  fasta: { contentType: FASTA_CONTENT_TYPE, body: fastaBody },
} as const

export function plasmidExport(
  repo: PlasmidRepo,
  {
    filters,
    format,
    total,
    max = PLASMID_EXPORT_MAX,
  }: {
    filters: PlasmidListFilters
    format: PlasmidExportFormat
    total: number
    max?: number
  },
): PlasmidExportFile {
  const { contentType, body } = FORMATS[format]
  return { fileName: `质粒列表.${format}`, contentType, total, body: body(repo, filters, max) }
}
