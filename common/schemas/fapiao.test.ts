import { describe, expect, it } from 'vitest'
import { ApplyFapiaoSchema, FAPIAO_MESSAGES, FapiaoDetailsSchema, IssueFapiaoSchema } from './fapiao.ts'
import { ORDERNO_MESSAGES } from './orders/order.ts'

const NORMAL = { title: '浙江大学医学院', taxId: '12330000470003281X', kind: 1 }
const SPECIAL = {
  ...NORMAL,
  kind: 2,
  bankName: '中国工商银行',
  bankAccount: '1202021209900123456',
  registerAddress: '杭州市西湖区文三路 100 号',
  registerPhone: '0571-88208000',
}

/** Each failing field's first message. */
const errorsOf = (schema: typeof FapiaoDetailsSchema | typeof ApplyFapiaoSchema, input: unknown) => {
  const result = schema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse())
}

describe('FapiaoDetailsSchema', () => {
  it('普票只要抬头、纳税人识别号与类型', () => {
    expect(FapiaoDetailsSchema.parse(NORMAL)).toEqual({
      ...NORMAL,
      bankName: '',
      bankAccount: '',
      registerAddress: '',
      registerPhone: '',
    })
  })

  it('专票缺少的银行与注册信息各有其消息', () => {
    expect(errorsOf(FapiaoDetailsSchema, { ...NORMAL, kind: 2 })).toEqual({
      bankName: FAPIAO_MESSAGES.bankName,
      bankAccount: FAPIAO_MESSAGES.bankAccount,
      registerAddress: FAPIAO_MESSAGES.registerAddress,
      registerPhone: FAPIAO_MESSAGES.registerPhone,
    })
    expect(FapiaoDetailsSchema.safeParse(SPECIAL).success).toBe(true)
  })

  it.each([
    ['', FAPIAO_MESSAGES.taxId],
    ['1'.repeat(14), FAPIAO_MESSAGES.taxIdFormat],
    ['1'.repeat(17), FAPIAO_MESSAGES.taxIdFormat],
    ['1'.repeat(21), FAPIAO_MESSAGES.taxIdFormat],
    ['91330106ma2kx1234q', FAPIAO_MESSAGES.taxIdFormat],
  ])('纳税人识别号 %j 被拒绝', (taxId, message) => {
    expect(errorsOf(FapiaoDetailsSchema, { ...NORMAL, taxId })).toEqual({ taxId: message })
  })

  it.each(['1'.repeat(15), '1'.repeat(18), 'A'.repeat(20)])('纳税人识别号 %s 可以', (taxId) => {
    expect(FapiaoDetailsSchema.safeParse({ ...NORMAL, taxId }).success).toBe(true)
  })

  it('抬头、类型、账号与电话的规则', () => {
    expect(errorsOf(FapiaoDetailsSchema, { ...NORMAL, title: ' ' })).toEqual({ title: FAPIAO_MESSAGES.title })
    expect(errorsOf(FapiaoDetailsSchema, { ...NORMAL, title: '字'.repeat(101) })).toEqual({
      title: FAPIAO_MESSAGES.titleLength,
    })
    expect(errorsOf(FapiaoDetailsSchema, { ...NORMAL, kind: 3 })).toEqual({ kind: FAPIAO_MESSAGES.kind })
    expect(errorsOf(FapiaoDetailsSchema, { ...SPECIAL, bankAccount: '12345' })).toEqual({
      bankAccount: FAPIAO_MESSAGES.bankAccountFormat,
    })
    expect(errorsOf(FapiaoDetailsSchema, { ...SPECIAL, registerPhone: '电话' })).toEqual({
      registerPhone: FAPIAO_MESSAGES.registerPhoneFormat,
    })
  })
})

describe('ApplyFapiaoSchema', () => {
  const apply = { ...NORMAL, orderno: 'GS-20261128-0001', amount: 100 }

  it.each([
    [undefined, FAPIAO_MESSAGES.amount],
    ['', FAPIAO_MESSAGES.amount],
    [0, FAPIAO_MESSAGES.amountFormat],
    ['1.234', FAPIAO_MESSAGES.amountFormat],
    [-1, FAPIAO_MESSAGES.amountFormat],
    [10_000_000.01, FAPIAO_MESSAGES.amountMax],
  ])('金额 %j 被拒绝', (amount, message) => {
    expect(errorsOf(ApplyFapiaoSchema, { ...apply, amount })).toEqual({ amount: message })
  })

  it('金额可写成文字，最多两位小数，上限含 10,000,000', () => {
    expect(ApplyFapiaoSchema.parse({ ...apply, amount: '0.01' }).amount).toBe(0.01)
    expect(ApplyFapiaoSchema.parse({ ...apply, amount: 10_000_000 }).amount).toBe(10_000_000)
  })

  it('备注最多 200 字，订单编号必填', () => {
    expect(errorsOf(ApplyFapiaoSchema, { ...apply, remark: '字'.repeat(201) })).toEqual({
      remark: FAPIAO_MESSAGES.remark,
    })
    expect(ApplyFapiaoSchema.safeParse({ ...apply, remark: '字'.repeat(200) }).success).toBe(true)
    expect(errorsOf(ApplyFapiaoSchema, { ...apply, orderno: '' })).toEqual({ orderno: ORDERNO_MESSAGES.required })
  })
})

describe('IssueFapiaoSchema', () => {
  it.each(['1234567', '123456789012345678901', '2433-2000', 'abcdefgh'])('发票号码 %s 被拒绝', (invoiceNo) => {
    const result = IssueFapiaoSchema.safeParse({ invoiceNo })
    expect(result.error?.issues[0]?.message).toBe(FAPIAO_MESSAGES.invoiceNoFormat)
  })

  it.each(['12345678', '24332000000012345678'])('发票号码 %s 可以', (invoiceNo) => {
    expect(IssueFapiaoSchema.parse({ invoiceNo })).toEqual({ invoiceNo })
  })
})
