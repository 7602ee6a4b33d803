import { describe, expect, it } from 'vitest'
import { formatLocation, parseLocation } from './location.ts'

describe('parseLocation', () => {
  it('reads a simple range and a single base', () => {
    expect(parseLocation('885..1745')).toEqual({ spans: [{ start: 885, end: 1745 }], strand: 1 })
    expect(parseLocation('2535')).toEqual({ spans: [{ start: 2535, end: 2535 }], strand: 1 })
  })

  it('reads complement(join(…)) with spans in forward order', () => {
    expect(parseLocation('complement(join(100..200,300..400))')).toEqual({
      spans: [
        { start: 100, end: 200 },
        { start: 300, end: 400 },
      ],
      strand: -1,
      operator: 'join',
    })
  })

  it('normalises join(complement(…),complement(…)) to the same spans', () => {
    expect(parseLocation('join(complement(300..400),complement(100..200))')).toEqual(
      parseLocation('complement(join(100..200,300..400))'),
    )
  })

  it('keeps partial ends', () => {
    expect(parseLocation('<1..>200')).toEqual({
      spans: [{ start: 1, end: 200, partialStart: true, partialEnd: true }],
      strand: 1,
    })
    expect(parseLocation('complement(<5..90)').spans).toEqual([{ start: 5, end: 90, partialStart: true }])
  })

  it('reads a feature running through the origin of a circular plasmid', () => {
    const location = parseLocation('join(4200..4361,1..120)')
    expect(location.spans).toEqual([
      { start: 4200, end: 4361 },
      { start: 1, end: 120 },
    ])
    expect(parseLocation('complement(join(4200..4361,1..120))').spans).toEqual(location.spans)
    // The biological-order spelling of the same minus-strand feature.
    expect(parseLocation('join(complement(1..120),complement(4200..4361))').spans).toEqual(location.spans)
  })

  it('reads order(), between-base sites and locations wrapped over lines', () => {
    expect(parseLocation('order(1..10,20..30)').operator).toBe('order')
    expect(parseLocation('4361^1').spans).toEqual([{ start: 4361, end: 1, between: true }])
    expect(parseLocation('join(1..10,\n                     20..30)').spans).toHaveLength(2)
  })

  it('rejects malformed and mixed-strand locations', () => {
    expect(() => parseLocation('12..')).toThrow(/invalid location/)
    expect(() => parseLocation('join(1..10')).toThrow(/invalid location/)
    expect(() => parseLocation('200..100')).toThrow(/ends before it starts/)
    expect(() => parseLocation('join(1..10,complement(20..30))')).toThrow(/mixed-strand/)
  })
})

describe('formatLocation', () => {
  it.each([
    '885..1745',
    '2535',
    'complement(1750..2686)',
    'complement(join(100..200,300..400))',
    'join(4200..4361,1..120)',
    'order(1..10,20..30)',
    '<1..>200',
    '4361^1',
  ])('writes %s back unchanged', (text) => {
    expect(formatLocation(parseLocation(text))).toBe(text)
  })

  it('writes the canonical form of a nested minus-strand join', () => {
    expect(formatLocation(parseLocation('join(complement(300..400),complement(100..200))'))).toBe(
      'complement(join(100..200,300..400))',
    )
  })
})
