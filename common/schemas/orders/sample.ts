// Fields and rules every GUIDE-seq and amplicon sample shares (spec §3 'Sample', §4
// 'Conditional sample fields', §5 'Sample forms').
import { z } from '../../zod.ts'
import {
  type Issue,
  choiceField,
  flagField,
  numberIssue,
  optionalChoiceField,
  optionalNumberField,
  textField,
  textIssue,
} from './fields.ts'
import {
  ANALYSIS_GROUP,
  ANALYSIS_GROUP_LABEL,
  ANALYSIS_GROUP_OPTIONS,
  MEDIUM,
  MEDIUM_LABEL,
  MEDIUM_OPTIONS,
  NUCLEASE,
  NUCLEASE_LABEL,
  NUCLEASE_OPTIONS,
  SAMPLE_TYPE,
  SAMPLE_TYPE_LABEL,
  SAMPLE_TYPE_OPTIONS,
  SPECIES,
  SPECIES_LABEL,
  SPECIES_OPTIONS,
  YES_NO_OPTIONS,
} from './options.ts'
import {
  type Answers,
  type FieldDescriptions,
  type FormSection,
  defaultsOf,
  describeFields,
  recordShapeOf,
  shapeOf,
} from './describe.ts'
import { IdSchema } from '../primitives.ts'
import { OrderStatusSchema, type OrderType, StatusStepSchema } from './status.ts'

/**
 * What the requests of a sample form add to it (spec §7): the sample id to edit one, the order
 * id to add one, and the order type, which can only be the form's own, to create the order.
 */
export const sampleRequestShapes = (orderType: OrderType) => ({
  edit: { id: IdSchema },
  add: { oid: IdSchema },
  create: {
    leixing: z.coerce
      .number()
      .pipe(z.literal(orderType, { error: '订单类型错误' }))
      .optional(),
  },
})

export const SAMPLE_MESSAGES = {
  name: '请输入样本名称!',
  namePattern: '只支持英文/数字/-(横杠)',
  type: '请选择样本类型!',
  typeOther: '请输入其他样本类型!',
  jiezhi: '请选择溶解介质!',
  jiezhiOther: '请输入其他溶解介质!',
  edtaNongdu: '请输入EDTA浓度!',
  edtaRange: 'EDTA浓度范围 1-100',
  nongdu: '请输入样本浓度!',
  nongduRange: '样本浓度范围 10-1000',
  tiji: '请输入样本体积!',
  tijiRange: '样本体积范围 1-100',
  zongliang: '请输入样本总量!',
  laiyuan: '请选择物种来源!',
  laiyuanOther: '请输入其他物种来源!',
  fenxiLeixing: '请选择分析类型!',
  duizhao: '请输入对照样品!',
  xulie: '请输入sgRNA+PAM序列!',
  hexuanmei: '请选择核酸酶!',
  hexuanmeiOther: '请输入其他核酸酶!',
  remark: '请输入备注!',
} as const

/** Sample and control names: letters, digits and hyphens. */
export const SAMPLE_NAME_PATTERN = /^[A-Za-z0-9-]+$/

export const SampleNameSchema = z
  .string({ error: SAMPLE_MESSAGES.name })
  .trim()
  .min(1, SAMPLE_MESSAGES.name)
  .max(50, '最多 50 个字符')
  .regex(SAMPLE_NAME_PATTERN, SAMPLE_MESSAGES.namePattern)
  .describe('样本名称')

const keysOf = (labels: Record<number, string>) => Object.keys(labels).map(Number)

/** Total DNA in µg from volume (µl) and concentration (ng/µl), to three decimals (spec §4). */
export function zongliangOf(tiji: number, nongdu: number): number {
  return Math.round(tiji * nongdu) / 1000
}

/** The total for the answers' volume and concentration; undefined until both are numbers. */
export function totalOf({ tiji, nongdu }: Answers): number | undefined {
  return typeof tiji === 'number' && typeof nongdu === 'number' ? zongliangOf(tiji, nongdu) : undefined
}

