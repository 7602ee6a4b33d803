// GUIDE-seq off-target detection samples (spec §3 'GUIDE-seq additions', §5, §9; decision 1).
import { z } from '../../zod.ts'
import { type Issue, choiceField, flagField, textField, withCrossFieldRules } from './fields.ts'
import { BULGE_THRESHOLDS, MISMATCH_THRESHOLDS } from './options.ts'
import {
  SAMPLE_MESSAGES,
  SHARED_SAMPLE_DEFAULTS,
  detailShape,
  isExperimental,
  sampleRecordShape,
  sampleRequestShapes,
  sampleShape,
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

export const guideSeqSampleShape = {
  ...sampleShape,
  xulie: SgRnaRowsSchema.describe('sgRNA+PAM，1-10 条（数组或逗号分隔）'),
  cuopei_fazhi: choiceField(MISMATCH_THRESHOLDS, GUIDE_SEQ_MESSAGES.cuopeiFazhi).describe('错配阈值 6/7/8'),
  tudian_fazhi: choiceField(BULGE_THRESHOLDS, GUIDE_SEQ_MESSAGES.tudianFazhi).describe('凸起阈值 0/1/2'),
  is_odn: flagField.describe('是否需要检测 ODN 插入'),
  odn_xulie: textField(200).describe('ODN 序列'),
}

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
export const GUIDE_SEQ_FORM_DEFAULTS = {
  leixing: ORDER_TYPE.GUIDE_SEQ,
  ...SHARED_SAMPLE_DEFAULTS,
  xulie: [''],
  cuopei_fazhi: 6,
  tudian_fazhi: 1,
  is_odn: 0,
  is_remark: 0,
} as const

export const GuideSeqSampleSchema = z.object({
  ...sampleRecordShape,
  cuopei_fazhi: z.number().int(),
  tudian_fazhi: z.number().int(),
  is_odn: z.number().int(),
  odn_xulie: z.string(),
})
export type GuideSeqSample = z.infer<typeof GuideSeqSampleSchema>

export const GuideSeqSampleDetailSchema = GuideSeqSampleSchema.extend(detailShape)
export type GuideSeqSampleDetail = z.infer<typeof GuideSeqSampleDetailSchema>
