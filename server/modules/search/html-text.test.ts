import { describe, expect, it } from 'vitest'
import { htmlToText } from './html-text.ts'

describe('htmlToText', () => {
  it('行内标签不留空格，中文词不被拆开', () => {
    expect(htmlToText('<p>细胞基因<strong>敲除</strong>服务，<a href="/x">点击</a>了解</p>')).toBe(
      '细胞基因敲除服务，点击了解',
    )
  })

  it('块级标签之间留一个空格', () => {
    expect(htmlToText('<h2>服务简介</h2><p>第一段</p><ul><li>甲</li><li>乙</li></ul>第<br>二')).toBe(
      '服务简介 第一段 甲 乙 第 二',
    )
  })

  it('去掉脚本、样式、注释及其内容', () => {
    const html =
      '<p onclick="evil()">正文</p><script>alert("x")</script><style>p{color:red}</style><!-- 备注 --><noscript>无</noscript>'
    expect(htmlToText(html)).toBe('正文')
    expect(htmlToText('前<script>never closed')).toBe('前')
  })

  it('属性值里的 > 不会提前结束标签', () => {
    expect(htmlToText('<img alt="a > b" src="x.png">图')).toBe('图')
  })

  it('解码实体，转义的标签作为文字保留', () => {
    expect(htmlToText('&lt;b&gt; A&amp;B&nbsp;&ldquo;引&rdquo; &#36136;&#x7c92; &unknown; &#0;')).toBe(
      '<b> A&B “引” 质粒 &unknown; &#0;',
    )
  })

  it('合并空白并去掉首尾空白', () => {
    expect(htmlToText('  <div>\n\t甲 \u3000 乙\n</div>  ')).toBe('甲 乙')
  })
})
