// What goes into the vectors: commonly ordered genes (with the length of their human protein,
// from which the ORF length follows), hotspot mutants and miRNAs.
import type { PlasmidSpecies } from '#common/plasmid-filters.ts'

export interface Gene {
  /** Human HGNC symbol. */
  symbol: string
  /** Amino acids of the canonical human protein. */
  length: number
  /** Chinese name as product pages write it. */
  label: string
}

export const GENES: readonly Gene[] = [
  { symbol: 'TP53', length: 393, label: '肿瘤抑制蛋白 p53' },
  { symbol: 'EGFR', length: 1210, label: '表皮生长因子受体' },
  { symbol: 'KRAS', length: 189, label: 'GTP 酶 KRAS' },
  { symbol: 'NRAS', length: 189, label: 'GTP 酶 NRAS' },
  { symbol: 'HRAS', length: 189, label: 'GTP 酶 HRAS' },
  { symbol: 'MYC', length: 439, label: '转录因子 c-Myc' },
  { symbol: 'PTEN', length: 403, label: '磷酸酶 PTEN' },
  { symbol: 'AKT1', length: 480, label: '蛋白激酶 B (AKT1)' },
  { symbol: 'BRAF', length: 766, label: '丝氨酸/苏氨酸激酶 B-Raf' },
  { symbol: 'PIK3CA', length: 1068, label: 'PI3K 催化亚基 p110α' },
  { symbol: 'BCL2', length: 239, label: '抗凋亡蛋白 Bcl-2' },
  { symbol: 'BAX', length: 192, label: '促凋亡蛋白 Bax' },
  { symbol: 'CDKN1A', length: 164, label: '细胞周期蛋白依赖性激酶抑制因子 p21' },
  { symbol: 'CDKN2A', length: 156, label: '细胞周期蛋白依赖性激酶抑制因子 p16' },
  { symbol: 'CCND1', length: 295, label: '细胞周期蛋白 D1' },
  { symbol: 'CDK4', length: 303, label: '细胞周期蛋白依赖性激酶 4' },
  { symbol: 'MDM2', length: 491, label: 'E3 泛素连接酶 MDM2' },
  { symbol: 'ERBB2', length: 1255, label: '受体酪氨酸激酶 HER2' },
  { symbol: 'VEGFA', length: 232, label: '血管内皮生长因子 A' },
  { symbol: 'STAT3', length: 770, label: '信号转导及转录激活因子 3' },
  { symbol: 'NFKB1', length: 968, label: '核因子 κB p105 亚基' },
  { symbol: 'TNF', length: 233, label: '肿瘤坏死因子 α' },
  { symbol: 'IL6', length: 212, label: '白细胞介素 6' },
  { symbol: 'IL1B', length: 269, label: '白细胞介素 1β' },
  { symbol: 'IL2', length: 153, label: '白细胞介素 2' },
  { symbol: 'IFNG', length: 166, label: 'γ 干扰素' },
  { symbol: 'GAPDH', length: 335, label: '甘油醛-3-磷酸脱氢酶' },
  { symbol: 'ACTB', length: 375, label: 'β-肌动蛋白' },
  { symbol: 'SOX2', length: 317, label: '转录因子 SOX2' },
  { symbol: 'POU5F1', length: 360, label: '转录因子 OCT4' },
  { symbol: 'NANOG', length: 305, label: '同源框蛋白 NANOG' },
  { symbol: 'KLF4', length: 513, label: 'Krüppel 样因子 4' },
  { symbol: 'HIF1A', length: 826, label: '缺氧诱导因子 1α' },
  { symbol: 'CTNNB1', length: 781, label: 'β-连环蛋白' },
  { symbol: 'SNCA', length: 140, label: 'α-突触核蛋白' },
  { symbol: 'APP', length: 770, label: '淀粉样前体蛋白' },
  { symbol: 'APOE', length: 317, label: '载脂蛋白 E' },
  { symbol: 'ESR1', length: 595, label: '雌激素受体 α' },
  { symbol: 'AR', length: 920, label: '雄激素受体' },
  { symbol: 'FOXO3', length: 673, label: '叉头框蛋白 O3' },
  { symbol: 'SIRT1', length: 747, label: '去乙酰化酶 Sirtuin 1' },
  { symbol: 'NFE2L2', length: 605, label: '核因子 E2 相关因子 2 (NRF2)' },
  { symbol: 'KEAP1', length: 624, label: 'Kelch 样 ECH 关联蛋白 1' },
  { symbol: 'IDH1', length: 414, label: '异柠檬酸脱氢酶 1' },
  { symbol: 'JAK2', length: 1132, label: '酪氨酸激酶 JAK2' },
  { symbol: 'MET', length: 1390, label: '肝细胞生长因子受体 c-Met' },
  { symbol: 'CD274', length: 290, label: '程序性死亡配体 1 (PD-L1)' },
  { symbol: 'PDCD1', length: 288, label: '程序性死亡受体 1 (PD-1)' },
  { symbol: 'CTLA4', length: 223, label: '细胞毒性 T 淋巴细胞相关蛋白 4' },
  { symbol: 'CD19', length: 556, label: 'B 淋巴细胞抗原 CD19' },
  { symbol: 'MS4A1', length: 297, label: 'B 淋巴细胞抗原 CD20' },
  { symbol: 'CD44', length: 742, label: '透明质酸受体 CD44' },
  { symbol: 'YAP1', length: 504, label: 'Yes 相关蛋白 1' },
  { symbol: 'SMAD4', length: 552, label: '信号转导蛋白 SMAD4' },
  { symbol: 'TGFB1', length: 390, label: '转化生长因子 β1' },
  { symbol: 'RB1', length: 928, label: '视网膜母细胞瘤蛋白' },
  { symbol: 'BRCA1', length: 1863, label: '乳腺癌易感蛋白 1' },
  { symbol: 'CASP3', length: 277, label: '半胱天冬酶 3' },
  { symbol: 'CASP8', length: 479, label: '半胱天冬酶 8' },
  { symbol: 'MAP1LC3B', length: 125, label: '自噬标志蛋白 LC3B' },
  { symbol: 'BECN1', length: 450, label: '自噬蛋白 Beclin 1' },
  { symbol: 'ATG5', length: 275, label: '自噬相关蛋白 5' },
  { symbol: 'SQSTM1', length: 440, label: '自噬接头蛋白 p62' },
  { symbol: 'NLRP3', length: 1036, label: '炎症小体 NLRP3' },
  { symbol: 'GPX4', length: 197, label: '谷胱甘肽过氧化物酶 4' },
  { symbol: 'SLC7A11', length: 501, label: '胱氨酸/谷氨酸转运体 xCT' },
  { symbol: 'TFRC', length: 760, label: '转铁蛋白受体 1' },
  { symbol: 'PPARG', length: 505, label: '过氧化物酶体增殖物激活受体 γ' },
  { symbol: 'INS', length: 110, label: '胰岛素' },
  { symbol: 'LEP', length: 167, label: '瘦素' },
  { symbol: 'ACE2', length: 805, label: '血管紧张素转换酶 2' },
  { symbol: 'TMPRSS2', length: 492, label: '跨膜丝氨酸蛋白酶 2' },
  { symbol: 'GFAP', length: 432, label: '胶质纤维酸性蛋白' },
  { symbol: 'SOX9', length: 509, label: '转录因子 SOX9' },
  { symbol: 'RUNX2', length: 521, label: '转录因子 RUNX2' },
  { symbol: 'MYOD1', length: 320, label: '成肌分化因子 MyoD' },
  { symbol: 'GATA4', length: 442, label: '转录因子 GATA4' },
  { symbol: 'EZH2', length: 746, label: '组蛋白甲基转移酶 EZH2' },
  { symbol: 'HDAC1', length: 482, label: '组蛋白去乙酰化酶 1' },
  { symbol: 'LMNA', length: 664, label: '核纤层蛋白 A/C' },
]

