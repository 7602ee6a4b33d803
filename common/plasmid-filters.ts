// Plasmid catalogue filter dimensions (spec §9) and their initial values. The values in use
// are stored in plasmid_filter_value and edited in the admin console (decision 010); these
// lists are what a new database starts with and the vocabulary of the seed generator. Values
// are the labels researchers in China see on plasmid catalogues, with the English
// abbreviation where it is customary; the stored value is the label itself.

/** The option meaning "no filter" in every dropdown; the list API treats it like ''. */
export const PLASMID_FILTER_ALL = '全部'

export const PLASMID_USAGES = [
  'GateWay',
  '基因编辑',
  '基因模板',
  'CRISPR',
  '慢病毒包装',
  'AAV',
  '蛋白表达',
  'shRNA',
  '荧光报告',
  '荧光素酶报告',
  '克隆载体',
  '腺病毒',
  '逆转录病毒',
] as const

export const PLASMID_HOSTS = [
  '大肠杆菌',
  '哺乳动物细胞',
  '酿酒酵母',
  '毕赤酵母',
  '裂殖酵母',
  '昆虫细胞',
  '植物',
  '农杆菌',
  '枯草芽孢杆菌',
  '乳酸菌',
  '链霉菌',
  '谷氨酸棒杆菌',
  '假单胞菌',
  '蓝藻',
  '衣藻',
  '丝状真菌',
  '斑马鱼',
  '果蝇',
  '线虫',
  '非洲爪蟾',
] as const

export const PLASMID_SPECIES = [
  '人',
  '小鼠',
  '大鼠',
  '猕猴',
  '斑马鱼',
  '果蝇',
  '拟南芥',
  '水稻',
  '酵母',
  '大肠杆菌',
  '无',
] as const

export const PLASMID_FRAGMENT_TYPES = [
  '空载体',
  'ORF',
  '突变体',
  '融合蛋白',
  'sgRNA',
  'shRNA',
  'miRNA',
  '启动子',
  "3'UTR",
  '荧光蛋白',
  '报告基因',
] as const

export const PLASMID_NUCLEAR_RESISTANCES = [
  '氨苄青霉素 (Amp)',
  '卡那霉素 (Kan)',
  '氯霉素 (Cm)',
  '四环素 (Tet)',
  '壮观霉素 (Spec)',
  '链霉素 (Str)',
  '庆大霉素 (Gen)',
  '博来霉素 (Zeocin)',
  '潮霉素 (Hyg)',
  '红霉素 (Ery)',
  '羧苄青霉素 (Carb)',
  '安普霉素 (Apr)',
  '甲氧苄啶 (Tmp)',
  '诺尔丝菌素 (NAT)',
  '氨苄青霉素+卡那霉素 (Amp+Kan)',
  '氨苄青霉素+四环素 (Amp+Tet)',
  '氯霉素+四环素 (Cm+Tet)',
  '无',
] as const

export const PLASMID_EUKARYOTIC_RESISTANCES = [
  '嘌呤霉素 (Puromycin)',
  '新霉素/G418 (Neomycin)',
  '潮霉素 (Hygromycin)',
  '杀稻瘟菌素 (Blasticidin)',
  '博来霉素 (Zeocin)',
  '诺尔丝菌素 (Nourseothricin)',
  '草铵膦 (Basta)',
  '卡那霉素 (Kanamycin)',
  '甲氨蝶呤 (MTX)',
  '更昔洛韦 (Ganciclovir)',
  '无',
] as const

export const PLASMID_FLUORESCENT_MARKERS = [
  'EGFP',
  'ZsGreen1',
  'mNeonGreen',
  'EYFP',
  'mCherry',
  'tdTomato',
  'DsRed2',
  'TagBFP',
  '无',
] as const

export type PlasmidUsage = (typeof PLASMID_USAGES)[number]
export type PlasmidHost = (typeof PLASMID_HOSTS)[number]
export type PlasmidSpecies = (typeof PLASMID_SPECIES)[number]
export type PlasmidFragmentType = (typeof PLASMID_FRAGMENT_TYPES)[number]
export type PlasmidNuclearResistance = (typeof PLASMID_NUCLEAR_RESISTANCES)[number]
export type PlasmidEukaryoticResistance = (typeof PLASMID_EUKARYOTIC_RESISTANCES)[number]
export type PlasmidFluorescentMarker = (typeof PLASMID_FLUORESCENT_MARKERS)[number]

/** Spec 'Plasmid filter state': every field '' when nothing is chosen. */
export interface PlasmidFilterState {
  host: string
  plasmidUsage: string
  fragmentType: string
  fragmentSpecies: string
  nuclearResistance: string
  eukaryoticResistance: string
  fluorescentMarker: string
  name: string
  itemNo: string
}

export const EMPTY_PLASMID_FILTER_STATE: Readonly<PlasmidFilterState> = {
  host: '',
  plasmidUsage: '',
  fragmentType: '',
  fragmentSpecies: '',
  nuclearResistance: '',
  eukaryoticResistance: '',
  fluorescentMarker: '',
  name: '',
  itemNo: '',
}

