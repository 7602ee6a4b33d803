// Strand arithmetic on upper-case IUPAC DNA.
import type { GenbankRecord, PlasmidFeature } from './model.ts'

const COMPLEMENT: Record<string, string> = {
  A: 'T',
  C: 'G',
  G: 'C',
  T: 'A',
  U: 'A',
  N: 'N',
  R: 'Y',
  Y: 'R',
  S: 'S',
  W: 'W',
  K: 'M',
  M: 'K',
  B: 'V',
  V: 'B',
  D: 'H',
  H: 'D',
}

export function reverseComplement(sequence: string): string {
  let out = ''
  for (let i = sequence.length - 1; i >= 0; i--) {
    const base = sequence[i] ?? ''
    out += COMPLEMENT[base.toUpperCase()] ?? 'N'
  }
  return out
}

/** The feature's bases read 5'→3' on its own strand (spans joined, minus strand reverse-complemented). */
export function featureSequence(
  record: Pick<GenbankRecord, 'sequence'>,
  feature: Pick<PlasmidFeature, 'spans' | 'strand'>,
): string {
  const forward = feature.spans.map((span) => record.sequence.slice(span.start - 1, span.end)).join('')
  return feature.strand === 1 ? forward : reverseComplement(forward)
}

/**
 * True when the bases read as one open frame: whole codons and no stop before the last codon.
 * Tags and peptides without ATG pass; a coding annotation shifted by a base or on the wrong
 * strand does not.
 */
export function isOpenFrame(sequence: string): boolean {
  if (sequence.length === 0 || sequence.length % 3 !== 0) return false
  for (let i = 0; i < sequence.length - 3; i += 3) {
    const codon = sequence.slice(i, i + 3)
    if (codon === 'TAA' || codon === 'TAG' || codon === 'TGA') return false
  }
  return true
}
