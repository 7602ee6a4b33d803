import { describe, expect, it } from 'vitest'
import { langFromCookie, requestLang } from './lang.ts'

describe('requestLang', () => {
  it('follows the site cookie first', () => {
    expect(requestLang('a=1; lang=en', 'zh-CN')).toBe('en')
    expect(requestLang('lang=zh', 'en-US,en;q=0.9')).toBe('zh')
  })

  it('then the first of Chinese and English the browser prefers', () => {
    expect(requestLang(null, 'en-US,en;q=0.9')).toBe('en')
    expect(requestLang(undefined, 'fr-FR, en;q=0.8, zh-CN;q=0.9')).toBe('zh')
    expect(requestLang('', 'de, zh;q=0.5, en;q=0.7')).toBe('en')
    expect(requestLang(null, 'zh-TW, en')).toBe('zh')
    expect(requestLang(null, 'en;q=0, zh;q=0.1')).toBe('zh')
  })

  it('is Chinese when neither says', () => {
    expect(requestLang(null, null)).toBe('zh')
    expect(requestLang('lang=fr', 'fr-FR, de')).toBe('zh')
    expect(requestLang('language=en', '*')).toBe('zh')
  })
})

describe('langFromCookie', () => {
  it('reads only the cookie', () => {
    expect(langFromCookie('lang=en')).toBe('en')
    expect(langFromCookie('xlang=en')).toBe('zh')
    expect(langFromCookie(null)).toBe('zh')
  })
})
