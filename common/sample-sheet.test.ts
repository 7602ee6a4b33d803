import { describe, expect, it } from 'vitest'
import {
  consoleOrderUrl,
  labLines,
  sheetFileName,
  shippingLines,
  shortenSequence,
  shortenSequences,
  tubeLabel,
} from './sample-sheet.ts'
import { ORDERNO_MESSAGES } from './schemas/orders/order.ts'
import { SheetQuerySchema } from './schemas/orders/sheet.ts'

describe('shortenSequence', () => {
  it('keeps a sequence of up to 24 bases as it is', () => {
    expect(shortenSequence('GAGTCCGAGCAGAAGAAGAAGGG')).toBe('GAGTCCGAGCAGAAGAAGAAGGG')
    expect(shortenSequence('A'.repeat(24))).toBe('A'.repeat(24))
  })

  it('shortens a longer one to its first 12 and last 8 bases with its length', () => {
    const sequence = `${'ACGT'.repeat(3)}${'T'.repeat(13)}GGCCAATT`
    expect(sequence).toHaveLength(33)
    expect(shortenSequence(sequence)).toBe('ACGTACGTACGT…GGCCAATT（33 nt）')
    expect(shortenSequence('C'.repeat(25))).toBe(`${'C'.repeat(12)}…${'C'.repeat(8)}（25 nt）`)
  })
})

describe('shortenSequences', () => {
  it('shows up to two comma-separated rows and counts the rest', () => {
    expect(shortenSequences('')).toBe('—')
    expect(shortenSequences('AAA, CCC')).toBe('AAA；CCC')
    expect(shortenSequences('AAA,CCC,GGG')).toBe('AAA；CCC 等 3 条')
  })
})

describe('the sheet’s texts', () => {
  it('names the tube, the file, the console page, the shipping and the lab', () => {
    expect(tubeLabel('AM-20261128-0001', 'EMX1-KO-1')).toBe('AM-20261128-0001 EMX1-KO-1')
    expect(sheetFileName('AM-20261128-0001')).toBe('送检单-AM-20261128-0001.pdf')
    expect(consoleOrderUrl('https://www.example.com/', 7)).toBe('https://www.example.com/admin/orders/7')
    expect(shippingLines([{ type: 'DNA', condition: '冰袋运输（2–8 ℃）' }])).toEqual(['DNA：冰袋运输（2–8 ℃）'])
    expect(labLines({ address: '', tel: '400-862-5170' })).toEqual(['地址：—', '电话：400-862-5170'])
  })
})

describe('SheetQuerySchema', () => {
  it('takes an order number in any case and answers it in upper case', () => {
    expect(SheetQuerySchema.parse({ orderno: ' am-20261128-0001 ' })).toEqual({ orderno: 'AM-20261128-0001' })
  })

  it.each([
    [{}, ORDERNO_MESSAGES.required],
    [{ orderno: '' }, ORDERNO_MESSAGES.required],
    [{ orderno: 'AM-2026-1' }, ORDERNO_MESSAGES.pattern],
    [{ orderno: `AM-20261128-${'1'.repeat(30)}` }, ORDERNO_MESSAGES.pattern],
  ])('refuses %j with its message', (query, message) => {
    const result = SheetQuerySchema.safeParse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
