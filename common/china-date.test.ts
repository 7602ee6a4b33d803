import { describe, expect, it } from 'vitest'
import { chinaDaysUpTo, dateBadge, fileTimestamp, formatDate, formatDateTime } from './china-date.ts'

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

describe('formatDateTime', () => {
  it('显示北京时间到分钟（跨日）', () => {
    expect(formatDateTime('2026-11-22T17:30:05.000Z')).toBe('2026-11-23 01:30')
  })
  it.each([null, '', 'not a date'])('无效时间 %s 显示为空', (value) => {
    expect(formatDateTime(value)).toBe('')
  })
})

describe('fileTimestamp', () => {
  it('北京时间的年月日-时分秒', () => {
    expect(fileTimestamp('2026-11-22T13:04:05.000Z')).toBe('20261122-210405')
    expect(fileTimestamp('2026-12-31T16:00:00.000Z')).toBe('20270101-000000')
  })
})

describe('chinaDaysUpTo', () => {
  it('到北京时间的今天为止的连续日期，跨月跨年', () => {
    // 17:00 UTC on 31 December is already 1 January in China.
    expect(chinaDaysUpTo('2026-12-31T17:00:00.000Z', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01'])
    expect(chinaDaysUpTo('2026-03-01T02:00:00.000Z', 2)).toEqual(['2026-02-28', '2026-03-01'])
  })
})
