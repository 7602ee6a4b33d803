// Option lists of the order forms (spec §3, §9): stored as integers, shown with these labels.

export interface Option {
  value: number
  label: string
}

const optionsOf = (labels: Record<number, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }))

export const SAMPLE_TYPE = { DNA: 1, CELL_PELLET: 2, OTHER: 3 } as const
export const SAMPLE_TYPE_LABEL: Record<number, string> = { 1: 'DNA', 2: '细胞沉淀', 3: '其他' }

/** Dissolving medium (jiezhi). */
export const MEDIUM = { WATER: 1, ETHANOL: 2, TE_BUFFER: 3, TRIS: 4, DRY_POWDER: 5, OTHER: 6 } as const
export const MEDIUM_LABEL: Record<number, string> = {
  1: '纯水',
  2: '无水乙醇',
  3: 'TE Buffer',
  4: '10mM tris',
  5: '干粉',
  6: '其他',
}

/** The 0/1 answers (is_edta, is_odn, is_remark …). */
export const YES_NO_LABEL: Record<number, string> = { 0: '否', 1: '是' }
export const YES_NO_OPTIONS: Option[] = [
  { value: 0, label: '否' },
  { value: 1, label: '是' },
]

/** Species source (laiyuan). */
export const SPECIES = { HUMAN: 1, MOUSE: 2, OTHER: 3 } as const
export const SPECIES_LABEL: Record<number, string> = { 1: '人 (hg38)', 2: '小鼠 (mm10)', 3: '其他' }

/** fenxi_leixing. */
export const ANALYSIS_GROUP = { EXPERIMENTAL: 1, CONTROL: 2 } as const
export const ANALYSIS_GROUP_LABEL: Record<number, string> = { 1: '实验组', 2: '对照组' }

/** hexuanmei. */
export const NUCLEASE = { SPCAS9: 1, ASCPF1: 2, OTHER: 3 } as const
export const NUCLEASE_LABEL: Record<number, string> = { 1: 'SpCas9', 2: 'AsCpf1', 3: '其他' }

/** The nucleases that fix the edit-site distance and window (spec §4); others leave them editable. */
export const NUCLEASE_WINDOW: Record<number, { weidian_juli: number; chuangkou_size: number }> = {
  [NUCLEASE.SPCAS9]: { weidian_juli: -3, chuangkou_size: 20 },
  [NUCLEASE.ASCPF1]: { weidian_juli: 1, chuangkou_size: 60 },
}

/** GUIDE-seq thresholds (spec §9). */
export const MISMATCH_THRESHOLDS = [6, 7, 8] as const
export const BULGE_THRESHOLDS = [0, 1, 2] as const

/** Amplicon personalisation (gexinghua_type). */
export const CUSTOM_NEED = {
  NONE: 0,
  INSERTION_ONLY: 1,
  DELETION_ONLY: 2,
  SUBSTITUTION_ONLY: 3,
  INDEL_ONLY: 4,
  OTHER: 5,
} as const
export const CUSTOM_NEED_LABEL: Record<number, string> = {
  1: '仅插入',
  2: '仅缺失',
  3: '仅替换',
  4: '仅插入和缺失',
  5: '其他',
  0: '无',
}

/** Cell line service types (the cell order's leixing, decision 3). */
export const CELL_SERVICE_TYPE = {
  SINGLE_KNOCKOUT: 1,
  MULTI_KNOCKOUT: 2,
  POINT_MUTATION: 3,
  KNOCK_IN: 4,
  OVEREXPRESSION: 5,
  KNOCKDOWN: 6,
} as const
export const CELL_SERVICE_TYPE_LABEL: Record<number, string> = {
  1: '单基因敲除',
  2: '多基因敲除',
  3: '点突变',
  4: '基因敲入',
  5: '基因过表达',
  6: '基因敲低',
}

/** Gene information when we design the gRNA/shRNA (jiyin). */
export const GENE_INFO = { GENE_ID: 1, NM: 2, NC: 3, OTHER: 4 } as const
export const GENE_INFO_LABEL: Record<number, string> = { 1: 'Gene ID', 2: 'NM', 3: 'NC', 4: '其他' }

/** is_rna: whether we design the gRNA/shRNA, or the customer brings the sequences. */
export const DESIGN_OPTIONS: Option[] = [
  { value: 1, label: '需要' },
  { value: 0, label: '不需要（自带序列）' },
]

/** is_shengzhang, is_cunhuo, is_wuxianchuan, is_tiyingxiang, is_dancunhuo. */
export const ANSWER = { NO: 0, YES: 1, UNSURE: 2 } as const
export const ANSWER_LABEL: Record<number, string> = { 0: '否', 1: '是', 2: '不确定' }

/** is_yuandai (primary cell), and the text each answer puts in yuandai_other (spec §4). */
export const PRIMARY_CELL = { NO: 0, YES: 1, OTHER: 2 } as const
export const PRIMARY_CELL_LABEL: Record<number, string> = { 0: '否', 1: '是', 2: '其他' }
export const PRIMARY_CELL_TEXT: Record<number, string> = { 0: '10代以内传代', 1: '无限增殖' }

/** shuzhu_tigong. */
export const HOST_PROVIDER = { STOCK: 1, CUSTOMER: 2, PURCHASE: 3 } as const
export const HOST_PROVIDER_LABEL: Record<number, string> = { 1: '库存细胞（免费）', 2: '客户提供', 3: '代购' }

/** shuzhu_jiyinshu. */
export const COPY_TYPE = { SINGLE: 1, MULTI: 2, UNSURE: 3 } as const
export const COPY_TYPE_LABEL: Record<number, string> = { 1: '单拷贝', 2: '多拷贝', 3: '不确定' }

/** texing_type. */
export const GROWTH = { ADHERENT: 1, SUSPENSION: 2, BOTH: 3 } as const
export const GROWTH_LABEL: Record<number, string> = { 1: '贴壁', 2: '悬浮', 3: '贴壁和悬浮' }

/** jiaofu_type. */
export const DELIVERABLE = { MONOCLONAL: 1, POOL: 2 } as const
export const DELIVERABLE_LABEL: Record<number, string> = { 1: '单克隆纯合子细胞株', 2: '多克隆细胞池' }

export const SAMPLE_TYPE_OPTIONS = optionsOf(SAMPLE_TYPE_LABEL)
export const MEDIUM_OPTIONS = optionsOf(MEDIUM_LABEL)
export const SPECIES_OPTIONS = optionsOf(SPECIES_LABEL)
export const ANALYSIS_GROUP_OPTIONS = optionsOf(ANALYSIS_GROUP_LABEL)
export const NUCLEASE_OPTIONS = optionsOf(NUCLEASE_LABEL)
export const CUSTOM_NEED_OPTIONS = optionsOf(CUSTOM_NEED_LABEL)
export const CELL_SERVICE_TYPE_OPTIONS = optionsOf(CELL_SERVICE_TYPE_LABEL)
export const GENE_INFO_OPTIONS = optionsOf(GENE_INFO_LABEL)
export const ANSWER_OPTIONS = optionsOf(ANSWER_LABEL)
export const PRIMARY_CELL_OPTIONS = optionsOf(PRIMARY_CELL_LABEL)
export const HOST_PROVIDER_OPTIONS = optionsOf(HOST_PROVIDER_LABEL)
export const COPY_TYPE_OPTIONS = optionsOf(COPY_TYPE_LABEL)
export const GROWTH_OPTIONS = optionsOf(GROWTH_LABEL)
export const DELIVERABLE_OPTIONS = optionsOf(DELIVERABLE_LABEL)
