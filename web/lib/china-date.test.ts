import { describe, expect, it } from 'vitest'
import { dateBadge, formatDate } from './china-date.ts'

describe('formatDate', () => {
  it('按北京时间显示日期', () => {
    expect(formatDate('2026-11-03T02:00:00.000Z')).toBe('2026-11-03')
    // 18:30 UTC is already the next morning in China.
    expect(formatDate('2026-12-31T18:30:00.000Z')).toBe('2027-01-01')
  })
  it('无效时间返回空字符串', () => {
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})

describe('dateBadge', () => {
  it('拆成日与年月', () => {
    expect(dateBadge('2026-10-20T06:00:00.000Z')).toEqual({ day: '20', yearMonth: '2026-10' })
    expect(dateBadge('2026-02-28T16:00:00.000Z')).toEqual({ day: '01', yearMonth: '2026-03' })
  })
})
