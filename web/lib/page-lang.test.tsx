import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { provideEnglish, translateLabel } from '#common/i18n/translate.ts'
import { fillIn } from './page-lang.ts'
import { ENGLISH } from '#common/i18n/english.ts'

provideEnglish(ENGLISH)

const html = (text: string, ...parts: Parameters<typeof fillIn>[1][]) =>
  renderToStaticMarkup(<p>{fillIn(text, ...parts)}</p>).replaceAll('<!-- -->', '')

describe('fillIn', () => {
  it('puts each element or value at its placeholder, in the order the language writes them', () => {
    const code = (text: string) => <code>{text}</code>
    const sentence = '{1} 表示该位置没有碱基，模型对它的编码与 {0} 不同，得分可能相差很大；标注 bulge 请使用 {0}。'
    expect(html(sentence, code('_'), code('-'))).toBe(
      '<p><code>-</code> 表示该位置没有碱基，模型对它的编码与 <code>_</code> 不同，得分可能相差很大；标注 bulge 请使用 <code>_</code>。</p>',
    )
    expect(html(translateLabel('显示 {0} 条 / 共 {1} 条', 'en'), <strong>2</strong>, 5)).toBe(
      '<p>Showing <strong>2</strong> of 5</p>',
    )
  })

  it('leaves text without placeholders as it is', () => {
    expect(html('请先登录')).toBe('<p>请先登录</p>')
  })
})
