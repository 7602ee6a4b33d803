// Where restriction enzymes cut a sequence. Positions follow Biopython's Restriction search():
// 1-based, the first base after the cut in the top strand (EcoRI in ...G^AATTC... with the G at
// base 396 cuts at 397). On a circular sequence a site may run through the origin, and a cut
// between the last base and the first is at 1.
import { reverseComplement } from '../genbank/sequence.ts'
import { RESTRICTION_ENZYMES, type RestrictionEnzyme } from './enzymes.ts'

export type Topology = 'circular' | 'linear'

export interface EnzymeCuts {
  enzyme: RestrictionEnzyme
  /** Ascending, each position once. */
  cuts: number[]
}

const IUPAC: Record<string, string> = {
  A: 'A',
  C: 'C',
  G: 'G',
  T: 'T',
  R: '[AG]',
  Y: '[CT]',
  S: '[CG]',
  W: '[AT]',
  K: '[GT]',
  M: '[AC]',
  B: '[CGT]',
  D: '[AGT]',
  H: '[ACT]',
  V: '[ACG]',
  N: '[ACGT]',
}

/** Every start of the site in the text, overlapping ones included. */
function* siteStarts(site: string, text: string): Generator<number> {
  const pattern = new RegExp([...site].map((base) => IUPAC[base]).join(''), 'g')
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    yield match.index
    // A match consumes its bases; the next site may begin one base later (AA in AAA).
    pattern.lastIndex = match.index + 1
  }
}

/** The positions where one enzyme cuts, both strands searched. */
export function cutsOf(enzyme: RestrictionEnzyme, sequence: string, topology: Topology): number[] {
  const length = sequence.length
  const siteLength = enzyme.site.length
  const circular = topology === 'circular'
  // Bases past the end let a circular search see the sites that run through the origin.
  const text = circular ? sequence + sequence.slice(0, siteLength - 1) : sequence
  // The cut as the number of top-strand bases before it, from a site's start in the top strand.
  const strands: [string, (start: number) => number][] = [[enzyme.site, (start) => start + enzyme.cut]]
  const opposite = reverseComplement(enzyme.site)
  if (opposite !== enzyme.site) strands.push([opposite, (start) => start + siteLength - enzyme.cutComplement])

  const cuts = new Set<number>()
  for (const [site, cutAt] of strands) {
    for (const start of siteStarts(site, text)) {
      if (start >= length) break
      const boundary = cutAt(start)
      if (circular) cuts.add((((boundary % length) + length) % length) + 1)
      else if (boundary > 0 && boundary < length) cuts.add(boundary + 1)
    }
  }
  return [...cuts].sort((a, b) => a - b)
}

/** Every enzyme of the table with its cuts (none for most enzymes in a given plasmid). */
export const cutSites = (
  sequence: string,
  topology: Topology,
  enzymes: readonly RestrictionEnzyme[] = RESTRICTION_ENZYMES,
): EnzymeCuts[] => enzymes.map((enzyme) => ({ enzyme, cuts: cutsOf(enzyme, sequence.toUpperCase(), topology) }))

/**
 * The enzymes that cut once or twice, as maps and cloning plans use them: unique cutters first,
 * then double cutters, each group by its first cut.
 */
export const fewCutters = (sequence: string, topology: Topology, maxCuts = 2): EnzymeCuts[] =>
  cutSites(sequence, topology)
    .filter(({ cuts }) => cuts.length > 0 && cuts.length <= maxCuts)
    .sort((a, b) => a.cuts.length - b.cuts.length || a.cuts[0]! - b.cuts[0]!)
