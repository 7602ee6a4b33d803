// Amplicon detection samples (spec §3 'Amplicon additions', 'Amplicon form defaults', §4,
// §5; decisions 7, 8, 9).
import { guideAdvice } from '../../sgrna-checks.ts'
import { z } from '../../zod.ts'
import {
  type Issue,
  flagField,
  numberIssue,
  optionalChoiceField,
  optionalNumberField,
  withCrossFieldRules,
  textField,
  textIssue,
} from './fields.ts'
import {
  ANALYSIS_GROUP,
  CUSTOM_NEED,
  CUSTOM_NEED_LABEL,
  CUSTOM_NEED_OPTIONS,
  NUCLEASE,
  NUCLEASE_WINDOW,
  YES_NO_OPTIONS,
} from './options.ts'
import { type Answers, defaultsOf, describeFields, describeType, shapeOf } from './describe.ts'
import {
  SAMPLE_FIELDS,
  SAMPLE_DETAIL,
  SAMPLE_MESSAGES,
  detailShape,
  isExperimental,
  sampleRecordSchemaOf,
  sampleFormSections,
  sampleRequestShapes,
  sharedSampleFields,
  sharedSampleIssues,
} from './sample.ts'
import { ORDER_TYPE } from './status.ts'

export const AMPLICON_MESSAGES = {
  atcg: '只可输入ATCG四种大写字母',
  zhengXulie: '请输入正向引物!',
  fanXulie: '请输入反向引物!',
  tuihuoWendu: '请输入退火温度!',
  tuihuoWenduRange: '退火温度范围 30-80℃',
  kuozhanXulie: '请输入扩增子产物序列!',
  kuozhanLength: '扩增子产物序列长度在150-300!',
  yinwuXulie: '请输入sgRNA上下游500bp序列!',
  weidianJuli: '请输入编辑位点距PAM距离!',
  weidianJuliRange: '编辑位点距PAM距离范围 -30~30',
  chuangkouSize: '请输入编辑窗口大小!',
  chuangkouSizeRange: '编辑窗口大小范围 1-100',
  dipinZhi: '请输入低频过滤阈值!',
  dipinZhiRange: '低频过滤阈值范围 0-1，步长 0.1',
  gexinghuaType: '请选择个性化需求!',
  gexinghuaOther: '请输入其他个性化需求!',
} as const

export const ATCG_PATTERN = /^[ATCG]*$/
export const AMPLICON_PRODUCT_LENGTH = { min: 150, max: 300 } as const

const atcgField = (max: number) => textField(max).pipe(z.string().regex(ATCG_PATTERN, AMPLICON_MESSAGES.atcg))

/** Distance and window fixed by the nuclease, when it fixes them (spec §4). */
export const lockedWindowOf = (hexuanmei: number | undefined) =>
  hexuanmei === undefined ? undefined : NUCLEASE_WINDOW[hexuanmei]

const isExperimentalAnswer = (answers: Answers) => answers.fenxi_leixing === ANALYSIS_GROUP.EXPERIMENTAL
const designsPrimers = (answers: Answers) => answers.is_yinwu === 1
/** The distance and window are asked, and fixed when the nuclease fixes them (spec §4). */
const editWindow = {
  kind: 'number',
  required: true,
  shows: isExperimentalAnswer,
  disabled: (answers: Answers) => lockedWindowOf(answers.hexuanmei as number | undefined) !== undefined,
  help: (answers: Answers) =>
    lockedWindowOf(answers.hexuanmei as number | undefined) === undefined ? undefined : '由所选核酸酶确定',
} as const

