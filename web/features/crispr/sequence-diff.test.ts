import { describe, expect, it } from 'vitest'
import { diffRuns } from './sequence-diff.ts'

describe('diffRuns', () => {
  it('相同序列是一段不标记的文本', () => {
    expect(diffRuns('GACT', 'GACT')).toEqual([{ text: 'GACT', differs: false }])
  })
  it('标出错配与空位，sgRNA 中的 N 匹配任意碱基', () => {
    expect(diffRuns('GANTCG', 'GTAT_G')).toEqual([
      { text: 'G', differs: false },
      { text: 'T', differs: true },
      { text: 'AT', differs: false },
      { text: '_', differs: true },
      { text: 'G', differs: false },
    ])
  })
})
