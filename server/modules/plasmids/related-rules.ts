// Which catalogue plasmids go with which ("related plasmids" on the detail page): the
// companions an experiment with a plasmid needs besides it. A rule applies to entries built on
// one of its backbones or of one of its plasmid types (质粒类型) and names the companions by
// catalogue name; a companion the catalogue does not list (or hides) is left out, so a rule may
// name a plasmid the company has yet to stock. Staff edit this file, not the database.

export interface Companion {
  /** The catalogue name of the companion (its empty vector's name). */
  name: string
  /** What it is for next to the plasmid, shown beside its link. */
  role: string
}

export interface CompanionRule {
  backbones?: readonly string[]
  plasmidTypes?: readonly string[]
  companions: readonly Companion[]
}

const LENTIVIRAL_PACKAGING: readonly Companion[] = [
  { name: 'psPAX2', role: '慢病毒包装质粒' },
  { name: 'pMD2.G', role: 'VSV-G 包膜质粒' },
]

const AAV_PACKAGING: readonly Companion[] = [
  { name: 'pHelper', role: 'AAV 辅助质粒' },
  { name: 'pAAV-RC', role: 'Rep/Cap 质粒' },
]

export const COMPANION_RULES: readonly CompanionRule[] = [
  {
    // Second-generation packaging: transfer vector + psPAX2 (gag/pol, rev, tat) + pMD2.G (VSV-G).
    plasmidTypes: [
      '慢病毒表达载体',
      '慢病毒 CRISPR/Cas9 载体',
      '慢病毒 Cas9 表达载体',
      '慢病毒 sgRNA 载体',
      '慢病毒 shRNA 载体',
    ],
    companions: LENTIVIRAL_PACKAGING,
  },
  // Each packaging plasmid points to the other (an entry is never its own companion).
  { plasmidTypes: ['慢病毒包装质粒'], companions: LENTIVIRAL_PACKAGING },
  // The two-vector screen: Cas9 in one lentivirus, the guide in the other.
  { backbones: ['lentiGuide-Puro'], companions: [{ name: 'lentiCas9-Blast', role: 'Cas9 表达质粒' }] },
  { backbones: ['lentiCas9-Blast'], companions: [{ name: 'lentiGuide-Puro', role: 'sgRNA 表达载体' }] },
  // Triple transfection: transfer vector + Rep/Cap + adenoviral helper.
  { plasmidTypes: ['AAV 载体'], companions: AAV_PACKAGING },
  {
    plasmidTypes: ['AAV 包装质粒'],
    companions: [{ name: 'pAAV-MCS', role: 'AAV 转移载体' }, ...AAV_PACKAGING],
  },
  // Plat-E / Phoenix cells bring gag-pol; VSV-G widens the host range beyond mouse cells.
  { plasmidTypes: ['逆转录病毒载体'], companions: [{ name: 'pMD2.G', role: 'VSV-G 包膜质粒' }] },
  // Firefly reporters are normalised to a co-transfected Renilla plasmid.
  {
    backbones: ['pGL3-Basic', 'pGL3-Control', 'pGL4.10[luc2]'],
    companions: [{ name: 'pRL-TK', role: '海肾荧光素酶内参质粒' }],
  },
  { backbones: ['pGL3-Basic'], companions: [{ name: 'pGL3-Control', role: '阳性对照质粒' }] },
]

/** The companions of an entry, in rule order, each name once. */
export function companionsOf({ backbone, plasmidType }: { backbone: string; plasmidType: string }): Companion[] {
  const found = new Map<string, Companion>()
  for (const rule of COMPANION_RULES) {
    if (!rule.backbones?.includes(backbone) && !rule.plasmidTypes?.includes(plasmidType)) continue
    for (const companion of rule.companions) if (!found.has(companion.name)) found.set(companion.name, companion)
  }
  return [...found.values()]
}
