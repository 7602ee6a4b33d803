// GUIDE-seq off-target detection samples (spec §3 'GUIDE-seq additions', §5, §9; decision 1).
import { guideAdvice } from '../../sgrna-checks.ts'
import { z } from '../../zod.ts'
import { type Issue, choiceField, flagField, textField, withCrossFieldRules } from './fields.ts'
import { ANALYSIS_GROUP, BULGE_THRESHOLDS, MISMATCH_THRESHOLDS, YES_NO_OPTIONS } from './options.ts'
import { defaultsOf, describeFields, describeType, shapeOf } from './describe.ts'
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

export const MAX_SGRNA_ROWS = 10

export const GUIDE_SEQ_MESSAGES = {
  tooManyRows: '最多10条!',
  rowLength: '每条序列最多 100 个字符',
  odnXulie: '请输入ODN序列!',
  cuopeiFazhi: '请选择错配阈值!',
  tudianFazhi: '请选择凸起阈值!',
} as const

/** The rows of a stored comma-joined sgRNA list, for the form's dynamic rows. */
export const sgRnaRowsOf = (xulie: string): string[] => (xulie === '' ? [''] : xulie.split(','))

/** sgRNA+PAM rows: the form sends an array, older clients a comma-joined string. */
const SgRnaRowsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : (value ?? [])),
  z.array(z.string().trim().max(100, GUIDE_SEQ_MESSAGES.rowLength)).max(MAX_SGRNA_ROWS, GUIDE_SEQ_MESSAGES.tooManyRows),
)

const thresholdOptions = (values: readonly number[]) => values.map((value) => ({ value, label: String(value) }))

/** A GUIDE-seq sample's fields: the shared ones, then its own. */
export const GUIDE_SEQ_FIELDS = describeFields({
  ...SAMPLE_FIELDS,
  xulie: {
    kind: 'rows',
    label: 'sgRNA+PAM序列',
    en: 'sgRNA + PAM sequence',
    placeholder: '如 GAGTCCGAGCAGAAGAAGAAGGG',
    max: 100,
    required: true,
    default: [''],
    shows: (answers) => answers.fenxi_leixing === ANALYSIS_GROUP.EXPERIMENTAL,
    rule: SgRnaRowsSchema.describe('sgRNA+PAM，1-10 条（数组或逗号分隔）'),
    advice: (value, answers) => guideAdvice(value, answers.hexuanmei),
    // Stored comma-joined: '' for a control sample.
    detail: { wide: true, shows: (record) => record.xulie !== '' },
    sheet: {},
    import: { example: 'GAGTCCGAGCAGAAGAAGAAGGG', when: '实验组必填；多条用英文逗号分隔，最多 10 条' },
    export: { width: 40 },
  },
  cuopei_fazhi: {
    kind: 'choice',
    label: '错配阈值',
    en: 'Mismatch threshold',
    options: thresholdOptions(MISMATCH_THRESHOLDS),
    required: true,
    default: 6,
    rule: choiceField(MISMATCH_THRESHOLDS, GUIDE_SEQ_MESSAGES.cuopeiFazhi).describe('错配阈值 6/7/8'),
    import: { example: '6' },
    export: { width: 10 },
  },
  tudian_fazhi: {
    kind: 'choice',
    label: '凸起阈值',
    en: 'Bulge threshold',
    options: thresholdOptions(BULGE_THRESHOLDS),
    required: true,
    default: 1,
    rule: choiceField(BULGE_THRESHOLDS, GUIDE_SEQ_MESSAGES.tudianFazhi).describe('凸起阈值 0/1/2'),
    import: { example: '1' },
    export: { width: 10 },
  },
  is_odn: {
    kind: 'flag',
    label: '是否需要检测ODN插入',
    en: 'Check ODN insertion',
    options: YES_NO_OPTIONS,
    default: 0,
    rule: flagField.describe('是否需要检测 ODN 插入'),
    list: { width: 140, title: '需要检测ODN插入' },
    import: { example: '否' },
    export: { width: 12 },
  },
  odn_xulie: {
    kind: 'sequence',
    label: 'ODN序列',
    en: 'ODN sequence',
    max: 200,
    required: true,
    shows: (answers) => answers.is_odn === 1,
    rule: textField(200).describe('ODN 序列'),
    detail: { wide: true },
    import: { example: '', when: '需要检测 ODN 插入时必填' },
    export: { width: 30 },
  },
})

