// A valid catalogue entry as an editor fills in the admin form, with overrides.

/** The start of EGFP's coding sequence. */
export const SEQUENCE = 'ATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCCTGGTCGAGCTGGACGGCGACGTAAACGGCCACAAGTTCAGCGTG'

export const plasmidEntry = (overrides: Record<string, unknown> = {}) => ({
  itemNo: 'ADM-0001',
  name: 'pAdmin-EGFP',
  price: 1800,
  plasmidHost: '大肠杆菌',
  plasmidUsage: '蛋白表达',
  plasmidFragmentType: '荧光蛋白',
  plasmidFragmentSpecies: '人',
  plasmidNuclearResistance: '氨苄青霉素 (Amp)',
  plasmidEukaryoticResistance: '无',
  plasmidFluorescentMarker: 'EGFP',
  promoter: 'CMV',
  introduction: '用于测试的质粒',
  sequence: `${SEQUENCE.slice(0, 40).toLowerCase()}\n${SEQUENCE.slice(40)}`,
  topology: 'circular',
  features: [{ name: 'EGFP', type: 'CDS', start: 1, end: 60, strand: 1 }],
  ...overrides,
})
