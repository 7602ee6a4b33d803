// Deterministic plasmid catalogue for the seed and the benchmarks: every vector family once,
// then a seeded random choice of its clones, each entry carrying every field of spec
// 'Plasmid detail'. Entries on a vector for which a GenBank file was loaded carry its real
// sequence and (auto-annotated) features; the others carry none and show 暂无信息.
import type {
  PlasmidEukaryoticResistance,
  PlasmidFluorescentMarker,
  PlasmidFragmentType,
  PlasmidHost,
  PlasmidNuclearResistance,
  PlasmidSpecies,
  PlasmidUsage,
} from '#common/plasmid-filters.ts'
import { annotateRecord, buildFeatureLibrary } from '../genbank/annotate.ts'
import type { GenbankFile, GenbankRecord, PlasmidFeature, Topology } from '../genbank/index.ts'
import { PLASMID_FAMILIES, type PlasmidFamily } from './families.ts'
import { formatPrimer } from './primers.ts'
import { productTexts } from './texts.ts'
import { clones, emptyVectors, type Product } from './variants.ts'

export interface PlasmidCatalogueEntry {
  /** Unique catalogue number, e.g. 'GE-P10234'. */
  itemNo: string
  name: string
  specification: string
  /** CNY. */
  price: number
  alias: string
  promoter: string
  replicon: string
  terminator: string
  classification: string
  /** Vector size in bp; equals sequence.length when a sequence is present. */
  size: number
  tag: string
  /** Detail text with working concentration; the filter value is plasmidNuclearResistance. */
  nuclearResistance: string
  eukaryoticResistance: string
  cloneStrain: string
  cultureCondition: string
  expressionHost: string
  selectionMarker: string
  inducedWay: string
  threeSequencePrimer: string
  fiveSequencePrimer: string
  remark: string
  plasmidHost: PlasmidHost
  plasmidUsage: PlasmidUsage
  plasmidType: string
  plasmidSpecies: PlasmidSpecies
  plasmidFragmentSpecies: PlasmidSpecies
  plasmidFragmentType: PlasmidFragmentType
  plasmidNuclearResistance: PlasmidNuclearResistance
  plasmidEukaryoticResistance: PlasmidEukaryoticResistance
  plasmidSelectionMarker: string
  plasmidFluorescentMarker: PlasmidFluorescentMarker
  functionIntroduction: string
  introduction: string
  /** One-line summary for cards and search results. */
  profile: string
  /** Name of the vector the entry is built on. */
  backbone: string
  /** Seed file the sequence comes from (entries sharing it share the sequence), else null. */
  genbankFile: string | null
  topology: Topology
  /** Upper-case bases, or null when the catalogue holds no sequence for this vector. */
  sequence: string | null
  /** Curated plus automatic (auto: true) features; empty without a sequence. */
  features: readonly PlasmidFeature[]
}

export interface GenerateCatalogueOptions {
  /** Number of entries; at least the family count to list every vector. Default 600. */
  count?: number
  seed?: number
  /** Parsed seed files (loadGenbankDir); matched to families by file name. */
  backbones?: readonly GenbankFile[]
}

export const DEFAULT_CATALOGUE_SEED = 20_160_301
const DEFAULT_COUNT = 600
const ITEM_PREFIX = 'GE-P'
const FIRST_ITEM_NUMBER = 10_001
/** Item numbers advance by 1–3 so the sequence looks like a catalogue with retired products. */
const MAX_ITEM_GAP = 3