const isDna = (answers: Answers) => answers.type === SAMPLE_TYPE.DNA
const isExperimentalAnswer = (answers: Answers) => answers.fenxi_leixing === ANALYSIS_GROUP.EXPERIMENTAL

/** The fields every GUIDE-seq and amplicon sample shares, in the schema's order. */
export const SAMPLE_FIELDS = describeFields({
  name: {
    kind: 'text',
    label: '样本名称',
    en: 'Sample name',
    help: '只支持英文、数字和横杠',
    max: 50,
    autoComplete: 'off',
    required: true,
    default: '',
    rule: SampleNameSchema,
    list: { width: 140 },
    sheet: { names: true },
    import: { example: 'S1-EXP' },
    export: { width: 16 },
  },
  type: {
    kind: 'choice',
    label: '样本类型',
    en: 'Sample type',
    options: SAMPLE_TYPE_OPTIONS,
    required: true,
    default: SAMPLE_TYPE.DNA,
    rule: choiceField(keysOf(SAMPLE_TYPE_LABEL), SAMPLE_MESSAGES.type).describe('样本类型：1 DNA, 2 细胞沉淀, 3 其他'),
    list: { width: 100 },
    sheet: {},
    import: { example: 'DNA' },
    export: { width: 10 },
  },
  type_other: {
    kind: 'text',
    label: '其他样本类型',
    en: 'Other sample type',
    max: 100,
    required: true,
    shows: (answers) => answers.type === SAMPLE_TYPE.OTHER,
    rule: textField(100).describe('其他样本类型'),
    sheet: { joins: 'type' },
    import: { example: '', when: '样本类型为「其他」时必填' },
    export: { width: 14 },
  },
  jiezhi: {
    kind: 'choice',
    label: '溶解介质',
    en: 'Dissolved in',
    options: MEDIUM_OPTIONS,
    dropdown: true,
    required: true,
    default: MEDIUM.WATER,
    shows: isDna,
    rule: optionalChoiceField(keysOf(MEDIUM_LABEL), SAMPLE_MESSAGES.jiezhi).describe('溶解介质（DNA 样本）'),
    import: { example: '纯水', when: 'DNA 样本必填，留空为纯水' },
    export: { width: 12 },
  },
  jiezhi_other: {
    kind: 'text',
    label: '其他溶解介质',
    en: 'Other medium',
    max: 100,
    required: true,
    shows: (answers) => isDna(answers) && answers.jiezhi === MEDIUM.OTHER,
    rule: textField(100).describe('其他溶解介质'),
    import: { example: '', when: '溶解介质为「其他」时必填' },
    export: { width: 14 },
  },
  is_edta: {
    kind: 'flag',
    label: '是否含EDTA',
    en: 'Contains EDTA',
    options: YES_NO_OPTIONS,
    default: 0,
    shows: isDna,
    rule: flagField.describe('是否含 EDTA'),
    import: { example: '否', when: 'DNA 样本填写，留空为否' },
    export: { width: 10 },
  },
  edta_nongdu: {
    kind: 'number',
    label: 'EDTA浓度 (%)',
    en: 'EDTA concentration (%)',
    placeholder: '1-100',
    required: true,
    shows: (answers) => isDna(answers) && answers.is_edta === 1,
    rule: optionalNumberField.describe('EDTA 浓度 %'),
    import: { example: '', when: '含 EDTA 时必填，1-100' },
    export: { width: 12 },
  },
  nongdu: {
    kind: 'number',
    label: '样本浓度 (ng/μl)',
    en: 'Concentration (ng/μL)',
    placeholder: '10-1000',
    required: true,
    default: 0,
    shows: isDna,
    rule: optionalNumberField.describe('样本浓度 ng/µl'),
    sheet: { title: '浓度', unit: 'ng/µl' },
    import: { example: '50', when: 'DNA 样本必填，10-1000' },
    export: { width: 14 },
  },
  tiji: {
    kind: 'number',
    label: '样本体积 (μl)',
    en: 'Volume (μL)',
    placeholder: '1-100',
    required: true,
    shows: isDna,
    rule: optionalNumberField.describe('样本体积 µl'),
    sheet: { title: '体积', unit: 'µl' },
    import: { example: '20', when: 'DNA 样本必填，1-100' },
    export: { width: 12 },
  },
  zongliang: {
    kind: 'number',
    label: '样本总量 (μg)',
    en: 'Total amount (μg)',
    help: '自动计算：体积 × 浓度 / 1000',
    computed: true,
    required: true,
    shows: isDna,
    rule: optionalNumberField.describe('样本总量 µg（服务器按 体积×浓度/1000 重新计算）'),
    sheet: { title: '总量', unit: 'µg' },
    export: { width: 12 },
  },
  laiyuan: {
    kind: 'choice',
    label: '物种来源',
    en: 'Species',
    options: SPECIES_OPTIONS,
    required: true,
    default: SPECIES.HUMAN,
    rule: choiceField(keysOf(SPECIES_LABEL), SAMPLE_MESSAGES.laiyuan).describe('物种来源'),
    list: { width: 120 },
    import: { example: '人 (hg38)' },
    export: { width: 12 },
  },
  laiyuan_other: {
    kind: 'text',
    label: '其他物种来源',
    en: 'Other species',
    max: 100,
    required: true,
    shows: (answers) => answers.laiyuan === SPECIES.OTHER,
    rule: textField(100).describe('其他物种来源'),
    import: { example: '', when: '物种来源为「其他」时必填' },
    export: { width: 14 },
  },
  fenxi_leixing: {
    kind: 'choice',
    label: '分析类型',
    en: 'Analysis group',
    options: ANALYSIS_GROUP_OPTIONS,
    required: true,
    default: ANALYSIS_GROUP.EXPERIMENTAL,
    rule: choiceField(keysOf(ANALYSIS_GROUP_LABEL), SAMPLE_MESSAGES.fenxiLeixing).describe(
      '分析类型：1 实验组, 2 对照组',
    ),
    import: { example: '实验组' },
    export: { width: 10 },
  },
  duizhao: {
    kind: 'text',
    label: '对照样品（对应的实验组样本名称）',
    en: 'Control for (name of the experimental sample)',
    max: 50,
    required: true,
    shows: (answers) => answers.fenxi_leixing === ANALYSIS_GROUP.CONTROL,
    rule: textField(50).describe('对应的实验组样本名称（对照组）'),
    import: { example: '', when: '对照组必填：对应的实验组样本名称' },
    export: { width: 18 },
  },
  hexuanmei: {
    kind: 'choice',
    label: '核酸酶',
    en: 'Nuclease',
    options: NUCLEASE_OPTIONS,
    required: true,
    default: NUCLEASE.SPCAS9,
    shows: isExperimentalAnswer,
    rule: optionalChoiceField(keysOf(NUCLEASE_LABEL), SAMPLE_MESSAGES.hexuanmei).describe('核酸酶（实验组）'),
    import: { example: 'SpCas9', when: '实验组必填，留空为 SpCas9' },
    export: { width: 10 },
  },
  hexuanmei_other: {
    kind: 'text',
    label: '其他核酸酶',
    en: 'Other nuclease',
    max: 100,
    required: true,
    shows: (answers) => isExperimentalAnswer(answers) && answers.hexuanmei === NUCLEASE.OTHER,
    rule: textField(100).describe('其他核酸酶'),
    import: { example: '', when: '核酸酶为「其他」时必填' },
    export: { width: 14 },
  },
  is_remark: {
    kind: 'flag',
    label: '是否备注',
    en: 'Add a note',
    options: YES_NO_OPTIONS,
    default: 0,
    rule: flagField.describe('是否有备注'),
    detail: false,
    import: { example: '否' },
  },
  remark: {
    kind: 'note',
    label: '备注',
    en: 'Notes',
    max: 500,
    lines: 3,
    count: true,
    required: true,
    shows: (answers) => answers.is_remark === 1,
    rule: textField(500).describe('备注'),
    detail: { wide: true },
    import: { example: '', when: '是否备注为「是」时必填' },
    export: { width: 40 },
  },
})

