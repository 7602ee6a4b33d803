import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots.ts'
import { sitemapDocument } from './sitemap.ts'

const ORIGIN = 'https://www.example.cn'
const urls = (count: number) => Array.from({ length: count }, (_, index) => ({ path: `/p?id=${index + 1}` }))
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('sitemapDocument', () => {
  it('一个文件放得下时直接列出网址，转义 XML 特殊字符，lastmod 只取日期', () => {
    const xml = sitemapDocument(ORIGIN, [
      { path: '/newsCenter?type=6&id=3', lastmod: '2026-11-20 08:30:00' },
      { path: '/aboutUs' },
    ])!
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(xml)).toEqual([`${ORIGIN}/newsCenter?type=6&amp;id=3`, `${ORIGIN}/aboutUs`])
    expect(xml).toContain('<lastmod>2026-11-20</lastmod>')
    expect(xml.match(/<lastmod>/g)).toHaveLength(1)
  })

  it('超过每个文件的上限时给出索引，各分文件依次包含全部网址', () => {
    const all = urls(5)
    const index = sitemapDocument(ORIGIN, all, undefined, 2)!
    expect(index).toContain('<sitemapindex')
    expect(locs(index)).toEqual([1, 2, 3].map((part) => `${ORIGIN}/sitemap-${part}.xml`))
    const parts = [1, 2, 3].map((part) => locs(sitemapDocument(ORIGIN, all, part, 2)!))
    expect(parts.flat()).toEqual(all.map((url) => `${ORIGIN}${url.path}`))
    expect(parts[2]).toHaveLength(1)
  })

  it('不存在的分文件没有内容', () => {
    for (const part of [0, 4, 1.5, -1]) expect(sitemapDocument(ORIGIN, urls(5), part, 2)).toBeUndefined()
    expect(sitemapDocument(ORIGIN, urls(5), 1)).toBeUndefined()
  })
})

describe('robotsTxt', () => {
  const robots = robotsTxt(ORIGIN)
  const disallowed = robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length))
  /** How a crawler matches a path: by prefix, `$` anchoring the end. */
  const blocked = (path: string) =>
    disallowed.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)))

  it('客户中心、后台、搜索结果与接口不给抓取，公开页面可以', () => {
    for (const path of ['/admin', '/api/v1/cms/ad', '/account', '/order', '/orderSeqList', '/crispr', '/searchResult'])
      expect(blocked(path), path).toBe(true)
    for (const path of ['/', '/crispr-help', '/plasmidPlatform/plasmidPlatformList', '/newsCenter', '/aboutUs'])
      expect(blocked(path), path).toBe(false)
  })

  it('指向网站地图', () => {
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
