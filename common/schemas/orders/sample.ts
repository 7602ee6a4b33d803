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
  MEDIUM,
  MEDIUM_LABEL,
  NUCLEASE,
  NUCLEASE_LABEL,
  SAMPLE_TYPE,
  SAMPLE_TYPE_LABEL,
  SPECIES,
  SPECIES_LABEL,
} from './options.ts'
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

/** The starting values every sample form shares (spec §3 'Amplicon form defaults', §9). */
export const SHARED_SAMPLE_DEFAULTS = {
  name: '',
  type: SAMPLE_TYPE.DNA,
  jiezhi: MEDIUM.WATER,
  is_edta: 0,
  nongdu: 0,
  laiyuan: SPECIES.HUMAN,
  fenxi_leixing: ANALYSIS_GROUP.EXPERIMENTAL,
  hexuanmei: NUCLEASE.SPCAS9,
  is_remark: 0,
} as const

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

export const sampleShape = {
  name: SampleNameSchema,
  type: choiceField(keysOf(SAMPLE_TYPE_LABEL), SAMPLE_MESSAGES.type).describe('样本类型：1 DNA, 2 细胞沉淀, 3 其他'),
  type_other: textField(100).describe('其他样本类型'),
  jiezhi: optionalChoiceField(keysOf(MEDIUM_LABEL), SAMPLE_MESSAGES.jiezhi).describe('溶解介质（DNA 样本）'),
  jiezhi_other: textField(100).describe('其他溶解介质'),
  is_edta: flagField.describe('是否含 EDTA'),
  edta_nongdu: optionalNumberField.describe('EDTA 浓度 %'),
  nongdu: optionalNumberField.describe('样本浓度 ng/µl'),
  tiji: optionalNumberField.describe('样本体积 µl'),
  zongliang: optionalNumberField.describe('样本总量 µg（服务器按 体积×浓度/1000 重新计算）'),
  laiyuan: choiceField(keysOf(SPECIES_LABEL), SAMPLE_MESSAGES.laiyuan).describe('物种来源'),
  laiyuan_other: textField(100).describe('其他物种来源'),
  fenxi_leixing: choiceField(keysOf(ANALYSIS_GROUP_LABEL), SAMPLE_MESSAGES.fenxiLeixing).describe(
    '分析类型：1 实验组, 2 对照组',
  ),
  duizhao: textField(50).describe('对应的实验组样本名称（对照组）'),
  hexuanmei: optionalChoiceField(keysOf(NUCLEASE_LABEL), SAMPLE_MESSAGES.hexuanmei).describe('核酸酶（实验组）'),
  hexuanmei_other: textField(100).describe('其他核酸酶'),
  is_remark: flagField.describe('是否有备注'),
  remark: textField(500).describe('备注'),
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

/** What every stored sample answers with, besides its type's own fields. */
export const sampleRecordShape = {
  id: z.number().int(),
  oid: z.number().int().describe('所属订单 id'),
  orderno: z.string(),
  leixing: z.number().int().describe('订单类型：1 GUIDE-seq, 2 扩增子'),
  status: OrderStatusSchema,
  name: z.string(),
  type: z.number().int(),
  type_other: z.string(),
  jiezhi: z.number().int(),
  jiezhi_other: z.string(),
  is_edta: z.number().int(),
  edta_nongdu: z.number(),
  nongdu: z.number(),
  tiji: z.number(),
  zongliang: z.number(),
  laiyuan: z.number().int(),
  laiyuan_other: z.string(),
  fenxi_leixing: z.number().int(),
  duizhao: z.string(),
  xulie: z.string().describe('sgRNA+PAM；GUIDE-seq 为逗号分隔的多条'),
  hexuanmei: z.number().int(),
  hexuanmei_other: z.string(),
  is_remark: z.number().int(),
  remark: z.string(),
  create_time: z.string(),
  update_time: z.string(),
}

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