/** An amplicon sample's fields: the shared ones, then its own. */
export const AMPLICON_FIELDS = describeFields({
  ...SAMPLE_FIELDS,
  xulie: {
    kind: 'sequence',
    label: 'sgRNA+PAM序列',
    en: 'sgRNA + PAM sequence',
    placeholder: '如 GAGTCCGAGCAGAAGAAGAAGGG',
    max: 100,
    uppercase: true,
    required: true,
    shows: isExperimentalAnswer,
    rule: atcgField(100).describe('sgRNA+PAM（实验组）'),
    advice: (value, answers) => guideAdvice(value, answers.hexuanmei),
    detail: { wide: true },
    sheet: {},
    import: { example: 'GAGTCCGAGCAGAAGAAGAAGGG', when: '实验组必填' },
    export: { width: 28 },
  },
  is_yinwu: {
    kind: 'flag',
    label: '是否需要设计引物',
    en: 'Design primers for me',
    options: YES_NO_OPTIONS,
    help: (answers) => (designsPrimers(answers) ? '由我们根据 sgRNA 上下游序列设计引物' : undefined),
    default: 0,
    rule: flagField.describe('是否需要设计引物：1 由我们设计'),
    import: { example: '否' },
    export: { width: 10 },
  },
  zheng_xulie: {
    kind: 'sequence',
    label: '正向引物',
    en: 'Forward primer',
    max: 100,
    uppercase: true,
    required: true,
    shows: (answers) => !designsPrimers(answers),
    rule: atcgField(100).describe('正向引物'),
    import: { example: 'ACGTACGTACGTACGTACGT', when: '不需要设计引物时必填' },
    export: { width: 24 },
  },
  fan_xulie: {
    kind: 'sequence',
    label: '反向引物',
    en: 'Reverse primer',
    max: 100,
    uppercase: true,
    required: true,
    shows: (answers) => !designsPrimers(answers),
    rule: atcgField(100).describe('反向引物'),
    import: { example: 'TGCATGCATGCATGCATGCA', when: '不需要设计引物时必填' },
    export: { width: 24 },
  },
  tuihuo_wendu: {
    kind: 'number',
    label: '退火温度 (℃)',
    en: 'Annealing temperature (°C)',
    placeholder: '30-80',
    required: true,
    shows: (answers) => !designsPrimers(answers),
    rule: optionalNumberField.describe('退火温度 ℃'),
    import: { example: '60', when: '不需要设计引物时必填，30-80' },
    export: { width: 12 },
  },
  kuozhan_xulie: {
    kind: 'sequence',
    label: '扩增子产物序列',
    en: 'Amplicon sequence',
    help: `${AMPLICON_PRODUCT_LENGTH.min}-${AMPLICON_PRODUCT_LENGTH.max} bp`,
    max: AMPLICON_PRODUCT_LENGTH.max,
    lines: 4,
    count: true,
    uppercase: true,
    required: true,
    rule: z
      .string()
      .trim()
      .max(AMPLICON_PRODUCT_LENGTH.max, AMPLICON_MESSAGES.kuozhanLength)
      .regex(ATCG_PATTERN, AMPLICON_MESSAGES.atcg)
      .optional()
      .transform((value) => value ?? '')
      .describe('扩增子产物序列，150-300 个碱基'),
    detail: { wide: true },
    import: { example: 'ACGT'.repeat(40) },
    export: { width: 40 },
  },
  yinwu_xulie: {
    kind: 'sequence',
    label: 'sgRNA上下游500bp序列',
    en: 'sgRNA with 500 bp flanking sequence on each side',
    max: 2000,
    lines: 4,
    uppercase: true,
    required: true,
    shows: designsPrimers,
    rule: textField(2000).describe('sgRNA 位点上下游各 500bp 序列（需要设计引物时）'),
    detail: { wide: true },
    import: { example: '', when: '需要设计引物时必填' },
    export: { width: 40 },
  },
  weidian_juli: {
    ...editWindow,
    label: '编辑位点距PAM距离 (bp)',
    en: 'Edit site distance from PAM (bp)',
    placeholder: '-30~30',
    default: NUCLEASE_WINDOW[NUCLEASE.SPCAS9]?.weidian_juli,
    rule: optionalNumberField.describe('编辑位点距 PAM 距离 -30~30'),
    import: { example: '-3', when: '实验组必填，-30~30；SpCas9 固定为 -3、AsCpf1 固定为 1，可留空' },
    export: { width: 14 },
  },
  chuangkou_size: {
    ...editWindow,
    label: '编辑窗口大小 (bp)',
    en: 'Editing window size (bp)',
    placeholder: '1-100',
    default: NUCLEASE_WINDOW[NUCLEASE.SPCAS9]?.chuangkou_size,
    rule: optionalNumberField.describe('编辑窗口大小 1-100 bp'),
    import: { example: '20', when: '实验组必填，1-100；SpCas9 固定为 20、AsCpf1 固定为 60，可留空' },
    export: { width: 14 },
  },
  is_dipin: {
    kind: 'flag',
    label: '是否过滤低频编辑',
    en: 'Filter low-frequency edits',
    options: YES_NO_OPTIONS,
    default: 0,
    rule: flagField.describe('是否过滤低频编辑'),
    import: { example: '否' },
    export: { width: 10 },
  },
  dipin_zhi: {
    kind: 'number',
    label: '低频过滤阈值',
    en: 'Low-frequency filter threshold',
    help: ({ dipin_zhi }) => (typeof dipin_zhi === 'number' ? `即 ${Math.round(dipin_zhi * 100)}%` : '0-1，步长 0.1'),
    bounds: { min: 0, max: 1, step: 0.1 },
    required: true,
    default: 0.1,
    shows: (answers) => answers.is_dipin === 1,
    rule: optionalNumberField.describe('低频过滤阈值 0-1（0.1 = 10%）'),
    detail: { format: (value: number) => `${value}（${Math.round(value * 100)}%）` },
    import: { example: '', when: '过滤低频编辑时必填，0-1，步长 0.1' },
    export: { width: 14 },
  },
  gexinghua_type: {
    kind: 'choice',
    label: '个性化需求',
    en: 'Custom analysis',
    options: CUSTOM_NEED_OPTIONS,
    dropdown: true,
    default: CUSTOM_NEED.NONE,
    rule: optionalChoiceField(Object.keys(CUSTOM_NEED_LABEL).map(Number), AMPLICON_MESSAGES.gexinghuaType),
    import: { example: '无' },
    export: { width: 16 },
  },
  gexinghua_other: {
    kind: 'text',
    label: '其他个性化需求',
    en: 'Other custom analysis',
    max: 200,
    required: true,
    shows: (answers) => answers.gexinghua_type === CUSTOM_NEED.OTHER,
    rule: textField(200).describe('其他个性化需求'),
    import: { example: '', when: '个性化需求为「其他」时必填' },
    export: { width: 18 },
  },
  shiyan_name: {
    kind: 'text',
    label: '实验名称',
    en: 'Experiment name',
    max: 100,
    rule: textField(100).describe('实验名称'),
    detail: { shows: (record) => record.shiyan_name !== '' },
    import: { example: '' },
    export: { width: 16 },
  },
})

