// Common restriction enzymes with their recognition sites and cut positions, as REBASE
// (rebase.neb.com) lists them. Each cut is counted in bases from the first base of the site on
// the strand written here: G^AATTC is `cut: 1`, its complementary strand is cut at 5. A type IIS
// enzyme cuts outside its site: BsaI, GGTCTC(1/5), cuts at 6 + 1 and 6 + 5.
// tests/fixtures/restriction-sites.json holds the same facts as Biopython's REBASE data
// (Bio.Restriction), and cut-sites.test.ts compares them.

export interface RestrictionEnzyme {
  name: string
  /** Recognition site 5'→3', IUPAC letters (N, Y, R, W …) where the enzyme accepts several bases. */
  site: string
  /** Bases from the start of the site to the cut in the strand written above. */
  cut: number
  /** Bases from the start of the site (same strand, same direction) to the cut in the complementary strand. */
  cutComplement: number
}

/** name, site, cut, cut in the complementary strand. */
const TABLE: readonly (readonly [string, string, number, number])[] = [
  ['AatII', 'GACGTC', 5, 1],
  ['AflII', 'CTTAAG', 1, 5],
  ['AgeI', 'ACCGGT', 1, 5],
  ['ApaI', 'GGGCCC', 5, 1],
  ['AscI', 'GGCGCGCC', 2, 6],
  ['AvaI', 'CYCGRG', 1, 5],
  ['AvrII', 'CCTAGG', 1, 5],
  ['BamHI', 'GGATCC', 1, 5],
  ['BbsI', 'GAAGAC', 8, 12],
  ['BglII', 'AGATCT', 1, 5],
  // Esp3I is an isoschizomer: same site, same cuts.
  ['BsmBI', 'CGTCTC', 7, 11],
  ['BsaI', 'GGTCTC', 7, 11],
  ['BsiWI', 'CGTACG', 1, 5],
  ['BsrGI', 'TGTACA', 1, 5],
  ['BstBI', 'TTCGAA', 2, 4],
  ['ClaI', 'ATCGAT', 2, 4],
  ['EagI', 'CGGCCG', 1, 5],
  ['EcoRI', 'GAATTC', 1, 5],
  ['EcoRV', 'GATATC', 3, 3],
  ['FseI', 'GGCCGGCC', 6, 2],
  ['HincII', 'GTYRAC', 3, 3],
  ['HindIII', 'AAGCTT', 1, 5],
  ['HpaI', 'GTTAAC', 3, 3],
  ['KpnI', 'GGTACC', 5, 1],
  ['MfeI', 'CAATTG', 1, 5],
  ['MluI', 'ACGCGT', 1, 5],
  ['NarI', 'GGCGCC', 2, 4],
  ['NcoI', 'CCATGG', 1, 5],
  ['NdeI', 'CATATG', 2, 4],
  ['NheI', 'GCTAGC', 1, 5],
  ['NotI', 'GCGGCCGC', 2, 6],
  ['NruI', 'TCGCGA', 3, 3],
  ['NsiI', 'ATGCAT', 5, 1],
  ['PacI', 'TTAATTAA', 5, 3],
  ['PmeI', 'GTTTAAAC', 4, 4],
  ['PstI', 'CTGCAG', 5, 1],
  ['PvuI', 'CGATCG', 4, 2],
  ['PvuII', 'CAGCTG', 3, 3],
  ['SacI', 'GAGCTC', 5, 1],
  ['SacII', 'CCGCGG', 4, 2],
  ['SalI', 'GTCGAC', 1, 5],
  ['SapI', 'GCTCTTC', 8, 11],
  ['SbfI', 'CCTGCAGG', 6, 2],
  ['ScaI', 'AGTACT', 3, 3],
  ['SfiI', 'GGCCNNNNNGGCC', 8, 5],
  ['SmaI', 'CCCGGG', 3, 3],
  ['SpeI', 'ACTAGT', 1, 5],
  ['SphI', 'GCATGC', 5, 1],
  ['StuI', 'AGGCCT', 3, 3],
  ['StyI', 'CCWWGG', 1, 5],
  ['SwaI', 'ATTTAAAT', 4, 4],
  ['XbaI', 'TCTAGA', 1, 5],
  ['XhoI', 'CTCGAG', 1, 5],
  ['XmaI', 'CCCGGG', 1, 5],
  ['XmnI', 'GAANNNNTTC', 5, 5],
]

export const RESTRICTION_ENZYMES: readonly RestrictionEnzyme[] = TABLE.map(([name, site, cut, cutComplement]) => ({
  name,
  site,
  cut,
  cutComplement,
}))
