// Standard sequencing primers as vendors print them. Those used on the seed backbones were
// checked to bind there (catalogue tests assert it against the GenBank files).

export interface Primer {
  name: string
  sequence: string
}

export const PRIMERS = {
  T7: { name: 'T7', sequence: 'TAATACGACTCACTATAGGG' },
  T7Terminator: { name: 'T7-ter', sequence: 'GCTAGTTATTGCTCAGCGG' },
  T3: { name: 'T3', sequence: 'AATTAACCCTCACTAAAGGG' },
  M13F: { name: 'M13F(-20)', sequence: 'GTAAAACGACGGCCAGT' },
  M13R: { name: 'M13R', sequence: 'CAGGAAACAGCTATGAC' },
  CMVF: { name: 'CMV-F', sequence: 'CGCAAATGGGCGGTAGGCGTG' },
  BGHR: { name: 'BGH-R', sequence: 'TAGAAGGCACAGTCGAGG' },
  EGFPN: { name: 'EGFP-N', sequence: 'CGTCGCCGTCCAGCTCGACCAG' },
  EGFPC: { name: 'EGFP-C', sequence: 'CATGGTCCTGCTGGAGTTCGTG' },
  SV40pAR: { name: 'SV40pA-R', sequence: 'GAAATTTGTGATGCTATTGC' },
  pGEX5: { name: "pGEX 5'", sequence: 'GGGCTGGCAAGCCACGTTTGGTG' },
  pGEX3: { name: "pGEX 3'", sequence: 'CCGGGAGCTGCATGTGTCAGAGG' },
  LKO5: { name: "LKO.1 5'", sequence: 'GACTATCATATGCTTACCGT' },
  hU6F: { name: 'hU6-F', sequence: 'GAGGGCCTATTTCCCATGATT' },
  WPRER: { name: 'WPRE-R', sequence: 'CATAGCGTAAAAGGAGCAACA' },
  RVprimer3: { name: 'RVprimer3', sequence: 'CTAGCAAAATAGGCTGTCCC' },
  GLprimer2: { name: 'GLprimer2', sequence: 'CTTTATGTTTTTGGCGTCTTCCA' },
  LucNrev: { name: 'LucNrev', sequence: 'CCTTATGCAGTTGCTCTCC' },
  pBR322EcoRIF: { name: 'pBR322 EcoRI-F', sequence: 'GTATCACGAGGCCCTTTCGTCT' },
  malE: { name: 'malE-F', sequence: 'GGTCGTCAGACTGTCGATGAAGCC' },
  pColdF: { name: 'pCold-F', sequence: 'ACGCCATATCGCCGAAAGG' },
  pColdR: { name: 'pCold-R', sequence: 'GGCAGGGATCTTAGATTCTG' },
  pBADF: { name: 'pBAD-F', sequence: 'ATGCCATAGCATTTTTATCC' },
  pBADR: { name: 'pBAD-R', sequence: 'GATTTAATCTGTATCAGG' },
  pBABE5: { name: "pBABE 5'", sequence: 'CTTTATCCAGCCCTCAC' },
  pBABE3: { name: "pBABE 3'", sequence: 'ACCCTAACTGACACACATTCC' },
  AOX1F: { name: "5' AOX1", sequence: 'GACTGGTTCCAATTGACAAGC' },
  AOX1R: { name: "3' AOX1", sequence: 'GCAAATGGCATTCTGACATCC' },
  GAL1F: { name: 'GAL1-F', sequence: 'AATATACCTCTATACTTTAACGTC' },
  CYC1R: { name: 'CYC1-R', sequence: 'GCGTGAATGTAAGCGTGAC' },
  PolyhedrinF: { name: 'Polyhedrin-F', sequence: 'AAATGATAACCATCTCGC' },
} as const satisfies Record<string, Primer>

/** How the detail page prints a primer: `T7: 5'-TAATACGACTCACTATAGGG-3'`. */
export function formatPrimer(primer: Primer | undefined): string {
  return primer ? `${primer.name}: 5'-${primer.sequence}-3'` : ''
}
