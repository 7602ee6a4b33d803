// The result file of a job (spec §9): UTF-8 with a byte-order mark, so Excel opens it
// as UTF-8, and named with the date and time (China time) the job finished. Each row also
// says whether its PAM is outside the model's training domain, and which model scored it:
// columns rather than leading comment lines, which spreadsheet and pandas readers would
// take for data.
import { fileTimestamp } from '#common/china-date.ts'
import { pamOutsideDomain } from '#common/crispr-alignment.ts'
import type { ModelStamp } from '#common/schemas/crispr.ts'
import type { ResultRow } from './crispr-job.repo.ts'

const BOM = '\uFEFF'
const HEADER = [
  'on_seq',
  'off_seq',
  'CRISPR_Net_score',
  'CFD_score',
  'outside_model_domain',
  'model',
  'model_version',
  'weights_sha256',
  'scored_at',
].join(',')

/** CRISPR-Net_YYYYMMDD-HHmmss.csv */
export function resultFileName(finishedAt: string): string {
  return `CRISPR-Net_${fileTimestamp(finishedAt)}.csv`
}

/**
 * Scores at full precision: the file is for further analysis, not for display. `model` is
 * null for a job scored before the model was recorded: its columns stay empty.
 */
export function resultCsv(
  rows: readonly Pick<ResultRow, 'onSeq' | 'offSeq' | 'score' | 'cfd'>[],
  model: ModelStamp | null,
): string {
  const stamp = model ? [model.name, model.version, model.weightsSha256, model.scoredAt] : ['', '', '', '']
  const lines = rows.map((row) =>
    [row.onSeq, row.offSeq, row.score, row.cfd ?? '', pamOutsideDomain(row.offSeq)?.reason ?? '', ...stamp].join(','),
  )
  return `${BOM}${[HEADER, ...lines].join('\r\n')}\r\n`
}
