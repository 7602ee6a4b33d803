// The console's plasmid form checks a price with the entry's own schema (zodFormRules over
// PlasmidInputSchema): what the form refuses here, the API and the CSV import refuse alike.
import { describe, expect, it } from 'vitest'
import { GENBANK_IMPORT_DEFAULTS } from '../plasmid-filters.ts'
import { PLASMID_PRICE_MESSAGES, PlasmidInputSchema } from './admin-plasmid.ts'

const ENTRY = { itemNo: 'T-1', name: 'pTest', ...GENBANK_IMPORT_DEFAULTS }

/** The message the form shows under 价格 for what was typed, or the saved amount. */
function priceOf(price: unknown) {
  const result = PlasmidInputSchema.safeParse({ ...ENTRY, price })
  if (result.success) return result.data.price
  return result.error.issues.filter((issue) => issue.path[0] === 'price').map((issue) => issue.message)
}

describe('质粒价格', () => {
  it('负数、非数字和超过两位小数被拒绝，字段提示是中文', () => {
    for (const typed of [-5, '-5', 'abc', 1.234, '1.234', '1e3', Number.NaN, '12.', true]) {
      expect(priceOf(typed), String(typed)).toEqual([PLASMID_PRICE_MESSAGES.invalid])
    }
    expect(priceOf(10_000_000.01)).toEqual([PLASMID_PRICE_MESSAGES.tooHigh])
  })

  it('不小于 0、最多两位小数的金额保存为数值；留空为 0', () => {
    expect(priceOf('12.50')).toBe(12.5)
    expect(priceOf(' 1280 ')).toBe(1280)
    expect(priceOf(0.01)).toBe(0.01)
    expect(priceOf(10_000_000)).toBe(10_000_000)
    for (const empty of ['', null, undefined]) expect(priceOf(empty), String(empty)).toBe(0)
  })
})
