// The result page's filters (spec §5: min and max score, sequence substrings; and the same
// bounds on the CFD score). They run in the browser on the job's rows: a job holds fewer
// than 1000.
import type { CrisprResultRow } from '#common/schemas/crispr.ts'

export interface ResultFilters {
  minScore: number | null
  maxScore: number | null
  /** Bounds on the CFD score; a row without one (gaps, 24 nt) is left out once either is set. */
  minCfd: number | null
  maxCfd: number | null
  /** Substrings, matched case-insensitively. */
  onSeq: string
  offSeq: string
}

export const NO_FILTERS: ResultFilters = {
  minScore: null,
  maxScore: null,
  minCfd: null,
  maxCfd: null,
  onSeq: '',
  offSeq: '',
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max)

export function filterRows<Row extends CrisprResultRow>(rows: readonly Row[], filters: ResultFilters): Row[] {
  const on = filters.onSeq.trim().toUpperCase()
  const off = filters.offSeq.trim().toUpperCase()
  const cfdBounded = filters.minCfd !== null || filters.maxCfd !== null
  return rows.filter(
    (row) =>
      within(row.score, filters.minScore, filters.maxScore) &&
      (!cfdBounded || (row.cfd !== null && within(row.cfd, filters.minCfd, filters.maxCfd))) &&
      row.on_seq.toUpperCase().includes(on) &&
      row.off_seq.toUpperCase().includes(off),
  )
}

export const isFiltered = (filters: ResultFilters) =>
  filters.minScore !== null ||
  filters.maxScore !== null ||
  filters.minCfd !== null ||
  filters.maxCfd !== null ||
  filters.onSeq.trim() !== '' ||
  filters.offSeq.trim() !== ''