export type PlasmidFilterKey = Exclude<keyof PlasmidFilterState, 'name' | 'itemNo'>

/** The list payload's filter fields: the catalogue entry's own columns. */
export const PLASMID_FILTER_FIELDS = [
  'plasmidHost',
  'plasmidUsage',
  'plasmidFragmentType',
  'plasmidFragmentSpecies',
  'plasmidNuclearResistance',
  'plasmidEukaryoticResistance',
  'plasmidFluorescentMarker',
] as const
export type PlasmidFilterField = (typeof PLASMID_FILTER_FIELDS)[number]

export interface PlasmidFilterDimension {
  /** Field of the filter state (and of the page's URL query). */
  key: PlasmidFilterKey
  /** Field of the list API payload and of the catalogue entry it compares with. */
  field: PlasmidFilterField
  label: string
  /** The values a new database starts with (the stored ones may differ since). */
  initialValues: readonly string[]
}

/** The seven list dropdowns, in the order the page shows them. */
export const PLASMID_FILTER_DIMENSIONS: readonly PlasmidFilterDimension[] = [
  { key: 'host', field: 'plasmidHost', label: '宿主', initialValues: PLASMID_HOSTS },
  { key: 'plasmidUsage', field: 'plasmidUsage', label: '用途', initialValues: PLASMID_USAGES },
  {
    key: 'fragmentType',
    field: 'plasmidFragmentType',
    label: '片段类型',
    initialValues: PLASMID_FRAGMENT_TYPES,
  },
  {
    key: 'fragmentSpecies',
    field: 'plasmidFragmentSpecies',
    label: '物种',
    initialValues: PLASMID_SPECIES,
  },
  {
    key: 'nuclearResistance',
    field: 'plasmidNuclearResistance',
    label: '原核抗性',
    initialValues: PLASMID_NUCLEAR_RESISTANCES,
  },
  {
    key: 'eukaryoticResistance',
    field: 'plasmidEukaryoticResistance',
    label: '真核抗性',
    initialValues: PLASMID_EUKARYOTIC_RESISTANCES,
  },
  {
    key: 'fluorescentMarker',
    field: 'plasmidFluorescentMarker',
    label: '荧光标记',
    initialValues: PLASMID_FLUORESCENT_MARKERS,
  },
]

/** Search box modes (spec §9: product name or item number). */
export const PLASMID_SEARCH_TYPES = [
  { key: 'name', label: '产品名称' },
  { key: 'itemNo', label: '货号' },
] as const satisfies readonly { key: keyof PlasmidFilterState; label: string }[]

export interface PlasmidIndexItem {
  label: string
  /** The filter this tile pre-selects on the list. */
  filter: PlasmidFilterKey
  value: string
}

export interface PlasmidIndexGroup {
  /** Main classification remembered when a tile is clicked; the item is the sub classification. */
  key: 'host' | 'usage' | 'fluorescentMarker'
  title: string
  items: readonly PlasmidIndexItem[]
}

/**
 * The /plasmidPlatform tiles (spec §2). The list filters on one value per dropdown, so a colour
 * tile opens the list on the catalogue's most common protein of that colour.
 */
export const PLASMID_INDEX_GROUPS: readonly PlasmidIndexGroup[] = [
  {
    key: 'host',
    title: '宿主',
    items: [
      { label: '大肠杆菌', filter: 'host', value: '大肠杆菌' },
      { label: '哺乳动物细胞', filter: 'host', value: '哺乳动物细胞' },
    ],
  },
  {
    key: 'usage',
    title: '用途',
    items: [
      { label: '基因编辑', filter: 'plasmidUsage', value: '基因编辑' },
      { label: '基因模板', filter: 'plasmidUsage', value: '基因模板' },
    ],
  },
  {
    key: 'fluorescentMarker',
    title: '荧光标记',
    items: [
      { label: '绿色荧光', filter: 'fluorescentMarker', value: 'EGFP' },
      { label: '红色荧光', filter: 'fluorescentMarker', value: 'mCherry' },
    ],
  },
]

/** The label of a filter field ('plasmidHost' → '宿主'). */
export const plasmidFilterLabel = (field: PlasmidFilterField): string =>
  PLASMID_FILTER_DIMENSIONS.find((dimension) => dimension.field === field)?.label ?? field

/** The usual filter values of a vector from a GenBank file, which the editor changes before the preview. */
export const GENBANK_IMPORT_DEFAULTS: Readonly<Record<PlasmidFilterField, string>> = {
  plasmidHost: '大肠杆菌',
  plasmidUsage: '克隆载体',
  plasmidFragmentType: '空载体',
  plasmidFragmentSpecies: '无',
  plasmidNuclearResistance: '氨苄青霉素 (Amp)',
  plasmidEukaryoticResistance: '无',
  plasmidFluorescentMarker: '无',
}
