// Pair → 24 × 7 input of CRISPR-Net (MODEL.md §3–4). A column is kept as a 7-bit code
// (bit k = channel k) because the forward pass memoises work per window of columns.
import { checkPair, describePairIssue, type PairIssue } from '#common/schemas/crispr.ts'

export const SEQ_LEN = 24
const CHANNELS = 7

export class InvalidPairError extends Error {
  override name = 'InvalidPairError'
  readonly on: string
  readonly off: string
  readonly issue: PairIssue

  constructor(on: string, off: string, issue: PairIssue) {
    super(`Cannot score pair ${on},${off}: ${describePairIssue(issue)}`)
    this.on = on
    this.off = off
    this.issue = issue
  }
}

// Channel order A, T, G, C, _ is the model's, not alphabetical. `-` is "no base": no
// channel and no direction rank, so it is absent from both tables (MODEL.md §4).
const ONE_HOT: Readonly<Record<string, number>> = { A: 0b00001, T: 0b00010, G: 0b00100, C: 0b01000, _: 0b10000 }
const RANK: Readonly<Record<string, number>> = { A: 5, G: 4, C: 3, T: 2, _: 1 }
const DIR_ON_HIGHER = 1 << 5
const DIR_OFF_HIGHER = 1 << 6

/** The 7-bit code of one column, for characters already checked and N already resolved. */
export function columnCode(a: string, b: string): number {
  let code = (ONE_HOT[a] ?? 0) | (ONE_HOT[b] ?? 0)
  const rankA = RANK[a]
  const rankB = RANK[b]
  if (rankA !== undefined && rankB !== undefined && rankA !== rankB) {
    code |= rankA > rankB ? DIR_ON_HIGHER : DIR_OFF_HIGHER
  }
  return code
}

/**
 * Writes the 24 column codes of a pair into `out` at `offset`. Uppercases first (the
 * score of a lowercase pair is that of its uppercase form); `_` and `-` stay distinct.
 * Throws InvalidPairError for what the product does not score (MODEL.md §3).
 */
export function encodeColumns(on: string, off: string, out: Uint8Array, offset = 0): void {
  const upperOn = on.toUpperCase()
  const upperOff = off.toUpperCase()
  const issue = checkPair(upperOn, upperOff)
  if (issue) throw new InvalidPairError(on, off, issue)
  // Left padding with '-' on both strands encodes as all-zero columns.
  const pad = SEQ_LEN - upperOn.length
  out.fill(0, offset, offset + pad)
  for (let t = pad; t < SEQ_LEN; t++) {
    const b = upperOff.charAt(t - pad)
    const rawA = upperOn.charAt(t - pad)
    // An on-target N (e.g. the N of NGG) takes the off-target base at that position.
    out[offset + t] = columnCode(rawA === 'N' ? b : rawA, b)
  }
}

/** The model input as Keras sees it, flattened row-major: X[t * 7 + k]. */
export function encodePair(on: string, off: string): Float64Array {
  const columns = new Uint8Array(SEQ_LEN)
  encodeColumns(on, off, columns)
  const matrix = new Float64Array(SEQ_LEN * CHANNELS)
  for (let t = 0; t < SEQ_LEN; t++) {
    for (let k = 0; k < CHANNELS; k++) matrix[t * CHANNELS + k] = ((columns[t] ?? 0) >> k) & 1
  }
  return matrix
}
