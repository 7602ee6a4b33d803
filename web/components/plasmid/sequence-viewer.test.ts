import { describe, expect, it } from 'vitest'
import { gcPercent, sequenceRows } from './sequence-viewer.tsx'

describe('sequenceRows', () => {
  it('每行 6 个 10 碱基的块，行首为该行第一个碱基的位置', () => {
    const sequence = 'ACGT'.repeat(40)
    const rows = sequenceRows(sequence)
    expect(rows.map((row) => row.start)).toEqual([1, 61, 121])
    expect(rows[0]!.blocks).toHaveLength(6)
    expect(rows[0]!.blocks.every((block) => block.length === 10)).toBe(true)
    expect(rows[2]!.blocks.join('')).toBe(sequence.slice(120))
    expect(rows.flatMap((row) => row.blocks).join('')).toBe(sequence)
  })

  it('空序列没有行', () => {
    expect(sequenceRows('')).toEqual([])
  })
})

describe('gcPercent', () => {
  it('计算 GC 含量，保留一位小数', () => {
    expect(gcPercent('GGCCAT')).toBe(66.7)
    expect(gcPercent('')).toBe(0)
  })
})
