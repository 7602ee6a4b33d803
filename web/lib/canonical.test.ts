import { describe, expect, it } from 'vitest'
import { canonicalUrl } from './canonical.ts'

const SITE = 'https://www.langene.example/'

describe('canonicalUrl', () => {
  it('用公开域名，不用请求里的主机名', () => {
    expect(canonicalUrl(SITE, 'http://10.0.0.5:3000/aboutUs')).toBe('https://www.langene.example/aboutUs')
  })

  it('保留选择内容的参数，去掉跟踪参数、筛选与搜索词', () => {
    expect(canonicalUrl(SITE, 'http://x/plasmidPlatformDetail?utm_source=wechat&listId=12&from=share')).toBe(
      'https://www.langene.example/plasmidPlatformDetail?listId=12',
    )
    expect(canonicalUrl(SITE, 'http://x/plasmidPlatform/plasmidPlatformList?keyword=pUC&host=E.coli&page=3')).toBe(
      'https://www.langene.example/plasmidPlatform/plasmidPlatformList?page=3',
    )
    expect(canonicalUrl(SITE, 'http://x/newsCenter?id=7&type=6')).toBe(
      'https://www.langene.example/newsCenter?id=7&type=6',
    )
  })

  it('第 1 页就是列表本身', () => {
    expect(canonicalUrl(SITE, 'http://x/newsCenter?page=1')).toBe('https://www.langene.example/newsCenter')
  })
})