/** Mouse and rat symbols that do not follow the capitalise-the-first-letter rule. */
const ORTHOLOG_SYMBOLS: Partial<Record<string, Partial<Record<PlasmidSpecies, string>>>> = {
  TP53: { 小鼠: 'Trp53', 大鼠: 'Tp53' },
  INS: { 小鼠: 'Ins2', 大鼠: 'Ins2' },
}

export type InsertSpecies = Extract<PlasmidSpecies, '人' | '小鼠' | '大鼠'>

export const INSERT_SPECIES: readonly InsertSpecies[] = ['人', '小鼠', '大鼠']

/** The gene symbol as written for that species (TP53, Trp53, Tp53). */
export function geneSymbol(gene: Gene, species: InsertSpecies): string {
  if (species === '人') return gene.symbol
  return ORTHOLOG_SYMBOLS[gene.symbol]?.[species] ?? gene.symbol[0] + gene.symbol.slice(1).toLowerCase()
}

/** Human cancer hotspot mutants sold as ready-made expression clones. */
export const MUTANTS: readonly { symbol: string; change: string }[] = [
  { symbol: 'KRAS', change: 'G12D' },
  { symbol: 'KRAS', change: 'G12V' },
  { symbol: 'KRAS', change: 'G12C' },
  { symbol: 'KRAS', change: 'G13D' },
  { symbol: 'NRAS', change: 'Q61K' },
  { symbol: 'TP53', change: 'R175H' },
  { symbol: 'TP53', change: 'R248W' },
  { symbol: 'TP53', change: 'R273H' },
  { symbol: 'EGFR', change: 'L858R' },
  { symbol: 'EGFR', change: 'T790M' },
  { symbol: 'BRAF', change: 'V600E' },
  { symbol: 'PIK3CA', change: 'E545K' },
  { symbol: 'PIK3CA', change: 'H1047R' },
  { symbol: 'IDH1', change: 'R132H' },
  { symbol: 'CTNNB1', change: 'S33Y' },
  { symbol: 'JAK2', change: 'V617F' },
]

/** Precursor miRNAs as miRBase names them in each species (the mouse paralogues carry a letter). */
export const MIRNAS: readonly { human: string; mouse: string }[] = [
  { human: 'hsa-mir-21', mouse: 'mmu-mir-21a' },
  { human: 'hsa-mir-155', mouse: 'mmu-mir-155' },
  { human: 'hsa-mir-34a', mouse: 'mmu-mir-34a' },
  { human: 'hsa-mir-122', mouse: 'mmu-mir-122' },
  { human: 'hsa-mir-200c', mouse: 'mmu-mir-200c' },
  { human: 'hsa-mir-146a', mouse: 'mmu-mir-146a' },
  { human: 'hsa-mir-143', mouse: 'mmu-mir-143' },
  { human: 'hsa-mir-145', mouse: 'mmu-mir-145a' },
  { human: 'hsa-let-7a-1', mouse: 'mmu-let-7a-1' },
  { human: 'hsa-mir-125b-1', mouse: 'mmu-mir-125b-1' },
]
