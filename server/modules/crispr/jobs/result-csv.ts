// The result file of a job (spec §9): UTF-8 with a byte-order mark, so Excel opens it
// as UTF-8, and named with the date and time (China time) the job finished.
import { fileTimestamp } from '#common/china-date.ts'
import type { ResultRow } from './crispr-job.repo.ts'

const BOM = '\uFEFF'
const HEADER = 'on_seq,off_seq,CRISPR_Net_score,CFD_score'

/** CRISPR-Net_YYYYMMDD-HHmmss.csv */
export function resultFileName(finishedAt: string): string {
  return `CRISPR-Net_${fileTimestamp(finishedAt)}.csv`
}

/** Scores at full precision: the file is for further analysis, not for display. */
export function resultCsv(rows: readonly Pick<ResultRow, 'onSeq' | 'offSeq' | 'score' | 'cfd'>[]): string {
  const lines = rows.map((row) => `${row.onSeq},${row.offSeq},${row.score},${row.cfd ?? ''}`)
  return `${BOM}${[HEADER, ...lines].join('\r\n')}\r\n`
}
