// Integrity of the demo content: tree shape, one article per service page, product and
// qualification articles, images that exist, HTML without scripts, and every setting/block
// key the pages read.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REQUIRED_BLOCK_KEYS } from './blocks.ts'
import { seedContent } from './index.ts'
import { REQUIRED_SETTING_KEYS } from './settings.ts'

const { categories, articles, news, jobs, welfare, workPlaces, ads, settings, blocks } = seedContent
const publicDir = path.resolve(import.meta.dirname, '../../../../public')
const byId = new Map(categories.map((c) => [c.id, c]))
const childrenOf = (id: number) => categories.filter((c) => c.pid === id)
const articlesOf = (molds: string) => articles.filter((a) => byId.get(a.tid)?.molds === molds)
const imageExists = (src: string) => fs.existsSync(path.join(publicDir, src))

/** Every HTML string in the content, labelled for error messages. */
const htmlFields: Array<[label: string, html: string]> = [
  ...categories.flatMap((c): Array<[string, string]> => [
    [`category ${c.id} body`, c.body],
    [`category ${c.id} youshi`, c.youshi],
  ]),
  ...articles.map((a): [string, string] => [`article tid ${a.tid}`, a.body]),
  ...news.flatMap((n): Array<[string, string]> => [
    [`news ${n.title}`, n.body],
    [`news description ${n.title}`, n.description],
  ]),
  ...jobs.map((j): [string, string] => [`job ${j.title}`, j.body]),
  ...welfare.map((w): [string, string] => [`welfare ${w.title}`, w.body]),
  ...ads.map((a): [string, string] => [`ad ${a.name}`, a.body]),
  ...blocks.map((b): [string, string] => [`block ${b.key}`, b.body]),
]

const VOID = new Set(['br', 'img', 'hr'])

