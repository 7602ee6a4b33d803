// Fapiao (发票) requests: the invoice details a customer's account holds, the request for a
// finished order prefilled from them, and staff marking a request issued. One set of rules
// for the customer's forms, the routes and the OpenAPI document.
import { z } from '../zod.ts'
import { ListQuerySchema } from './cms.ts'
import { sortShape } from './list-sort.ts'
import { OrdernoSchema } from './orders/order.ts'
import { MAX_ROW_ID, optionalInt } from './primitives.ts'

export const FAPIAO_KIND = { NORMAL: 1, SPECIAL: 2 } as const
export type FapiaoKind = (typeof FAPIAO_KIND)[keyof typeof FAPIAO_KIND]
export const FAPIAO_KIND_LABEL: Record<number, string> = {
  [FAPIAO_KIND.NORMAL]: '增值税普通发票（普票）',
  [FAPIAO_KIND.SPECIAL]: '增值税专用发票（专票）',
}

/** A saved kind as the form takes it: 普票 until the account chose one. */
export const kindOf = (kind: number): FapiaoKind =>
  kind === FAPIAO_KIND.SPECIAL ? FAPIAO_KIND.SPECIAL : FAPIAO_KIND.NORMAL

export const FAPIAO_STATUS = { PENDING: 0, ISSUED: 1 } as const
export const FAPIAO_STATUS_LABEL: Record<number, string> = {
  [FAPIAO_STATUS.PENDING]: '待开票',
  [FAPIAO_STATUS.ISSUED]: '已开票',
}

export const FAPIAO_AMOUNT_MAX = 10_000_000
export const FAPIAO_REMARK_MAX = 200

export const FAPIAO_MESSAGES = {
  title: '请输入发票抬头',
  titleLength: '发票抬头不能超过 100 个字',
  taxId: '请输入纳税人识别号',
  taxIdFormat: '纳税人识别号为 15、18 或 20 位数字或大写字母',
  kind: '请选择发票类型',
  bankName: '请输入开户银行',
  bankAccount: '请输入银行账号',
  bankAccountFormat: '银行账号为 6–32 位数字',
  registerAddress: '请输入注册地址',
  registerPhone: '请输入注册电话',
  registerPhoneFormat: '请输入正确的注册电话',
  fieldLength: '不能超过 100 个字',
  amount: '请输入开票金额',
  amountFormat: '开票金额须为大于 0 的金额，最多两位小数',
  amountMax: '开票金额不能超过 10,000,000 元',
  remark: '备注不能超过 200 个字',
  invoiceNo: '请输入发票号码',
  invoiceNoFormat: '发票号码为 8–20 位数字或大写字母',
  orderNotFound: '订单不存在',
  notFinished: '只有已完成的订单可以申请发票',
  openRequest: '该订单已有待开票的申请',
  notFound: '发票申请不存在',
  alreadyIssued: '该申请已开票',
  noPdf: '该发票暂无 PDF 文件',
  pdfType: '只能上传 PDF 文件',
  pdfSize: '文件不能超过 10 MB',
  saved: '开票信息已保存',
  applied: '发票申请已提交',
  issued: '已标记为已开票',
  pdfUploaded: '发票 PDF 已上传',
} as const

const text = (required: string, max = 100, message: string = FAPIAO_MESSAGES.fieldLength) =>
  z.string({ error: required }).trim().min(1, required).max(max, message)
/** Empty unless the kind needs it (专票): checked by requireSpecialFields. */
const optionalText = (max = 100) => z.string().trim().max(max, FAPIAO_MESSAGES.fieldLength).default('')

const TAX_ID_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/
const BANK_ACCOUNT_PATTERN = /^\d{6,32}$/
const PHONE_PATTERN = /^[0-9+\-() ]{7,20}$/

const detailsShape = {
  title: text(FAPIAO_MESSAGES.title, 100, FAPIAO_MESSAGES.titleLength).describe('发票抬头'),
  taxId: z
    .string({ error: FAPIAO_MESSAGES.taxId })
    .trim()
    .min(1, FAPIAO_MESSAGES.taxId)
    .regex(TAX_ID_PATTERN, FAPIAO_MESSAGES.taxIdFormat)
    .describe('纳税人识别号：15、18 或 20 位数字或大写字母'),
  kind: z
    .union([z.literal(FAPIAO_KIND.NORMAL), z.literal(FAPIAO_KIND.SPECIAL)], { error: FAPIAO_MESSAGES.kind })
    .describe('1 普票，2 专票'),
  bankName: optionalText().describe('开户银行（专票必填）'),
  bankAccount: optionalText().describe('银行账号（专票必填）'),
  registerAddress: optionalText().describe('注册地址（专票必填）'),
  registerPhone: optionalText().describe('注册电话（专票必填）'),
}

/** The fields a 专票 needs besides those of a 普票, with the message of each when missing. */
export const SPECIAL_FIELDS = {
  bankName: FAPIAO_MESSAGES.bankName,
  bankAccount: FAPIAO_MESSAGES.bankAccount,
  registerAddress: FAPIAO_MESSAGES.registerAddress,
  registerPhone: FAPIAO_MESSAGES.registerPhone,
} as const

