// Cell line construction orders: one record per order (spec §3 'Cell line order', §4 'Cell
// order form behaviour', §5 'Cell order form', §9; decisions 3, 4).
import { z } from '../../zod.ts'
import { IdSchema } from '../primitives.ts'
import {
  type Issue,
  choiceField,
  flagField,
  numberIssue,
  optionalChoiceField,
  optionalNumberField,
  withCrossFieldRules,
  textField,
  textIssue,
} from './fields.ts'
import {
  ANSWER,
  ANSWER_LABEL,
  ANSWER_OPTIONS,
  CELL_SERVICE_TYPE,
  CELL_SERVICE_TYPE_LABEL,
  CELL_SERVICE_TYPE_OPTIONS,
  COPY_TYPE,
  COPY_TYPE_LABEL,
  COPY_TYPE_OPTIONS,
  DELIVERABLE,
  DELIVERABLE_LABEL,
  DELIVERABLE_OPTIONS,
  DESIGN_OPTIONS,
  GENE_INFO,
  GENE_INFO_LABEL,
  GENE_INFO_OPTIONS,
  GROWTH,
  GROWTH_LABEL,
  GROWTH_OPTIONS,
  HOST_PROVIDER,
  HOST_PROVIDER_LABEL,
  HOST_PROVIDER_OPTIONS,
  PRIMARY_CELL,
  PRIMARY_CELL_LABEL,
  PRIMARY_CELL_OPTIONS,
  PRIMARY_CELL_TEXT,
  YES_NO_OPTIONS,
} from './options.ts'
import {
  type Answers,
  type FormSection,
  defaultsOf,
  describeFields,
  describeType,
  formOrder,
  recordShapeOf,
  shapeOf,
} from './describe.ts'
import { OrderStatusSchema, StatusStepSchema } from './status.ts'

export const CELL_MESSAGES = {
  leixing: '请选择服务类型!',
  isDingdian: '请选择是否定点敲入!',
  dingdianInfo: '请输入定点敲入序列!',
  name: '请输入目的基因名称/NCBI登录号/rs号!',
  isRna: '请选择是否需要设计gRNA/shRNA!',
  jiyin: '请选择基因信息!',
  jiyinOther: '请输入其他基因信息!',
  jiyinXulie: '请输入gRNAs/shRNA序列!',
  isShengzhang: '请选择是否能提供生长证明!',
  isCunhuo: '请选择是否能提供存活证明!',
  shuzhu: '请输入宿主细胞名称!',
  beixuan: '请输入备选细胞!',
  isYuandai: '请选择是否原代细胞!',
  yuandaiOther: '请输入传代情况!',
  shuzhuTigong: '请选择宿主细胞提供方式!',
  shuzhuJiyinshu: '请选择拷贝类型!',
  shuzhuCopynum: '请输入拷贝数!',
  shuzhuCopynumRange: '拷贝数至少为 1',
  texingType: '请选择生长特性!',
  peiyangjiMain: '请输入培养基!',
  peiyangjiOther: '请输入培养基添加物!',
  chuandaiZhouRange: '每周传代次数至少为 1',
  chuandaiBiRange: '传代比例范围 0-100',
  isWuxianchuan: '请选择是否无限传代!',
  isTiyingxiang: '请选择稀释是否影响生长!',
  isDancunhuo: '请选择单克隆能否存活!',
  isYouhai: '请选择是否含有害病原体!',
  youhaiInfo: '请输入有害病原体说明!',
  jiaofuType: '请选择交付形式!',
  file: '请上传有效的文件',
} as const

const keysOf = (labels: Record<number, string>) => Object.keys(labels).map(Number)

/** The download URL an upload answers with: the only file reference an order accepts. */
export const UPLOAD_URL_PATTERN = /^\/api\/v1\/uploads\/(\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z]{3,4})$/

const fileField = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? '')
  .pipe(z.string().refine((value) => value === '' || UPLOAD_URL_PATTERN.test(value), CELL_MESSAGES.file))

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `最多 ${max} 个字符`)

/** A 否/是/不确定 question, required; staff read every answer in the export. */
const answerRule = (message: string) => choiceField(keysOf(ANSWER_LABEL), message)
const answerField = <Rule extends z.ZodType>(label: string, en: string, rule: Rule) =>
  ({ kind: 'choice', label, en, options: ANSWER_OPTIONS, required: true, rule, export: { width: 12 } }) as const

/** A proof is asked unless the customer is unsure whether one can be provided. */
const proofAsked = (answer: unknown) => answer !== undefined && answer !== ANSWER.UNSURE
const designsRna = (answers: Answers) => answers.is_rna === 1