export const sampleShape = shapeOf(SAMPLE_FIELDS)

type SampleKey = keyof typeof SAMPLE_FIELDS

/** The shared rows of a sample's detail page, before the type's own. */
export const SAMPLE_DETAIL = (Object.keys(SAMPLE_FIELDS) as SampleKey[]).filter((key) => key !== 'is_remark')
const BASICS: readonly SampleKey[] = [
  'name',
  'type',
  'type_other',
  'jiezhi',
  'jiezhi_other',
  'is_edta',
  'edta_nongdu',
  'nongdu',
  'tiji',
  'zongliang',
  'laiyuan',
  'laiyuan_other',
]

/**
 * A sample form's sections (spec §5): the sample's basics (with the type's own ones after
 * its name), the analysis group with the type's sgRNA sequences and nuclease (and the
 * amplicon's edit window), the type's own sections, and the note.
 */
export function sampleFormSections<const Key extends string>(own: {
  afterName?: readonly Key[]
  sequences: Key
  window?: readonly Key[]
  sections: readonly FormSection<Key>[]
}): FormSection<Key | SampleKey>[] {
  const [name, ...basics] = BASICS
  return [
    { title: '样本信息', fields: [[name!, ...(own.afterName ?? []), ...basics]] },
    {
      title: '分析类型',
      fields: [
        'fenxi_leixing',
        'duizhao',
        own.sequences,
        ['hexuanmei', 'hexuanmei_other'],
        ...(own.window ? [own.window] : []),
      ],
    },
    ...own.sections,
    { title: '备注', fields: ['is_remark', 'remark'] },
  ]
}

