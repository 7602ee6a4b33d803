import { describe, expect, it } from 'vitest'
import { NO_FILTERS, filterRows, isFiltered } from './result-filters.ts'

const ROWS = [
  { on_seq: 'GAGTCCGAGCAGAAGAAGAAAGG', off_seq: 'GAGTTAGAGCAGAAGAAGAAAGG', score: 0.918, cfd: 0.4 },
  { on_seq: 'GGGTGGGGGGAGTTTGCTCCCGG', off_seq: 'GTGTGGGGTAAATTTGCTCCCAG', score: 0.35, cfd: 0.01 },
  { on_seq: 'GGGTGGGGGGAGTTTGCTCCAGG', off_seq: 'AGGTGGGGTGA_TTTGCTCCAGG', score: 0.146, cfd: null },
]

describe('filterRows', () => {
  it('不设条件时保留全部', () => {
    expect(filterRows(ROWS, NO_FILTERS)).toHaveLength(3)
    expect(isFiltered(NO_FILTERS)).toBe(false)
  })
  it('按分数上下限筛选（含边界）', () => {
    expect(filterRows(ROWS, { ...NO_FILTERS, minScore: 0.35 }).map((row) => row.score)).toEqual([0.918, 0.35])
    expect(filterRows(ROWS, { ...NO_FILTERS, maxScore: 0.35 }).map((row) => row.score)).toEqual([0.35, 0.146])
    expect(filterRows(ROWS, { ...NO_FILTERS, minScore: 0.2, maxScore: 0.5 })).toHaveLength(1)
    expect(isFiltered({ ...NO_FILTERS, minScore: 0 })).toBe(true)
    expect(isFiltered({ ...NO_FILTERS, maxScore: 1 })).toBe(true)
  })
  it('按 CFD 上下限筛选（含边界），设了 CFD 条件时没有 CFD 的行不显示', () => {
    expect(filterRows(ROWS, { ...NO_FILTERS, minCfd: 0.01 }).map((row) => row.cfd)).toEqual([0.4, 0.01])
    expect(filterRows(ROWS, { ...NO_FILTERS, maxCfd: 0.4 }).map((row) => row.cfd)).toEqual([0.4, 0.01])
    expect(filterRows(ROWS, { ...NO_FILTERS, maxCfd: 0.39 }).map((row) => row.cfd)).toEqual([0.01])
    expect(filterRows(ROWS, { ...NO_FILTERS, minCfd: 0.02, maxCfd: 0.5 })).toEqual([ROWS[0]])
    expect(filterRows(ROWS, { ...NO_FILTERS, minCfd: 0 })).toHaveLength(2)
    expect(isFiltered({ ...NO_FILTERS, minCfd: 0 })).toBe(true)
    expect(isFiltered({ ...NO_FILTERS, maxCfd: 1 })).toBe(true)
  })
  it('序列子串不区分大小写，忽略首尾空格', () => {
    expect(filterRows(ROWS, { ...NO_FILTERS, onSeq: ' gggtgg ' })).toHaveLength(2)
    expect(filterRows(ROWS, { ...NO_FILTERS, offSeq: 'a_ttt' })).toEqual([ROWS[2]])
    expect(isFiltered({ ...NO_FILTERS, offSeq: 'a' })).toBe(true)
  })
})