/** A cell line order's fields, in the schema's order. */
export const CELL_LINE_FIELDS = describeFields({
  leixing: {
    kind: 'choice',
    label: '服务类型',
    en: 'Service',
    options: CELL_SERVICE_TYPE_OPTIONS,
    dropdown: true,
    required: true,
    default: CELL_SERVICE_TYPE.SINGLE_KNOCKOUT,
    rule: choiceField(keysOf(CELL_SERVICE_TYPE_LABEL), CELL_MESSAGES.leixing).describe('服务类型'),
    list: { width: 120 },
    export: { width: 14 },
  },
  is_dingdian: {
    kind: 'flag',
    label: '是否定点敲入',
    en: 'Site-specific knock-in',
    options: YES_NO_OPTIONS,
    default: 0,
    shows: (answers) => answers.leixing === CELL_SERVICE_TYPE.KNOCK_IN,
    rule: flagField.describe('是否定点敲入（基因敲入）'),
    export: { width: 10 },
  },
  dingdian_info: {
    kind: 'sequence',
    label: '定点敲入序列',
    en: 'Knock-in sequence',
    max: 2000,
    lines: 3,
    required: true,
    shows: (answers) => answers.leixing === CELL_SERVICE_TYPE.KNOCK_IN && answers.is_dingdian === 1,
    rule: textField(2000).describe('定点敲入序列'),
    detail: { wide: true },
    export: { width: 40 },
  },
  name: {
    kind: 'text',
    label: '目的基因名称/NCBI登录号/rs号',
    en: 'Target gene / NCBI accession / rs number',
    placeholder: '如 TP53 / NM_000546 / rs28934578',
    max: 200,
    required: true,
    rule: requiredText(CELL_MESSAGES.name).describe('目的基因名称/NCBI登录号/rs号'),
    list: { width: 150 },
    export: { width: 20 },
  },
  is_rna: {
    kind: 'flag',
    label: '是否需要设计gRNA/shRNA',
    en: 'Design the gRNA/shRNA for me',
    options: DESIGN_OPTIONS,
    default: 1,
    rule: flagField.describe('是否需要设计 gRNA/shRNA'),
    export: { width: 10 },
  },
  jiyin: {
    kind: 'choice',
    label: '基因信息',
    en: 'Gene information',
    options: GENE_INFO_OPTIONS,
    dropdown: true,
    required: true,
    default: GENE_INFO.GENE_ID,
    shows: designsRna,
    rule: optionalChoiceField(keysOf(GENE_INFO_LABEL), CELL_MESSAGES.jiyin).describe('基因信息'),
    export: { width: 14 },
  },
  jiyin_other: {
    kind: 'text',
    label: '其他基因信息',
    en: 'Other gene information',
    max: 200,
    required: true,
    shows: (answers) => designsRna(answers) && answers.jiyin === GENE_INFO.OTHER,
    rule: textField(200).describe('其他基因信息'),
    export: { width: 16 },
  },
  jiyin_xulie: {
    kind: 'sequence',
    label: 'gRNAs/shRNA序列',
    en: 'gRNA/shRNA sequences',
    max: 2000,
    lines: 3,
    required: true,
    shows: (answers) => !designsRna(answers),
    rule: textField(2000).describe('gRNA 或 shRNA 序列（无需设计时）'),
    detail: { wide: true },
    export: { width: 40 },
  },
  is_shengzhang: answerField(
    '是否能提供生长证明',
    'Can you provide proof of growth',
    answerRule(CELL_MESSAGES.isShengzhang).describe('生长证明 0 否 1 是 2 不确定'),
  ),
  // The proof files have no export place: staff open them from the order's page in the console.
  shengzhang_file: {
    kind: 'file',
    label: '生长证明文件',
    en: 'Proof of growth',
    shows: (answers) => proofAsked(answers.is_shengzhang),
    rule: fileField.describe('生长证明文件 URL'),
  },
  is_cunhuo: answerField(
    '是否能提供存活证明',
    'Can you provide proof of viability',
    answerRule(CELL_MESSAGES.isCunhuo).describe('存活证明 0 否 1 是 2 不确定'),
  ),
  cunhuo_file: {
    kind: 'file',
    label: '存活证明文件',
    en: 'Proof of viability',
    shows: (answers) => proofAsked(answers.is_cunhuo),
    rule: fileField.describe('存活证明文件 URL'),
  },
  shuzhu: {
    kind: 'text',
    label: '宿主细胞名称',
    en: 'Host cell line',
    placeholder: '如 HEK293T',
    max: 200,
    required: true,
    rule: requiredText(CELL_MESSAGES.shuzhu).describe('宿主细胞'),
    list: { width: 120 },
    export: { width: 16 },
    sheet: { names: true },
  },
  beixuan: {
    kind: 'text',
    label: '备选细胞',
    en: 'Alternative cell line',
    placeholder: '如 HeLa',
    max: 200,
    required: true,
    rule: requiredText(CELL_MESSAGES.beixuan).describe('备选细胞'),
    export: { width: 16 },
  },
  is_yuandai: {
    kind: 'choice',
    label: '是否原代细胞',
    en: 'Primary cells',
    options: PRIMARY_CELL_OPTIONS,
    required: true,
    default: PRIMARY_CELL.NO,
    rule: choiceField(keysOf(PRIMARY_CELL_LABEL), CELL_MESSAGES.isYuandai).describe('原代细胞 0 否 1 是 2 其他'),
    export: { width: 10 },
  },
  yuandai_other: {
    kind: 'text',
    label: '传代情况',
    en: 'Passaging',
    max: 200,
    required: true,
    default: PRIMARY_CELL_TEXT[PRIMARY_CELL.NO],
    // No and yes fill in their own text; only 'other' is typed.
    disabled: (answers) => answers.is_yuandai !== PRIMARY_CELL.OTHER,
    rule: textField(200).describe('传代情况（其他时填写）'),
    export: { width: 16 },
  },
  shuzhu_tigong: {
    kind: 'choice',
    label: '宿主细胞提供方式',
    en: 'Host cells supplied by',
    options: HOST_PROVIDER_OPTIONS,
    dropdown: true,
    required: true,
    default: HOST_PROVIDER.STOCK,
    rule: choiceField(keysOf(HOST_PROVIDER_LABEL), CELL_MESSAGES.shuzhuTigong).describe('宿主细胞提供方式'),
    export: { width: 16 },
  },
  shuzhu_jiyinshu: {
    kind: 'choice',
    label: '拷贝类型',
    en: 'Copy type',
    options: COPY_TYPE_OPTIONS,
    required: true,
    default: COPY_TYPE.SINGLE,
    rule: choiceField(keysOf(COPY_TYPE_LABEL), CELL_MESSAGES.shuzhuJiyinshu).describe('拷贝类型'),
    export: { width: 10 },
  },
  shuzhu_copynum: {
    kind: 'number',
    label: '拷贝数',
    en: 'Copy number',
    placeholder: '10-100',
    bounds: { min: 1 },
    required: true,
    shows: (answers) => answers.shuzhu_jiyinshu === COPY_TYPE.MULTI,
    rule: optionalNumberField.describe('拷贝数（多拷贝时）'),
    list: { width: 100, title: '基因拷贝数', align: 'right' },
    export: { width: 10 },
  },
  shuzhu_file: {
    kind: 'file',
    label: '宿主细胞证明文件（可选）',
    en: 'Host cell documentation (optional)',
    rule: fileField.describe('宿主细胞证明文件 URL（可选）'),
  },
  texing_type: {
    kind: 'choice',
    label: '生长特性',
    en: 'Growth',
    options: GROWTH_OPTIONS,
    required: true,
    default: GROWTH.ADHERENT,
    rule: choiceField(keysOf(GROWTH_LABEL), CELL_MESSAGES.texingType).describe('生长特性'),
    export: { width: 10 },
    sheet: {},
  },
  peiyangji_main: {
    kind: 'text',
    label: '培养基',
    en: 'Medium',
    placeholder: '如 DMEM',
    max: 200,
    required: true,
    rule: requiredText(CELL_MESSAGES.peiyangjiMain).describe('培养基'),
    export: { width: 14 },
    sheet: {},
  },
  peiyangji_other: {
    kind: 'text',
    label: '培养基添加物',
    en: 'Medium supplements',
    placeholder: '如 10% FBS + 1% 双抗',
    max: 200,
    required: true,
    rule: requiredText(CELL_MESSAGES.peiyangjiOther).describe('培养基添加物'),
    export: { width: 20 },
  },
  chuandai_zhou: {
    kind: 'number',
    label: '每周传代次数',
    en: 'Passages per week',
    bounds: { min: 1 },
    default: 1,
    rule: optionalNumberField.describe('每周传代次数，至少 1，默认 1'),
    export: { width: 10 },
  },
  chuandai_bi: {
    kind: 'number',
    label: '传代比例 (%)',
    en: 'Split ratio (%)',
    placeholder: '0-100',
    bounds: { min: 0, max: 100 },
    rule: optionalNumberField.describe('传代比例 % 0-100'),
    export: { width: 10 },
  },
  is_wuxianchuan: answerField(
    '是否无限传代',
    'Immortalised (unlimited passages)',
    answerRule(CELL_MESSAGES.isWuxianchuan),
  ),
  is_tiyingxiang: answerField(
    '稀释是否影响生长',
    'Growth affected by dilution',
    answerRule(CELL_MESSAGES.isTiyingxiang),
  ),
  is_dancunhuo: answerField('单克隆能否存活', 'Single-cell clones survive', answerRule(CELL_MESSAGES.isDancunhuo)),
  is_youhai: {
    kind: 'flag',
    label: '是否含有害病原体',
    en: 'Contains harmful pathogens',
    options: YES_NO_OPTIONS,
    required: true,
    default: 0,
    rule: choiceField([0, 1], CELL_MESSAGES.isYouhai).describe('是否含有害病原体'),
    export: { width: 10 },
    sheet: { title: '有害病原体' },
  },
  youhai_info: {
    kind: 'note',
    label: '有害病原体说明',
    en: 'Pathogen details',
    max: 500,
    lines: 2,
    required: true,
    shows: (answers) => answers.is_youhai === 1,
    rule: textField(500).describe('有害病原体说明'),
    detail: { wide: true },
    export: { width: 30 },
    sheet: { joins: 'is_youhai' },
  },
  jiaofu_type: {
    kind: 'choice',
    label: '交付形式',
    en: 'Deliverable',
    options: DELIVERABLE_OPTIONS,
    required: true,
    default: DELIVERABLE.MONOCLONAL,
    rule: choiceField(keysOf(DELIVERABLE_LABEL), CELL_MESSAGES.jiaofuType).describe('交付形式'),
    export: { width: 16 },
  },
  remark: {
    kind: 'note',
    label: '备注',
    en: 'Notes',
    max: 500,
    lines: 3,
    count: true,
    rule: textField(500).describe('备注'),
    detail: { wide: true },
    export: { width: 40 },
  },
})