type SharedInput = {
  type: number
  type_other: string
  jiezhi?: number | undefined
  jiezhi_other: string
  is_edta: 0 | 1
  edta_nongdu?: number | undefined
  nongdu?: number | undefined
  tiji?: number | undefined
  zongliang?: number | undefined
  laiyuan: number
  laiyuan_other: string
  fenxi_leixing: number
  duizhao: string
  hexuanmei?: number | undefined
  hexuanmei_other: string
  is_remark: 0 | 1
  remark: string
}

/** The starting values every sample form shares (spec §3 'Amplicon form defaults', §9). */
export const SHARED_SAMPLE_DEFAULTS = defaultsOf(SAMPLE_FIELDS)

export const isExperimental = (value: { fenxi_leixing: number }) => value.fenxi_leixing === ANALYSIS_GROUP.EXPERIMENTAL

/** The shared rules of spec §4/§5: what each answer makes required, and the limits. */
export function sharedSampleIssues(value: SharedInput): Issue[] {
  const issues: Issue[] = []
  if (value.type === SAMPLE_TYPE.OTHER)
    issues.push(...textIssue('type_other', value.type_other, SAMPLE_MESSAGES.typeOther))
  if (value.type === SAMPLE_TYPE.DNA) {
    if (value.jiezhi === undefined) issues.push({ path: 'jiezhi', message: SAMPLE_MESSAGES.jiezhi })
    if (value.jiezhi === MEDIUM.OTHER) {
      issues.push(...textIssue('jiezhi_other', value.jiezhi_other, SAMPLE_MESSAGES.jiezhiOther))
    }
    if (value.is_edta === 1) {
      issues.push(
        ...numberIssue('edta_nongdu', value.edta_nongdu, {
          min: 1,
          max: 100,
          required: SAMPLE_MESSAGES.edtaNongdu,
          range: SAMPLE_MESSAGES.edtaRange,
        }),
      )
    }
    issues.push(
      ...numberIssue('nongdu', value.nongdu, {
        min: 10,
        max: 1000,
        required: SAMPLE_MESSAGES.nongdu,
        range: SAMPLE_MESSAGES.nongduRange,
      }),
      ...numberIssue('tiji', value.tiji, {
        min: 1,
        max: 100,
        required: SAMPLE_MESSAGES.tiji,
        range: SAMPLE_MESSAGES.tijiRange,
      }),
    )
    if (value.zongliang === undefined) issues.push({ path: 'zongliang', message: SAMPLE_MESSAGES.zongliang })
  }
  if (value.laiyuan === SPECIES.OTHER) {
    issues.push(...textIssue('laiyuan_other', value.laiyuan_other, SAMPLE_MESSAGES.laiyuanOther))
  }
  if (isExperimental(value)) {
    if (value.hexuanmei === undefined) issues.push({ path: 'hexuanmei', message: SAMPLE_MESSAGES.hexuanmei })
    if (value.hexuanmei === NUCLEASE.OTHER) {
      issues.push(...textIssue('hexuanmei_other', value.hexuanmei_other, SAMPLE_MESSAGES.hexuanmeiOther))
    }
  } else if (value.duizhao === '') {
    issues.push({ path: 'duizhao', message: SAMPLE_MESSAGES.duizhao })
  } else if (!SAMPLE_NAME_PATTERN.test(value.duizhao)) {
    issues.push({ path: 'duizhao', message: SAMPLE_MESSAGES.namePattern })
  }
  if (value.is_remark === 1) issues.push(...textIssue('remark', value.remark, SAMPLE_MESSAGES.remark))
  return issues
}