export const ampliconSampleShape = shapeOf(AMPLICON_FIELDS)

export const AMPLICON_TYPE = describeType({
  fields: AMPLICON_FIELDS,
  form: sampleFormSections({
    afterName: ['shiyan_name'],
    sequences: 'xulie',
    window: ['weidian_juli', 'chuangkou_size'],
    sections: [
      {
        title: '引物与扩增子',
        fields: ['is_yinwu', 'yinwu_xulie', ['zheng_xulie', 'fan_xulie', 'tuihuo_wendu'], 'kuozhan_xulie'],
      },
      { title: '分析参数', fields: [['is_dipin', 'dipin_zhi', 'gexinghua_type', 'gexinghua_other']] },
    ],
  }),
  detail: [
    ...SAMPLE_DETAIL,
    'shiyan_name',
    'xulie',
    'weidian_juli',
    'chuangkou_size',
    'is_yinwu',
    'yinwu_xulie',
    'zheng_xulie',
    'fan_xulie',
    'tuihuo_wendu',
    'kuozhan_xulie',
    'is_dipin',
    'dipin_zhi',
    'gexinghua_type',
    'gexinghua_other',
  ],
})

type AmpliconInput = z.output<z.ZodObject<typeof ampliconSampleShape>>

/** A multiple of 0.1 within [0, 1], allowing for binary fractions (0.30000000000000004). */
const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9

function ampliconIssues(value: AmpliconInput): Issue[] {
  const issues: Issue[] = []
  if (isExperimental(value)) {
    issues.push(...textIssue('xulie', value.xulie, SAMPLE_MESSAGES.xulie))
    if (!lockedWindowOf(value.hexuanmei)) {
      issues.push(
        ...numberIssue('weidian_juli', value.weidian_juli, {
          min: -30,
          max: 30,
          integer: true,
          required: AMPLICON_MESSAGES.weidianJuli,
          range: AMPLICON_MESSAGES.weidianJuliRange,
        }),
        ...numberIssue('chuangkou_size', value.chuangkou_size, {
          min: 1,
          max: 100,
          integer: true,
          required: AMPLICON_MESSAGES.chuangkouSize,
          range: AMPLICON_MESSAGES.chuangkouSizeRange,
        }),
      )
    }
  }
  if (value.is_yinwu === 0) {
    issues.push(
      ...textIssue('zheng_xulie', value.zheng_xulie, AMPLICON_MESSAGES.zhengXulie),
      ...textIssue('fan_xulie', value.fan_xulie, AMPLICON_MESSAGES.fanXulie),
      ...numberIssue('tuihuo_wendu', value.tuihuo_wendu, {
        min: 30,
        max: 80,
        required: AMPLICON_MESSAGES.tuihuoWendu,
        range: AMPLICON_MESSAGES.tuihuoWenduRange,
      }),
    )
  } else {
    issues.push(...textIssue('yinwu_xulie', value.yinwu_xulie, AMPLICON_MESSAGES.yinwuXulie))
  }
  const product = value.kuozhan_xulie.length
  if (product === 0) issues.push({ path: 'kuozhan_xulie', message: AMPLICON_MESSAGES.kuozhanXulie })
  else if (product < AMPLICON_PRODUCT_LENGTH.min) {
    issues.push({ path: 'kuozhan_xulie', message: AMPLICON_MESSAGES.kuozhanLength })
  }
  if (value.is_dipin === 1) {
    const dipin = numberIssue('dipin_zhi', value.dipin_zhi, {
      min: 0,
      max: 1,
      required: AMPLICON_MESSAGES.dipinZhi,
      range: AMPLICON_MESSAGES.dipinZhiRange,
    })
    if (dipin.length === 0 && !isTenth(value.dipin_zhi ?? 0)) {
      dipin.push({ path: 'dipin_zhi', message: AMPLICON_MESSAGES.dipinZhiRange })
    }
    issues.push(...dipin)
  }
  if (value.gexinghua_type === CUSTOM_NEED.OTHER) {
    issues.push(...textIssue('gexinghua_other', value.gexinghua_other, AMPLICON_MESSAGES.gexinghuaOther))
  }
  return issues
}