export const cellLineShape = shapeOf(CELL_LINE_FIELDS)

const CELL_LINE_FORM: readonly FormSection<keyof typeof CELL_LINE_FIELDS>[] = [
  {
    title: '服务信息',
    fields: [['leixing', 'name'], 'is_dingdian', 'dingdian_info', 'is_rna', ['jiyin', 'jiyin_other'], 'jiyin_xulie'],
  },
  {
    title: '宿主细胞',
    fields: [
      [
        'shuzhu',
        'beixuan',
        'is_yuandai',
        'yuandai_other',
        'shuzhu_tigong',
        'shuzhu_jiyinshu',
        'shuzhu_copynum',
        'shuzhu_file',
      ],
    ],
  },
  {
    title: '细胞特性与培养',
    fields: [
      [
        'texing_type',
        'peiyangji_main',
        'peiyangji_other',
        'chuandai_zhou',
        'chuandai_bi',
        'is_wuxianchuan',
        'is_tiyingxiang',
        'is_dancunhuo',
        'is_shengzhang',
        'shengzhang_file',
        'is_cunhuo',
        'cunhuo_file',
      ],
    ],
  },
  { title: '安全与交付', fields: [['is_youhai', 'jiaofu_type'], 'youhai_info', 'remark'] },
]

export const CELL_LINE_TYPE = describeType({
  fields: CELL_LINE_FIELDS,
  form: CELL_LINE_FORM,
  // The detail page follows the form, the delivery after the pathogen details.
  detail: [
    ...formOrder(CELL_LINE_FORM).filter((key) => key !== 'jiaofu_type' && key !== 'remark'),
    'jiaofu_type',
    'remark',
  ],
  list: ['name', 'leixing', 'shuzhu', 'shuzhu_copynum'],
})

