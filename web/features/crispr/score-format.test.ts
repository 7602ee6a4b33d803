import { describe, expect, it } from 'vitest'
import { formatScore } from './score-format.ts'

describe(formatScore.name, () => {
  it.each([
    [0.8208, '0.821'],
    [0.1, '0.1'],
    [1, '1'],
    [0.05, '0.05'],
    [0.0012345, '0.00123'],
    [0.001, '0.001'],
    [0.000999, '9.99e-4'],
    [0.0000321, '3.21e-5'],
    [0.000032, '3.2e-5'],
    [4.5e-9, '4.5e-9'],
    [0, '0'],
  ])('%d → %s', (score, text) => {
    expect(formatScore(score)).toBe(text)
  })

  it('两个相差数量级的小分数读起来不同（不再都是 0.0000）', () => {
    expect(formatScore(0.00004)).not.toBe(formatScore(0.000004))
  })

  it('没有分数时显示 —', () => {
    expect(formatScore(null)).toBe('—')
    expect(formatScore(Number.NaN)).toBe('—')
  })
})