/** Working concentrations in LB, the detail page's 原核抗性 text. */
const NUCLEAR_DOSE: Record<PlasmidNuclearResistance, string> = {
  '氨苄青霉素 (Amp)': '氨苄青霉素 (Amp) 100 μg/mL',
  '卡那霉素 (Kan)': '卡那霉素 (Kan) 50 μg/mL',
  '氯霉素 (Cm)': '氯霉素 (Cm) 34 μg/mL',
  '四环素 (Tet)': '四环素 (Tet) 10 μg/mL',
  '壮观霉素 (Spec)': '壮观霉素 (Spec) 50 μg/mL',
  '链霉素 (Str)': '链霉素 (Str) 50 μg/mL',
  '庆大霉素 (Gen)': '庆大霉素 (Gen) 10 μg/mL',
  '博来霉素 (Zeocin)': '博来霉素 (Zeocin) 25 μg/mL（低盐 LB）',
  '潮霉素 (Hyg)': '潮霉素 (Hyg) 100 μg/mL',
  '红霉素 (Ery)': '红霉素 (Ery) 200 μg/mL',
  '羧苄青霉素 (Carb)': '羧苄青霉素 (Carb) 100 μg/mL',
  '安普霉素 (Apr)': '安普霉素 (Apr) 50 μg/mL',
  '甲氧苄啶 (Tmp)': '甲氧苄啶 (Tmp) 10 μg/mL',
  '诺尔丝菌素 (NAT)': '诺尔丝菌素 (NAT) 50 μg/mL',
  '氨苄青霉素+卡那霉素 (Amp+Kan)': '氨苄青霉素 (Amp) 100 μg/mL；卡那霉素 (Kan) 50 μg/mL',
  '氨苄青霉素+四环素 (Amp+Tet)': '氨苄青霉素 (Amp) 100 μg/mL；四环素 (Tet) 10 μg/mL',
  '氯霉素+四环素 (Cm+Tet)': '氯霉素 (Cm) 34 μg/mL；四环素 (Tet) 10 μg/mL',
  无: '无',
}

const EUKARYOTIC_DOSE: Record<PlasmidEukaryoticResistance, string> = {
  '嘌呤霉素 (Puromycin)': '嘌呤霉素 (Puromycin)，哺乳动物细胞常用 1–10 μg/mL',
  '新霉素/G418 (Neomycin)': '新霉素/G418，哺乳动物细胞常用 200–800 μg/mL',
  '潮霉素 (Hygromycin)': '潮霉素 B，哺乳动物细胞常用 50–400 μg/mL',
  '杀稻瘟菌素 (Blasticidin)': '杀稻瘟菌素 S，哺乳动物细胞常用 2–10 μg/mL',
  '博来霉素 (Zeocin)': '博来霉素 (Zeocin)，哺乳动物细胞常用 50–400 μg/mL',
  '诺尔丝菌素 (Nourseothricin)': '诺尔丝菌素，酵母常用 100 μg/mL',
  '草铵膦 (Basta)': '草铵膦，植物筛选常用 5–10 mg/L',
  '卡那霉素 (Kanamycin)': '卡那霉素，植物筛选常用 50–100 mg/L',
  '甲氨蝶呤 (MTX)': '甲氨蝶呤，DHFR 扩增筛选常用 10–500 nM',
  '更昔洛韦 (Ganciclovir)': '更昔洛韦，HSV-TK 负筛选常用 2–10 μM',
  无: '无',
}

const SHIPPING_NOTE = '质粒以干粉形式提供，使用前短暂离心，溶于 20 μL 无菌水或 TE 缓冲液，-20 ℃ 保存。'

/** A family's seed record, with its automatic annotation already added. */
interface Backbone {
  fileName: string
  record: GenbankRecord
}

export function generatePlasmidCatalogue(options: GenerateCatalogueOptions = {}): PlasmidCatalogueEntry[] {
  const { count = DEFAULT_COUNT, seed = DEFAULT_CATALOGUE_SEED, backbones = [] } = options
  const vectors = emptyVectors(PLASMID_FAMILIES)
  const pool = clones(PLASMID_FAMILIES)
  if (!Number.isInteger(count) || count < 0 || count > vectors.length + pool.length) {
    throw new RangeError(`count must be an integer from 0 to ${vectors.length + pool.length}`)
  }
  const random = mulberry32(seed)
  const chosen = [...vectors, ...shuffle(pool, random)].slice(0, count)
  const annotated = annotateBackbones(backbones)
  let itemNumber = FIRST_ITEM_NUMBER
  return chosen.map((product) => {
    const entry = buildEntry(product, `${ITEM_PREFIX}${itemNumber}`, annotated.get(familyKey(product.family)))
    itemNumber += 1 + Math.floor(random() * MAX_ITEM_GAP)
    return entry
  })
}

/**
 * Annotates each family's record once, whatever the number of entries built on it; the
 * library comes from all loaded records, so a sparse NCBI record borrows the parts of the
 * SnapGene-annotated ones.
 */
function annotateBackbones(files: readonly GenbankFile[]): Map<string, Backbone> {
  const library = buildFeatureLibrary(files.map((file) => file.record))
  const byKey = new Map<string, Backbone>()
  for (const { fileName, record } of files) {
    const key = normalise(fileName.replace(/\.[^.]+$/, ''))
    if (!PLASMID_FAMILIES.some((family) => familyKey(family) === key)) continue
    byKey.set(key, { fileName, record: annotateRecord(record, library) })
  }
  return byKey
}

