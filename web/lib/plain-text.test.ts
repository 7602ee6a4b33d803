import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text.ts'

describe('plainText', () => {
  it('去掉标签并合并空白', () => {
    expect(plainText('<p>澜基生物</p>\n<p>GUIDE-seq <strong>2.0</strong></p>')).toBe('澜基生物 GUIDE-seq 2.0')
  })
  it('还原常见实体', () => {
    expect(plainText('A&amp;B &lt;5&gt;&nbsp;&quot;x&quot; &#39;y&#39;')).toBe('A&B <5> "x" \'y\'')
  })
})