export const guideSeqSampleShape = shapeOf(GUIDE_SEQ_FIELDS)

export const GUIDE_SEQ_TYPE = describeType({
  fields: GUIDE_SEQ_FIELDS,
  form: sampleFormSections({
    sequences: 'xulie',
    sections: [{ title: '分析参数', fields: [['cuopei_fazhi', 'tudian_fazhi', 'is_odn', 'odn_xulie']] }],
  }),
  detail: [...SAMPLE_DETAIL, 'xulie', 'cuopei_fazhi', 'tudian_fazhi', 'is_odn', 'odn_xulie'],
})

type GuideSeqInput = z.output<z.ZodObject<typeof guideSeqSampleShape>>

/** The sample as stored: hidden fields cleared, the rows comma-joined. */
function guideSeqFields(value: GuideSeqInput) {
  return {
    ...sharedSampleFields(value),
    name: value.name,
    xulie: isExperimental(value) ? value.xulie.join(',') : '',
    cuopei_fazhi: value.cuopei_fazhi,
    tudian_fazhi: value.tudian_fazhi,
    is_odn: value.is_odn,
    odn_xulie: value.is_odn === 1 ? value.odn_xulie : '',
  }
}
export type GuideSeqSampleFields = ReturnType<typeof guideSeqFields>

const GuideSeqFieldsSchema = z.object(guideSeqSampleShape)

function guideSeqIssues(value: GuideSeqInput): Issue[] {
  const issues = sharedSampleIssues(value)
  if (isExperimental(value)) {
    if (value.xulie.length === 0) issues.push({ path: 'xulie', message: SAMPLE_MESSAGES.xulie })
    value.xulie.forEach((row, index) => {
      if (row === '') issues.push({ path: ['xulie', index], message: SAMPLE_MESSAGES.xulie })
    })
  }
  if (value.is_odn === 1 && value.odn_xulie === '') {
    issues.push({ path: 'odn_xulie', message: GUIDE_SEQ_MESSAGES.odnXulie })
  }
  return issues
}

function guideSeqSchema<T extends z.ZodObject & z.ZodType<GuideSeqInput>>(fields: T) {
  return withCrossFieldRules(fields, guideSeqIssues).transform((value) => ({ ...value, ...guideSeqFields(value) }))
}

export const GuideSeqSampleFormSchema = guideSeqSchema(GuideSeqFieldsSchema)
export type GuideSeqSampleInput = z.input<typeof GuideSeqSampleFormSchema>
const requests = sampleRequestShapes(ORDER_TYPE.GUIDE_SEQ)
/** editGuideYangben */
export const EditGuideSeqSampleSchema = guideSeqSchema(GuideSeqFieldsSchema.extend(requests.edit))
/** addGuideYangben */
export const AddGuideSeqSampleSchema = guideSeqSchema(GuideSeqFieldsSchema.extend(requests.add))
/** addGuideOrder */
export const CreateGuideSeqOrderSchema = guideSeqSchema(GuideSeqFieldsSchema.extend(requests.create))

/** The form's starting values (spec §9: thresholds 6 and 1; one empty sgRNA row). */
export const GUIDE_SEQ_FORM_DEFAULTS = { leixing: ORDER_TYPE.GUIDE_SEQ, ...defaultsOf(GUIDE_SEQ_FIELDS) } as const

export const GuideSeqSampleSchema = sampleRecordSchemaOf(GUIDE_SEQ_FIELDS)
export type GuideSeqSample = z.infer<typeof GuideSeqSampleSchema>

export const GuideSeqSampleDetailSchema = GuideSeqSampleSchema.extend(detailShape)
export type GuideSeqSampleDetail = z.infer<typeof GuideSeqSampleDetailSchema>