type DetailsValues = z.infer<z.ZodObject<typeof detailsShape>>

/** 专票 requires the bank and registration fields; any given must be well-formed either way. */
function requireSpecialFields(values: DetailsValues, ctx: z.RefinementCtx) {
  if (values.kind === FAPIAO_KIND.SPECIAL) {
    for (const [field, message] of Object.entries(SPECIAL_FIELDS)) {
      if (!values[field as keyof typeof SPECIAL_FIELDS]) ctx.addIssue({ code: 'custom', path: [field], message })
    }
  }
  if (values.bankAccount && !BANK_ACCOUNT_PATTERN.test(values.bankAccount))
    ctx.addIssue({ code: 'custom', path: ['bankAccount'], message: FAPIAO_MESSAGES.bankAccountFormat })
  if (values.registerPhone && !PHONE_PATTERN.test(values.registerPhone))
    ctx.addIssue({ code: 'custom', path: ['registerPhone'], message: FAPIAO_MESSAGES.registerPhoneFormat })
}

/** The invoice details of a customer's account (开票信息). */
export const FapiaoDetailsSchema = z.object(detailsShape).superRefine(requireSpecialFields)
export type FapiaoDetails = z.infer<typeof FapiaoDetailsSchema>

/** The details as the account holds them: empty until first saved (kind 0: not chosen yet). */
export const SavedFapiaoDetailsSchema = z.object({
  title: z.string(),
  taxId: z.string(),
  kind: z.number().int(),
  bankName: z.string(),
  bankAccount: z.string(),
  registerAddress: z.string(),
  registerPhone: z.string(),
})
export type SavedFapiaoDetails = z.infer<typeof SavedFapiaoDetailsSchema>

const amount = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? FAPIAO_MESSAGES.amount : FAPIAO_MESSAGES.amountFormat),
  })
  .transform((value) => String(value).trim())
  .refine((value) => value !== '', FAPIAO_MESSAGES.amount)
  .refine((value) => value === '' || /^\d+(\.\d{1,2})?$/.test(value), FAPIAO_MESSAGES.amountFormat)
  .transform(Number)
  .refine((value) => Number.isNaN(value) || value > 0, FAPIAO_MESSAGES.amountFormat)
  .refine((value) => Number.isNaN(value) || value <= FAPIAO_AMOUNT_MAX, FAPIAO_MESSAGES.amountMax)

/** 申请发票: an order at 已完成, the amount, a note, and the details (prefilled from the account, editable). */
export const ApplyFapiaoSchema = z
  .object({
    orderno: OrdernoSchema,
    amount: amount.describe('开票金额（元），最多两位小数'),
    remark: z.string().trim().max(FAPIAO_REMARK_MAX, FAPIAO_MESSAGES.remark).default('').describe('备注'),
    ...detailsShape,
  })
  .superRefine(requireSpecialFields)
export type ApplyFapiaoInput = z.input<typeof ApplyFapiaoSchema>
export type ApplyFapiao = z.infer<typeof ApplyFapiaoSchema>

/** A request as its customer sees it. */
export const FapiaoRequestSchema = z.object({
  id: z.number().int(),
  orderno: z.string(),
  orderType: z.number().int(),
  amount: z.number(),
  remark: z.string(),
  ...SavedFapiaoDetailsSchema.shape,
  status: z.number().int().describe('0 待开票，1 已开票'),
  invoiceNo: z.string(),
  /** Whether the issued invoice has a PDF to download. */
  hasPdf: z.boolean(),
  createTime: z.string(),
  issueTime: z.string().nullable(),
})
export type FapiaoRequest = z.infer<typeof FapiaoRequestSchema>

export const MyFapiaoQuerySchema = ListQuerySchema.extend({
  orderno: z.string().trim().max(40).optional().describe('只看该订单的申请'),
})

/** Staff mark a request issued: the invoice number (the PDF is uploaded beside it). */
export const IssueFapiaoSchema = z.object({
  invoiceNo: z
    .string({ error: FAPIAO_MESSAGES.invoiceNo })
    .trim()
    .min(1, FAPIAO_MESSAGES.invoiceNo)
    .regex(/^[0-9A-Z]{8,20}$/, FAPIAO_MESSAGES.invoiceNoFormat)
    .describe('发票号码'),
})
export type IssueFapiao = z.infer<typeof IssueFapiaoSchema>

export const AdminFapiaoQuerySchema = ListQuerySchema.extend({
  status: optionalInt(0, 1).describe('0 待开票，1 已开票'),
  kind: optionalInt(1, 2).describe('1 普票，2 专票'),
  keyword: z.string().trim().max(100).optional().describe('订单编号、发票抬头或客户邮箱'),
  orderId: optionalInt(1, MAX_ROW_ID).describe('只看该订单的申请'),
  ...sortShape(['id', 'amount', 'status', 'createTime', 'issueTime']),
})
export type AdminFapiaoQuery = z.infer<typeof AdminFapiaoQuerySchema>

export const AdminFapiaoSchema = FapiaoRequestSchema.extend({
  orderId: z.number().int(),
  memberId: z.number().int(),
  memberEmail: z.string(),
})
export type AdminFapiao = z.infer<typeof AdminFapiaoSchema>