/** Returns the first nesting error in simple HTML, or null. */
function tagBalanceError(html: string): string | null {
  const stack: string[] = []
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    const [, closing, rawName] = m
    const name = (rawName ?? '').toLowerCase()
    if (VOID.has(name)) continue
    if (closing) {
      const open = stack.pop()
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}>`
    } else {
      stack.push(name)
    }
  }
  return stack.length ? `unclosed <${stack.join('>, <')}>` : null
}

function isIsoUtcIn(value: string, from: string, to: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) && value >= from && value <= to
}

describe('category tree', () => {
  it('has unique ids and every pid exists', () => {
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length)
    for (const c of categories) {
      if (c.pid !== 0) expect(byId.has(c.pid), `pid ${c.pid} of ${c.id}`).toBe(true)
    }
  })

  it('has the top level in the agreed order', () => {
    const top = childrenOf(0).sort((a, b) => a.sort - b.sort)
    expect(top.map((c) => c.id)).toEqual([1, 2, 3, 230, 4, 5, 6, 7])
    expect(top.map((c) => c.type)).toEqual([0, 0, 2, 0, 6, 3, 5, 8])
  })

  it('fills every field the pages use', () => {
    for (const c of categories) {
      for (const field of [
        'catname',
        'encatname',
        'description',
        'body',
        'youshi',
        'litpicm',
        'seoTitle',
        'seoKeywords',
        'seoDescription',
      ] as const) {
        expect(c[field], `${field} of ${c.id}`).toBeTruthy()
      }
      // English names only (the EN switch shows them).
      expect(c.encatname, `encatname of ${c.id}`).toMatch(/^[\x20-\x7E]+$/)
    }
  })

  it('has the molecular diagnostic list pages the footer links to', () => {
    for (const id of [232, 280, 285]) {
      const c = byId.get(id)
      expect(c?.pid).toBe(230)
      expect(c?.type).toBe(0)
      const kids = childrenOf(id)
      expect(kids.length).toBeGreaterThan(0)
      expect(kids.every((k) => k.type === 1)).toBe(true)
    }
  })

  it('gives list pages of the first two categories service children', () => {
    for (const top of [1, 2]) {
      // Product categories list their product articles instead of child services.
      for (const list of childrenOf(top).filter((c) => c.type === 0 && c.molds !== 'product')) {
        const kids = childrenOf(list.id)
        expect(kids.length, `children of ${list.id}`).toBeGreaterThanOrEqual(3)
        expect(kids.length).toBeLessThanOrEqual(5)
        expect(kids.every((k) => k.type === 1)).toBe(true)
      }
    }
  })

  it('has a CRISPR help item, news lists 41/42 and an external https link', () => {
    expect(categories.some((c) => c.type === 4)).toBe(true)
    expect(byId.get(41)?.type).toBe(7)
    expect(byId.get(42)?.type).toBe(7)
    expect(categories.some((c) => c.gourl.startsWith('https://'))).toBe(true)
    for (const c of categories.filter((x) => x.gourl)) expect(c.gourl).toMatch(/^https:\/\//)
  })
})

describe('articles', () => {
  const contentIds = categories.filter((c) => c.type === 1).map((c) => c.id)
  const serviceArticles = articles.filter((a) => byId.get(a.tid)?.type === 1)

  it('has exactly one article per type-1 category; other articles only in product and zhili categories', () => {
    for (const id of contentIds) {
      expect(
        articles.filter((a) => a.tid === id),
        `articles of ${id}`,
      ).toHaveLength(1)
    }
    for (const a of articles) {
      const category = byId.get(a.tid)
      expect(category, `tid ${a.tid}`).toBeDefined()
      if (category?.type !== 1) expect(['product', 'zhili'], `tid ${a.tid}`).toContain(category?.molds)
    }
  })

  it('recommends 6–8 services for the home grid', () => {
    const recommended = serviceArticles.filter((a) => a.isRecommended === 1)
    expect(recommended.length).toBeGreaterThanOrEqual(6)
    expect(recommended.length).toBeLessThanOrEqual(8)
  })

  it('writes full service pages', () => {
    for (const a of serviceArticles) {
      expect(a.title && a.description && a.keywords && a.litpic).toBeTruthy()
      for (const section of ['<h2>服务简介</h2>', '<h2>服务流程</h2>', '<h2>样本要求</h2>', '<h2>常见问题</h2>']) {
        expect(a.body, `${section} in ${a.tid}`).toContain(section)
      }
      expect(isIsoUtcIn(a.createTime, '2024', '2026-12')).toBe(true)
      expect(isIsoUtcIn(a.updateTime, a.createTime, '2026-12')).toBe(true)
    }
  })
})

describe('reagent products', () => {
  const category = categories.find((c) => c.molds === 'product')
  const products = articlesOf('product')

  it('has the product category under 基因编辑, after its other sections', () => {
    expect(category).toMatchObject({ id: 13, pid: 1, type: 0, molds: 'product', encatname: 'Gene Editing Reagents' })
    const siblings = childrenOf(1).filter((c) => c.id !== category?.id)
    for (const sibling of siblings) expect(category!.sort, `after ${sibling.id}`).toBeGreaterThan(sibling.sort)
    expect(childrenOf(13)).toHaveLength(0)
    expect(imageExists(category!.litpicm)).toBe(true)
  })

  it('has 8–10 product articles, 4–6 of them star products', () => {
    expect(products.length).toBeGreaterThanOrEqual(8)
    expect(products.length).toBeLessThanOrEqual(10)
    expect(products.every((p) => p.tid === 13)).toBe(true)
    const stars = products.filter((p) => p.isRecommended === 1)
    expect(stars.length).toBeGreaterThanOrEqual(4)
    expect(stars.length).toBeLessThanOrEqual(6)
  })

  it('writes product pages with an information table and the research-use statement', () => {
    const skus = new Set<string>()
    for (const p of products) {
      expect(p.title && p.keywords).toBeTruthy()
      // One plain sentence: the list card shows it as text.
      expect(p.description, p.title).toMatch(/^[^<>。]+。$/)
      expect(p.litpic, p.title).toMatch(/^\/images\/icons\/[a-z0-9-]+\.svg$/)
      expect(imageExists(p.litpic), p.litpic).toBe(true)
      for (const section of ['产品简介', '产品特点', '使用方法', '应用数据', '注意事项']) {
        expect(p.body, `${section} in ${p.title}`).toContain(`<h2>${section}</h2>`)
      }
      expect(p.body, p.title).toMatch(/<h2>产品信息<\/h2>\n<table>/)
      for (const label of ['货号', '规格', '浓度', '保存条件', '运输条件', '质量标准']) {
        expect(p.body, `${label} in ${p.title}`).toContain(`<th scope="row">${label}</th>`)
      }
      const sku = /<th scope="row">货号<\/th><td>(LG-R\d{4})<\/td>/.exec(p.body)?.[1]
      expect(sku, p.title).toBeDefined()
      skus.add(sku ?? '')
      expect(p.body, p.title).toMatch(/<ol>(<li>.+?<\/li>)+<\/ol>/)
      expect(p.body, p.title).toContain('仅供科研使用，不得用于临床诊断或治疗。')
      expect(p.body, `no prices in ${p.title}`).not.toMatch(/[¥￥$]|价格|售价|\d\s*元/)
      expect(isIsoUtcIn(p.createTime, '2024', '2026-12')).toBe(true)
      expect(isIsoUtcIn(p.updateTime, p.createTime, '2026-12')).toBe(true)
    }
    expect(skus.size).toBe(products.length)
  })

  it('sorts products after every service so the recommended-services grid stays services', () => {
    const lastService = Math.max(...articles.filter((a) => byId.get(a.tid)?.type === 1).map((a) => a.sort))
    for (const p of products) expect(p.sort, p.title).toBeGreaterThan(lastService)
  })
})

describe('qualifications (zhili)', () => {
  const zhili = categories.filter((c) => c.molds === 'zhili')
  const items = articlesOf('zhili')

  it('has one About category for them under 关于我们', () => {
    expect(zhili).toHaveLength(1)
    expect(zhili[0]).toMatchObject({ id: 51, pid: 5, type: 3, encatname: 'Qualifications' })
  })

  it('has at least five dated qualifications with a badge and the facts', () => {
    expect(items.length).toBeGreaterThanOrEqual(5)
    expect(new Set(items.map((q) => q.title)).size).toBe(items.length)
    for (const q of items) {
      expect(q.title && q.description && q.keywords).toBeTruthy()
      expect(q.litpic, q.title).toMatch(/^\/images\/certs\/[a-z0-9-]+\.svg$/)
      expect(imageExists(q.litpic), q.litpic).toBe(true)
      expect(q.body, q.title).toContain('<h2>认定信息</h2>')
      expect(q.body, q.title).toMatch(/\d{4} 年/)
      expect(isIsoUtcIn(q.createTime, '2024', '2026-12')).toBe(true)
      expect(isIsoUtcIn(q.updateTime, q.createTime, '2026-12')).toBe(true)
    }
  })
})

describe('news, jobs, recruitment', () => {
  it('has 12–16 dated news items in lists 41 and 42', () => {
    expect(news.length).toBeGreaterThanOrEqual(12)
    expect(news.length).toBeLessThanOrEqual(16)
    expect(new Set(news.map((n) => n.tid))).toEqual(new Set([41, 42]))
    for (const n of news) {
      expect(n.description.length).toBeGreaterThan(40)
      expect(isIsoUtcIn(n.createTime, '2024', '2026-12')).toBe(true)
    }
    const newest = news
      .map((n) => n.createTime)
      .sort()
      .at(-1)
    expect(newest?.startsWith('2026-11')).toBe(true)
  })

  it('has enterprise and school postings', () => {
    expect(jobs.filter((j) => j.kind === 0).length).toBeGreaterThanOrEqual(5)
    expect(jobs.filter((j) => j.kind === 1).length).toBeGreaterThanOrEqual(4)
    for (const j of jobs) {
      expect(j.leixing && j.didian && j.renshu > 0).toBeTruthy()
      expect(j.body).toContain('任职要求')
    }
  })

  it('has welfare and work places', () => {
    expect(welfare.length).toBeGreaterThanOrEqual(6)
    expect(workPlaces.length).toBeGreaterThanOrEqual(4)
    for (const w of workPlaces) expect(w.keywords).toMatch(/[省市区]/)
  })
})

describe('ads, settings, blocks', () => {
  it('has at least three visible carousel ads and one hidden', () => {
    const carousel = ads.filter((a) => a.positionId === 1)
    expect(carousel.filter((a) => a.status === 1).length).toBeGreaterThanOrEqual(3)
    expect(carousel.filter((a) => a.status === 0).length).toBeGreaterThanOrEqual(1)
    for (const a of carousel) expect(a.gourl).toMatch(/^\/[a-zA-Z]/)
  })

  it('has every required setting once', () => {
    const names = settings.map((s) => s.name)
    expect(new Set(names).size).toBe(names.length)
    for (const key of REQUIRED_SETTING_KEYS) {
      expect(settings.find((s) => s.name === key)?.value, key).toBeTruthy()
    }
    for (const key of ['keyanyuansuo', 'jishugongsi', 'xiangmujinyan', 'geleiyangben']) {
      expect(settings.find((s) => s.name === key)?.value).toMatch(/^\d+$/)
    }
    expect(settings.find((s) => s.name === 'xxl_qq')?.value).toMatch(/@.+\.example\.com$/)
  })

  it('has every required block once', () => {
    const keys = blocks.map((b) => b.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of REQUIRED_BLOCK_KEYS) expect(blocks.find((b) => b.key === key)?.body, key).toBeTruthy()
    expect(blocks.find((b) => b.key === 'privacy')?.body).toContain('个人信息保护法')
  })
})

describe('HTML and images', () => {
  it('contains no scripts, inline handlers, javascript: urls or external images', () => {
    for (const [label, html] of htmlFields) {
      expect(html, label).not.toMatch(/<script/i)
      expect(html, label).not.toMatch(/\son[a-z]+\s*=/i)
      expect(html, label).not.toMatch(/javascript:/i)
      expect(html, label).not.toMatch(/<(iframe|object|embed|style)/i)
      for (const m of html.matchAll(/<img\b[^>]*>/g)) {
        expect(m[0], label).toMatch(/src="\/images\//)
        expect(m[0], label).toMatch(/alt="[^"]+"/)
        expect(m[0], label).toMatch(/width="\d+" height="\d+"/)
      }
    }
  })

  it('writes balanced HTML', () => {
    for (const [label, html] of htmlFields) expect(tagBalanceError(html), label).toBeNull()
  })

  it('references only images that exist under public/', () => {
    const all = JSON.stringify(seedContent)
    const paths = new Set([...all.matchAll(/\/images\/[^"'\s)\\]+/g)].map((m) => m[0]))
    expect(paths.size).toBeGreaterThan(20)
    for (const p of paths) expect(fs.existsSync(path.join(publicDir, p)), p).toBe(true)
  })

  it('ships small self-contained SVGs with a viewBox', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (entry.name.endsWith('.svg')) files.push(full)
      }
    }
    walk(path.join(publicDir, 'images'))
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const svg = fs.readFileSync(file, 'utf8')
      const name = path.relative(publicDir, file)
      expect(svg, name).toMatch(/^<svg [^>]*viewBox="[\d.\s-]+"/)
      expect(svg, name).not.toMatch(/(?:href|src)="(?:https?:)?\/\//)
      expect(svg, name).not.toMatch(/<script|@import|url\(http/i)
      expect(svg.length, name).toBeLessThan(12_000)
    }
  })
})

describe('rows insert as one batch', () => {
  it('gives every row of a table the same columns', () => {
    for (const [table, rows] of Object.entries(seedContent) as Array<[string, object[]]>) {
      const shapes = new Set(rows.map((r) => Object.keys(r).sort().join(',')))
      expect(shapes.size, table).toBe(1)
    }
  })
})
