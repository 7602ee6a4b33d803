// Cutting Frequency Determination score (Doench et al. 2016), MODEL.md §11: a product of
// per-position mismatch penalties and a PAM penalty, defined for gap-free 23-mers only.
import { z } from '#common/zod.ts'

export interface CfdTables {
  /** Keys `r{A,C,G,U}:d{A,C,G,T},{1..20}`, as in Doench's mismatch_score.pkl. */
  mismatch: ReadonlyMap<string, number>
  /** Keys `AA` … `TT`: the two bases after the N of the off-target PAM. */
  pam: ReadonlyMap<string, number>
}

export class CfdTablesError extends Error {
  override name = 'CfdTablesError'
}

const BASES = ['A', 'C', 'G', 'T'] as const
const COMPLEMENT: Readonly<Record<string, string>> = { A: 'T', C: 'G', G: 'C', T: 'A' }
const asRna = (base: string) => (base === 'T' ? 'U' : base)

// "sgRNA base (as RNA) paired with target-DNA base", the DNA base being the complement
// of the off-target as written.
const mismatchKey = (onBase: string, offBase: string, position: number) =>
  `r${asRna(onBase)}:d${COMPLEMENT[offBase]},${position}`

// The 12 key combinations per position that a real mismatch can produce.
const EXPECTED_MISMATCH_KEYS = Array.from({ length: 20 }, (_, i) =>
  BASES.flatMap((on) => BASES.filter((off) => off !== on).map((off) => mismatchKey(on, off, i + 1))),
).flat()
const EXPECTED_PAM_KEYS = BASES.flatMap((a) => BASES.map((b) => a + b))

const TableSchema = z.record(z.string(), z.number().min(0).max(1))

function toTable(json: unknown, expectedKeys: string[], source: string): Map<string, number> {
  const parsed = TableSchema.safeParse(json)
  if (!parsed.success) throw new CfdTablesError(`${source}: expected an object of numbers in [0, 1]`)
  const table = new Map(Object.entries(parsed.data))
  const missing = expectedKeys.filter((key) => !table.has(key))
  if (missing.length > 0 || table.size !== expectedKeys.length) {
    throw new CfdTablesError(
      `${source}: expected ${expectedKeys.length} keys, missing ${missing.slice(0, 5).join(', ') || 'none'}`,
    )
  }
  return table
}

export function cfdTablesFromJson(
  mismatch: unknown,
  pam: unknown,
  source: { mismatch: string; pam: string },
): CfdTables {
  return {
    mismatch: toTable(mismatch, EXPECTED_MISMATCH_KEYS, source.mismatch),
    pam: toTable(pam, EXPECTED_PAM_KEYS, source.pam),
  }
}

const PROTOSPACER = /^[ACGT]{20}[ACGTN]{3}$/
const SITE = /^[ACGT]{23}$/

/**
 * The CFD score, or null where it is undefined: gaps, an N in the off-target or in the
 * protospacer, length ≠ 23. The on-target PAM is not used, so an N there is accepted.
 * Multiplication order is the calculator's, so results match it bit for bit.
 */
export function cfdScore(tables: CfdTables, on: string, off: string): number | null {
  const upperOn = on.toUpperCase()
  const upperOff = off.toUpperCase()
  if (!PROTOSPACER.test(upperOn) || !SITE.test(upperOff)) return null
  let score = 1.0
  for (let i = 0; i < 20; i++) {
    const onBase = upperOn.charAt(i)
    const offBase = upperOff.charAt(i)
    if (onBase !== offBase) score *= tables.mismatch.get(mismatchKey(onBase, offBase, i + 1)) ?? Number.NaN
  }
  return score * (tables.pam.get(upperOff.slice(21, 23)) ?? Number.NaN)
}