type CellLineInput = z.output<z.ZodObject<typeof cellLineShape>>

const isKnockIn = (value: CellLineInput) => value.leixing === CELL_SERVICE_TYPE.KNOCK_IN
const needsDesign = (value: CellLineInput) => value.is_rna === 1

function cellLineIssues(value: CellLineInput): Issue[] {
  const issues: Issue[] = []
  if (isKnockIn(value) && value.is_dingdian === 1) {
    issues.push(...textIssue('dingdian_info', value.dingdian_info, CELL_MESSAGES.dingdianInfo))
  }
  if (needsDesign(value)) {
    if (value.jiyin === undefined) issues.push({ path: 'jiyin', message: CELL_MESSAGES.jiyin })
    if (value.jiyin === GENE_INFO.OTHER)
      issues.push(...textIssue('jiyin_other', value.jiyin_other, CELL_MESSAGES.jiyinOther))
  } else {
    issues.push(...textIssue('jiyin_xulie', value.jiyin_xulie, CELL_MESSAGES.jiyinXulie))
  }
  if (value.is_yuandai === PRIMARY_CELL.OTHER) {
    issues.push(...textIssue('yuandai_other', value.yuandai_other, CELL_MESSAGES.yuandaiOther))
  }
  if (value.shuzhu_jiyinshu === COPY_TYPE.MULTI) {
    issues.push(
      ...numberIssue('shuzhu_copynum', value.shuzhu_copynum, {
        min: 1,
        max: 10_000,
        integer: true,
        required: CELL_MESSAGES.shuzhuCopynum,
        range: CELL_MESSAGES.shuzhuCopynumRange,
      }),
    )
  }
  if (value.chuandai_zhou !== undefined && (value.chuandai_zhou < 1 || !Number.isInteger(value.chuandai_zhou))) {
    issues.push({ path: 'chuandai_zhou', message: CELL_MESSAGES.chuandaiZhouRange })
  }
  if (value.chuandai_bi !== undefined && (value.chuandai_bi < 0 || value.chuandai_bi > 100)) {
    issues.push({ path: 'chuandai_bi', message: CELL_MESSAGES.chuandaiBiRange })
  }
  if (value.is_youhai === 1) issues.push(...textIssue('youhai_info', value.youhai_info, CELL_MESSAGES.youhaiInfo))
  return issues
}