function familyKey(family: PlasmidFamily): string {
  return normalise(family.genbankFile ?? family.name)
}

/** 'pBluescriptII-KS+' and 'pBluescript II KS(+)' must meet: compare letters and digits only. */
function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

function buildEntry(
  { family, variant }: Product,
  itemNo: string,
  backbone: Backbone | undefined,
): PlasmidCatalogueEntry {
  const texts = productTexts(family, variant)
  const species: PlasmidSpecies = variant.kind === 'empty' ? '无' : variant.kind === 'mutant' ? '人' : variant.species
  const fragmentType: PlasmidFragmentType =
    variant.kind === 'empty'
      ? family.fragmentType
      : variant.kind === 'orf'
        ? (family.orfFragmentType ?? 'ORF')
        : FRAGMENT_TYPES[variant.kind]
  const record = backbone?.record
  const [fivePrimer, threePrimer] = family.primers
  return {
    itemNo,
    name: texts.name,
    specification: texts.specification,
    price: texts.price,
    alias: texts.alias,
    promoter: family.promoter,
    replicon: family.replicon,
    terminator: family.terminator,
    classification: texts.classification,
    size: record?.length ?? family.size,
    tag: family.tag,
    nuclearResistance: family.nuclearResistanceText ?? NUCLEAR_DOSE[family.nuclearResistance],
    eukaryoticResistance: family.eukaryoticResistanceText ?? EUKARYOTIC_DOSE[family.eukaryoticResistance],
    cloneStrain: family.cloneStrain,
    cultureCondition: family.cultureCondition ?? cultureCondition(family.nuclearResistance),
    expressionHost: family.expressionHost,
    selectionMarker: family.selectionMarker,
    inducedWay: family.inducedWay,
    fiveSequencePrimer: formatPrimer(fivePrimer),
    threeSequencePrimer: formatPrimer(threePrimer),
    remark: remark(family, variant.kind === 'empty', backbone),
    plasmidHost: family.host,
    plasmidUsage: variant.kind === 'empty' ? family.usage : (family.cloneUsage ?? family.usage),
    plasmidType: family.plasmidType,
    plasmidSpecies: species,
    plasmidFragmentSpecies: species,
    plasmidFragmentType: fragmentType,
    plasmidNuclearResistance: family.nuclearResistance,
    plasmidEukaryoticResistance: family.eukaryoticResistance,
    plasmidSelectionMarker: family.plasmidSelectionMarker,
    plasmidFluorescentMarker: family.fluorescentMarker,
    functionIntroduction: texts.functionIntroduction,
    introduction: texts.introduction,
    profile: `${texts.classification} · ${family.plasmidType} · ${family.host}`,
    backbone: family.name,
    genbankFile: backbone?.fileName ?? null,
    topology: record?.topology ?? 'circular',
    sequence: record?.sequence ?? null,
    features: record?.features ?? [],
  }
}

function cultureCondition(resistance: PlasmidNuclearResistance): string {
  const antibiotic = resistance === '无' ? '' : `，${NUCLEAR_DOSE[resistance]}`
  return `LB 培养基${antibiotic}，37 ℃ 振荡培养`
}

const FRAGMENT_TYPES = {
  mutant: '突变体',
  sgrna: 'sgRNA',
  shrna: 'shRNA',
  promoter: '启动子',
  utr3: "3'UTR",
  mirna: 'miRNA',
} as const satisfies Record<string, PlasmidFragmentType>

function remark(family: PlasmidFamily, empty: boolean, backbone: Backbone | undefined): string {
  if (!backbone) return SHIPPING_NOTE
  const source = backbone.record.accession ? `GenBank ${backbone.record.accession.split(' ')[0]}` : backbone.fileName
  const autoCount = backbone.record.features.filter((feature) => feature.auto).length
  const map = empty
    ? `图谱与序列来自 ${source}，其中 ${autoCount} 个特征为自动注释。`
    : `图谱与序列为空载体 ${family.name} 的骨架（${source}），不含插入片段。`
  return map + SHIPPING_NOTE
}

/** Small, fast, seedable PRNG (Tommy Ettinger's mulberry32); quality is ample for shuffling. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const swap = out[i] as T
    out[i] = out[j] as T
    out[j] = swap
  }
  return out
}
