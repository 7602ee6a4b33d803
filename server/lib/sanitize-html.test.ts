import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html.ts'

describe('sanitizeHtml', () => {
  it('去掉脚本与事件属性', () => {
    const out = sanitizeHtml('<p onclick="x()">正文<script>alert(1)</script><img src="/a.svg" onerror="alert(2)"></p>')
    expect(out).not.toMatch(/script|onclick|onerror|alert/)
    expect(out).toContain('正文')
    expect(out).toContain('src="/a.svg"')
  })

  it('拒绝 javascript: 链接', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
  })

  it('站外链接在新窗口打开且不泄露 opener', () => {
    expect(sanitizeHtml('<a href="https://pubmed.ncbi.nlm.nih.gov/">PubMed</a>')).toBe(
      '<a href="https://pubmed.ncbi.nlm.nih.gov/" target="_blank" rel="noopener noreferrer">PubMed</a>',
    )
  })

  it('保留表格与标题结构', () => {
    const html = '<h2>流程</h2><table><tbody><tr><td colspan="2">周期</td></tr></tbody></table>'
    expect(sanitizeHtml(html)).toBe(html)
  })
})
