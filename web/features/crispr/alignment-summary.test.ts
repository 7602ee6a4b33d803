import { describe, expect, it } from 'vitest'
import { provideEnglish, translateLabel } from '#common/i18n/translate.ts'
import { ENGLISH } from '#common/i18n/english.ts'
import { chinese } from '#web/lib/page-lang.ts'
import { alignmentSummary } from './alignment-summary.ts'

describe(alignmentSummary.name, () => {
  it('列出每类标记的个数，省略为零的类别', () => {
    expect(alignmentSummary({ mismatches: 2, dnaBulges: 1, rnaBulges: 0 }, chinese)).toBe('2 处错配，1 处 DNA bulge')
    expect(alignmentSummary({ mismatches: 0, dnaBulges: 0, rnaBulges: 1 }, chinese)).toBe('1 处 RNA bulge')
  })

  it('没有任何标记时说完全匹配', () => {
    expect(alignmentSummary({ mismatches: 0, dnaBulges: 0, rnaBulges: 0 }, chinese)).toBe('完全匹配')
  })

  it('英文界面', () => {
    provideEnglish(ENGLISH)
    const english = (text: string) => translateLabel(text, 'en')
    expect(alignmentSummary({ mismatches: 2, dnaBulges: 0, rnaBulges: 1 }, english)).toBe(
      'mismatches: 2, RNA bulges: 1',
    )
    expect(alignmentSummary({ mismatches: 0, dnaBulges: 0, rnaBulges: 0 }, english)).toBe('perfect match')
  })
})
