// How a CRISPR-Net or CFD score reads in the result table. Most off-targets score far below
// 0.001 and differ by orders of magnitude (biologists compare them on a log scale): fixed
// decimals would print them all as 0.0000. Three significant digits, and scientific notation
// below 0.001, keep them apart; the CSV keeps full precision.
import type { ColumnType } from 'antd/es/table'

/** Below this, scores are written as 3.2e-5. */
const SCIENTIFIC_BELOW = 0.001

const trimZeros = (digits: string) => digits.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')

export function formatScore(score: number | null): string {
  if (score === null || !Number.isFinite(score)) return '—'
  if (score === 0) return '0'
  if (Math.abs(score) < SCIENTIFIC_BELOW) {
    const [mantissa = '', exponent = ''] = score.toExponential(2).split('e')
    return `${trimZeros(mantissa)}e${exponent.replace('+', '')}`
  }
  return trimZeros(score.toPrecision(3))
}

/** How every table of scores sorts them, the customer's and the console's alike: high to low first. */
export const SCORE_SORTING = {
  dataIndex: 'score',
  align: 'right',
  defaultSortOrder: 'descend',
  sortDirections: ['descend', 'ascend', 'descend'],
  sorter: (a, b) => a.score - b.score,
} satisfies ColumnType<{ score: number }>