/** Copy number shown in the list's count column: 1 for a single copy, 0 when unknown. */
function copyNumberOf(value: CellLineInput): number {
  if (value.shuzhu_jiyinshu === COPY_TYPE.MULTI) return value.shuzhu_copynum ?? 1
  return value.shuzhu_jiyinshu === COPY_TYPE.SINGLE ? 1 : 0
}

/** The record as stored: hidden fields cleared, the primary-cell answer's text filled in. */
function cellLineFields(value: CellLineInput) {
  const design = needsDesign(value)
  const knockInAtSite = isKnockIn(value) && value.is_dingdian === 1
  return {
    ...value,
    is_dingdian: isKnockIn(value) ? value.is_dingdian : 0,
    dingdian_info: knockInAtSite ? value.dingdian_info : '',
    jiyin: design ? (value.jiyin ?? GENE_INFO.GENE_ID) : 0,
    jiyin_other: design && value.jiyin === GENE_INFO.OTHER ? value.jiyin_other : '',
    jiyin_xulie: design ? '' : value.jiyin_xulie,
    shengzhang_file: value.is_shengzhang === ANSWER.UNSURE ? '' : value.shengzhang_file,
    cunhuo_file: value.is_cunhuo === ANSWER.UNSURE ? '' : value.cunhuo_file,
    yuandai_other: PRIMARY_CELL_TEXT[value.is_yuandai] ?? value.yuandai_other,
    shuzhu_copynum: copyNumberOf(value),
    chuandai_zhou: value.chuandai_zhou ?? 1,
    chuandai_bi: value.chuandai_bi ?? 0,
    youhai_info: value.is_youhai === 1 ? value.youhai_info : '',
  }
}
export type CellLineFields = ReturnType<typeof cellLineFields>

const CellLineFieldsSchema = z.object(cellLineShape)

function cellLineSchema<T extends z.ZodObject & z.ZodType<CellLineInput>>(fields: T) {
  return withCrossFieldRules(fields, cellLineIssues).transform((value) => ({ ...value, ...cellLineFields(value) }))
}

/** addCellslineOrder: the form. */
export const CellLineFormSchema = cellLineSchema(CellLineFieldsSchema)
export type CellLineInputValues = z.input<typeof CellLineFormSchema>
/** editCellslineOrder / editCellslineYangben: the form plus the order id. */
export const EditCellLineOrderSchema = cellLineSchema(CellLineFieldsSchema.extend({ id: IdSchema }))

/** The form's starting values (spec §4 'Cell order form behaviour', §9). */
export const CELL_LINE_FORM_DEFAULTS = defaultsOf(CELL_LINE_FIELDS)

export const CellLineOrderSchema = z.object({
  id: z.number().int().describe('订单 id（细胞株订单只有这一条记录）'),
  orderno: z.string(),
  status: OrderStatusSchema,
  create_time: z.string(),
  update_time: z.string(),
  ...recordShapeOf(CELL_LINE_FIELDS),
})
export type CellLineOrder = z.infer<typeof CellLineOrderSchema>

export const CellLineOrderDetailSchema = CellLineOrderSchema.extend({ history: z.array(StatusStepSchema) })
export type CellLineOrderDetail = z.infer<typeof CellLineOrderDetailSchema>
