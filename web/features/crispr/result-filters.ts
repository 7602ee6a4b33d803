// The result page's filters (spec §5: min and max score, sequence substrings). They run
// in the browser on the job's rows: a job holds fewer than 1000.
import type { CrisprResultRow } from '#common/schemas/crispr.ts'

export interface ResultFilters {
  minScore: number | null
  maxScore: number | null
  /** Substrings, matched case-insensitively. */
  onSeq: string
  offSeq: string
}

export const NO_FILTERS: ResultFilters = { minScore: null, maxScore: null, onSeq: '', offSeq: '' }

export function filterRows<Row extends CrisprResultRow>(rows: readonly Row[], filters: ResultFilters): Row[] {
  const on = filters.onSeq.trim().toUpperCase()
  const off = filters.offSeq.trim().toUpperCase()
  return rows.filter(
    (row) =>
      (filters.minScore === null || row.score >= filters.minScore) &&
      (filters.maxScore === null || row.score <= filters.maxScore) &&
      row.on_seq.toUpperCase().includes(on) &&
      row.off_seq.toUpperCase().includes(off),
  )
}

export const isFiltered = (filters: ResultFilters) =>
  filters.minScore !== null || filters.maxScore !== null || filters.onSeq.trim() !== '' || filters.offSeq.trim() !== ''
