// How an off-target site pairs with its sgRNA, position by position, for the CRISPR-Net
// result page (and any other reader of a pair): matches, each mismatch with its RNA:DNA
// type, DNA and RNA bulges, and whether the site's PAM lies in the model's training domain.
// Isomorphic: the table, the shared page and the server all read a pair the same way.

/** The PAM is the last three positions of both sequences (MODEL.md §3: 20 nt + PAM, plus one gap). */
const PAM_LENGTH = 3

/**
 * Mismatch classes by the bases that meet, as the CFD tables (MODEL.md §11) name them:
 * the sgRNA base as RNA against the target-strand DNA base (the complement of off_seq).
 * G·U wobbles are generally the best tolerated of them.
 */
export type MismatchClass = 'wobble' | 'purine' | 'pyrimidine' | 'purinePyrimidine'

export type AlignedPosition =
  | { kind: 'match'; on: string; off: string }
  | { kind: 'mismatch'; on: string; off: string; type: string; mismatchClass: MismatchClass }
  /** An extra base in the genome: a gap in on_seq against a base in off_seq. */
  | { kind: 'dnaBulge'; on: string; off: string }
  /** A base missing from the genome: a gap in off_seq against a base of the sgRNA. */
  | { kind: 'rnaBulge'; on: string; off: string }
  /** A gap on both sides: nothing pairs there. */
  | { kind: 'empty'; on: string; off: string }

export interface Alignment {
  /** The protospacer part (all but the last three positions). */
  spacer: AlignedPosition[]
  /** The PAM part (the last three positions). */
  pam: AlignedPosition[]
  counts: { mismatches: number; dnaBulges: number; rnaBulges: number }
}

const isGap = (char: string) => char === '_' || char === '-'
const RNA_OF: Record<string, string> = { A: 'A', C: 'C', G: 'G', T: 'U' }
const TARGET_STRAND_OF: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A' }
const isPurine = (base: string) => base === 'A' || base === 'G'

function mismatchClass(rna: string, dna: string): MismatchClass {
  if ((rna === 'G' && dna === 'T') || (rna === 'U' && dna === 'G')) return 'wobble'
  if (isPurine(rna) && isPurine(dna)) return 'purine'
  if (!isPurine(rna) && !isPurine(dna)) return 'pyrimidine'
  return 'purinePyrimidine'
}

/** One position: `N` in the sgRNA pairs with any base; `_` and `-` are both gaps to the reader. */
export function alignPosition(on: string, off: string): AlignedPosition {
  if (isGap(on) && isGap(off)) return { kind: 'empty', on, off }
  if (isGap(on)) return { kind: 'dnaBulge', on, off }
  if (isGap(off)) return { kind: 'rnaBulge', on, off }
  if (on === 'N' || on === off) return { kind: 'match', on, off }
  const rna = RNA_OF[on] ?? on
  const dna = TARGET_STRAND_OF[off] ?? off
  return { kind: 'mismatch', on, off, type: `r${rna}:d${dna}`, mismatchClass: mismatchClass(rna, dna) }
}

/** The pair position by position (uppercase input of equal length, as the job stores it). */
export function alignPair(onSeq: string, offSeq: string): Alignment {
  const positions = [...onSeq].map((on, index) => alignPosition(on, offSeq[index] ?? '-'))
  const count = (kind: AlignedPosition['kind']) => positions.filter((position) => position.kind === kind).length
  const split = Math.max(positions.length - PAM_LENGTH, 0)
  return {
    spacer: positions.slice(0, split),
    pam: positions.slice(split),
    counts: { mismatches: count('mismatch'), dnaBulges: count('dnaBulge'), rnaBulges: count('rnaBulge') },
  }
}

/**
 * SpCas9 PAMs CRISPR-Net's training sites carry: the canonical NGG and the two
 * non-canonical PAMs that CIRCLE-seq and GUIDE-seq report at measurable activity, NAG and
 * NGA (MODEL.md §1 lists those datasets; 98 % of reference-scores.csv's sites end in GG,
 * AG or GA). A score for another PAM is an extrapolation.
 */
const MODEL_PAM_DOMAIN = ['NGG', 'NAG', 'NGA'] as const
const IN_DOMAIN = /^[ACGT](GG|AG|GA)$/

/** The off-target site's PAM and, when the model was not trained on it, why (Chinese, for the catalogue). */
export function pamOutsideDomain(offSeq: string): { pam: string; reason: string } | undefined {
  const pam = offSeq.slice(-PAM_LENGTH)
  if (IN_DOMAIN.test(pam)) return undefined
  return { pam, reason: pamOutsideDomainMessage(pam) }
}

export const pamOutsideDomainMessage = (pam: string) => `PAM ${pam} 不在模型训练范围内（${MODEL_PAM_DOMAIN.join('/')}）`
