import { describe, expect, it } from 'vitest'
import { SNIPPET_LENGTH, escapeHtml, findMatches, highlight, searchTerms, snippet } from './search-highlight.ts'

describe('searchTerms', () => {
  it('按空白（含全角空格）拆分并去掉重复词', () => {
    expect(searchTerms('  基因 敲除\u3000CRISPR ', 'crispr 质粒')).toEqual(['基因', '敲除', 'CRISPR', '质粒'])
  })

  it('空查询没有检索词', () => {
    expect(searchTerms('', '   ', undefined)).toEqual([])
  })
})

describe('findMatches', () => {
  it('不区分大小写地找到每一处匹配', () => {
    expect(findMatches('PCR 与 pcr 与 Pcr', ['pcr'])).toEqual([
      { start: 0, end: 3 },
      { start: 6, end: 9 },
      { start: 12, end: 15 },
    ])
  })

  it('合并重叠或相邻的匹配', () => {
    expect(findMatches('细胞基因敲除服务，服务', ['基因敲', '因敲除', '服务'])).toEqual([
      { start: 2, end: 8 },
      { start: 9, end: 11 },
    ])
  })

  it('正则元字符按字面匹配', () => {
    expect(findMatches('效率 (80%) a.b a+b', ['(80%)', 'a+b'])).toEqual([
      { start: 3, end: 8 },
      { start: 13, end: 16 },
    ])
    expect(findMatches('a.b', ['.*'])).toEqual([])
  })
})

describe('highlight', () => {
  it('先转义文本再加 <mark>，文本中的 HTML 不会生效', () => {
    expect(highlight('<script>alert(1)</script>质粒', ['质粒'])).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;<mark>质粒</mark>',
    )
  })

  it('检索词本身含 HTML 时同样被转义', () => {
    expect(highlight('a <b> c', ['<b>'])).toBe('a <mark>&lt;b&gt;</mark> c')
  })

  it('保留原文大小写', () => {
    expect(highlight('CRISPR/Cas9', ['cas9'])).toBe('CRISPR/<mark>Cas9</mark>')
  })

  it('没有匹配时只是转义', () => {
    expect(highlight(`"A" & 'B'`, ['x'])).toBe(escapeHtml(`"A" & 'B'`))
    expect(escapeHtml(`"A" & 'B'`)).toBe('&quot;A&quot; &amp; &#39;B&#39;')
  })
})

describe('snippet', () => {
  const filler = (length: number) => '甲'.repeat(length)

  it('短文本原样返回并标出匹配', () => {
    expect(snippet('提供质粒构建服务', ['质粒'])).toEqual({
      text: '提供质粒构建服务',
      html: '提供<mark>质粒</mark>构建服务',
    })
  })

  it('截取第一处匹配附近约 120 字，两端加省略号', () => {
    const text = `${filler(200)}质粒${filler(200)}`
    const result = snippet(text, ['质粒'])
    expect(result.text.startsWith('…')).toBe(true)
    expect(result.text.endsWith('…')).toBe(true)
    expect(result.text.length).toBe(SNIPPET_LENGTH + 2)
    expect(result.text).toContain('质粒')
    expect(result.html).toContain('<mark>质粒</mark>')
  })

  it('匹配在开头时从头截取，只在结尾加省略号', () => {
    const result = snippet(`质粒${filler(300)}`, ['质粒'])
    expect(result.text.startsWith('质粒')).toBe(true)
    expect(result.text.endsWith('…')).toBe(true)
  })

  it('匹配在结尾时窗口仍取满', () => {
    const result = snippet(`${filler(300)}质粒`, ['质粒'])
    expect(result.text).toBe(`…${filler(SNIPPET_LENGTH - 2)}质粒`)
  })

  it('正文没有匹配（只有标题匹配）时取开头', () => {
    const result = snippet(filler(300), ['质粒'])
    expect(result.text).toBe(`${filler(SNIPPET_LENGTH)}…`)
    expect(result.html).not.toContain('<mark>')
  })

  it('匹配前保留约四分之一的上下文', () => {
    expect(snippet(`${filler(10)}质粒${filler(200)}`, ['质粒'], 12).html).toBe(
      '…甲甲甲<mark>质粒</mark>甲甲甲甲甲甲甲…',
    )
  })

  it('被窗口截断的匹配只标出可见部分', () => {
    const term = '质粒'.repeat(6)
    expect(snippet(`${filler(10)}${term}${filler(200)}`, [term], 12).html).toBe(
      '…甲甲甲<mark>质粒质粒质粒质粒质</mark>…',
    )
  })

  it('不会把代理对字符截成两半', () => {
    const text = `${'😀'.repeat(100)}`
    const result = snippet(text, [], 11)
    expect(result.text).toBe(`${'😀'.repeat(5)}…`)
  })

  it('片段的 HTML 经过转义', () => {
    expect(snippet('<img src=x onerror=alert(1)> 质粒', ['质粒']).html).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <mark>质粒</mark>',
    )
  })
})
