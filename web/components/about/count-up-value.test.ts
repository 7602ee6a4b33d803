import { describe, expect, it } from 'vitest'
import { COUNT_UP_MS, countUpValue, formatCount } from './count-up-value.ts'

describe('countUpValue', () => {
  it('从 0 开始，2600 ms 时到达目标值', () => {
    expect(countUpValue(2600, 0)).toBe(0)
    expect(countUpValue(2600, COUNT_UP_MS)).toBe(2600)
    expect(countUpValue(2600, COUNT_UP_MS + 500)).toBe(2600)
  })
  it('中途单调递增且不超过目标值', () => {
    const samples = [100, 500, 1000, 1800, 2500].map((elapsed) => countUpValue(150000, elapsed))
    expect(samples).toEqual([...samples].sort((a, b) => a - b))
    expect(samples.every((value) => value > 0 && value < 150000)).toBe(true)
  })
})

describe('formatCount', () => {
  it('千位分隔', () => {
    expect(formatCount(150000)).toBe('150,000')
    expect(formatCount(12)).toBe('12')
  })
})