/** The sample as stored: hidden fields cleared, a locking nuclease's distance and window applied. */
function ampliconFields(value: AmpliconInput) {
  const experimental = isExperimental(value)
  const window = experimental
    ? (lockedWindowOf(value.hexuanmei) ?? {
        weidian_juli: value.weidian_juli ?? 0,
        chuangkou_size: value.chuangkou_size ?? 0,
      })
    : { weidian_juli: 0, chuangkou_size: 0 }
  const designPrimers = value.is_yinwu === 1
  return {
    ...sharedSampleFields(value),
    name: value.name,
    xulie: experimental ? value.xulie : '',
    is_yinwu: value.is_yinwu,
    zheng_xulie: designPrimers ? '' : value.zheng_xulie,
    fan_xulie: designPrimers ? '' : value.fan_xulie,
    tuihuo_wendu: designPrimers ? 0 : (value.tuihuo_wendu ?? 0),
    kuozhan_xulie: value.kuozhan_xulie,
    yinwu_xulie: designPrimers ? value.yinwu_xulie : '',
    ...window,
    is_dipin: value.is_dipin,
    dipin_zhi: value.is_dipin === 1 ? (value.dipin_zhi ?? 0) : 0,
    gexinghua_type: value.gexinghua_type ?? CUSTOM_NEED.NONE,
    gexinghua_other: value.gexinghua_type === CUSTOM_NEED.OTHER ? value.gexinghua_other : '',
    shiyan_name: value.shiyan_name,
  }
}
export type AmpliconSampleFields = ReturnType<typeof ampliconFields>

const AmpliconFieldsSchema = z.object(ampliconSampleShape)

function ampliconSchema<T extends z.ZodObject & z.ZodType<AmpliconInput>>(fields: T) {
  return withCrossFieldRules(fields, (value) => [...sharedSampleIssues(value), ...ampliconIssues(value)]).transform(
    (value) => ({ ...value, ...ampliconFields(value) }),
  )
}

export const AmpliconSampleFormSchema = ampliconSchema(AmpliconFieldsSchema)
export type AmpliconSampleInput = z.input<typeof AmpliconSampleFormSchema>
const requests = sampleRequestShapes(ORDER_TYPE.AMPLICON)
/** editAmpliconYangben */
export const EditAmpliconSampleSchema = ampliconSchema(AmpliconFieldsSchema.extend(requests.edit))
/** addAmpliconYangben */
export const AddAmpliconSampleSchema = ampliconSchema(AmpliconFieldsSchema.extend(requests.add))
/** addAmpliconOrder */
export const CreateAmpliconOrderSchema = ampliconSchema(AmpliconFieldsSchema.extend(requests.create))

/**
 * The form's starting values (spec §3 'Amplicon form defaults', §9): SpCas9 with the window it
 * fixes.
 */
export const AMPLICON_FORM_DEFAULTS = { leixing: ORDER_TYPE.AMPLICON, ...defaultsOf(AMPLICON_FIELDS) } as const

export const AmpliconSampleSchema = sampleRecordSchemaOf(AMPLICON_FIELDS)
export type AmpliconSample = z.infer<typeof AmpliconSampleSchema>

export const AmpliconSampleDetailSchema = AmpliconSampleSchema.extend(detailShape)
export type AmpliconSampleDetail = z.infer<typeof AmpliconSampleDetailSchema>