/**
 * The shared fields as stored: what the answers hide is cleared, and the total is the
 * server's own computation (decision 6).
 */
export function sharedSampleFields(value: SharedInput) {
  const dna = value.type === SAMPLE_TYPE.DNA
  const experimental = isExperimental(value)
  const nongdu = dna ? (value.nongdu ?? 0) : 0
  const tiji = dna ? (value.tiji ?? 0) : 0
  return {
    type: value.type,
    type_other: value.type === SAMPLE_TYPE.OTHER ? value.type_other : '',
    jiezhi: dna ? (value.jiezhi ?? MEDIUM.WATER) : 0,
    jiezhi_other: dna && value.jiezhi === MEDIUM.OTHER ? value.jiezhi_other : '',
    is_edta: dna ? value.is_edta : 0,
    edta_nongdu: dna && value.is_edta === 1 ? (value.edta_nongdu ?? 0) : 0,
    nongdu,
    tiji,
    zongliang: zongliangOf(tiji, nongdu),
    laiyuan: value.laiyuan,
    laiyuan_other: value.laiyuan === SPECIES.OTHER ? value.laiyuan_other : '',
    fenxi_leixing: value.fenxi_leixing,
    duizhao: experimental ? '' : value.duizhao,
    hexuanmei: experimental ? (value.hexuanmei ?? NUCLEASE.SPCAS9) : 0,
    hexuanmei_other: experimental && value.hexuanmei === NUCLEASE.OTHER ? value.hexuanmei_other : '',
    is_remark: value.is_remark,
    remark: value.is_remark === 1 ? value.remark : '',
  }
}
export type SharedSampleFields = ReturnType<typeof sharedSampleFields>

/** A stored sample of a type as its calls answer: the row's own columns and the type's described fields. */
export const sampleRecordSchemaOf = <Fields extends FieldDescriptions>(fields: Fields) =>
  z.object({
    id: z.number().int(),
    oid: z.number().int().describe('所属订单 id'),
    orderno: z.string(),
    leixing: z.number().int().describe('订单类型：1 GUIDE-seq, 2 扩增子'),
    status: OrderStatusSchema,
    ...recordShapeOf(fields),
    xulie: z.string().describe('sgRNA+PAM；GUIDE-seq 为逗号分隔的多条'),
    create_time: z.string(),
    update_time: z.string(),
  })

/**
 * What a sample's detail adds: its order's status and sample count (the sample is locked once
 * the order has left 待确认; deleting the last sample removes the order) and the status history
 * of the timeline, oldest first.
 */
export const detailShape = {
  order_status: OrderStatusSchema.describe('所属订单的状态；离开待确认后样本不能再修改或删除'),
  order_sample_count: z.number().int().describe('所属订单的样本数'),
  history: z.array(StatusStepSchema),
}
