import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination.tsx'

describe('pageWindow', () => {
  it('页数少时全部列出', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })
  it('页数多时在两侧留省略号', () => {
    expect(pageWindow(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12])
    expect(pageWindow(1, 12)).toEqual([1, 2, 'gap', 12])
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 11, 12])
  })
})
