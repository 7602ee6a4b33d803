// GET /api/v1/article/search over the seeded demo content plus fixtures of our own,
// on SQLite (FTS5 trigram) and PostgreSQL (pg_trgm / ILIKE).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchResultItem } from '#common/schemas/search.ts'
import { seedContent } from '#server/db/seed/content/index.ts'
import { type TestApp, createTestApp } from '#tests/setup/test-app.ts'
import { refreshDocuments, reindexAll } from './search.indexer.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

interface SearchBody {
  code: number
  message: string
  data: { data: SearchResultItem[]; total: number }
}

async function search(query: Record<string, string | number>) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/article/search',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  })
  return { status: response.statusCode, body: response.json() as SearchBody }
}

async function results(query: Record<string, string | number>) {
  const { status, body } = await search(query)
  expect(status).toBe(200)
  expect(body.code).toBe(200)
  return body.data
}

/** The seeded service category the fixture articles belong to (质粒定制构建). */
const FIXTURE_TID = 31

async function addArticle(fields: { title: string; body?: string; updateTime?: string }): Promise<number> {
  const time = fields.updateTime ?? '2026-01-01T00:00:00.000Z'
  const { id } = await t.app.db
    .insertInto('article')
    .values({
      tid: FIXTURE_TID,
      title: fields.title,
      description: '',
      body: fields.body ?? '',
      keywords: '',
      litpic: '',
      isRecommended: 0,
      sort: 99,
      createTime: time,
      updateTime: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await refreshDocuments(t.app.db, 'article', [id])
  return id
}

const titleMatches = (items: SearchResultItem[], term: string) =>
  items.map((item) => item.title.toLowerCase().includes(term.toLowerCase()))

/** Title matches come first: once a result matches only in its text, no title match follows. */
function expectTitleMatchesFirst(items: SearchResultItem[], term: string) {
  const flags = titleMatches(items, term)
  expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
}

describe('中文检索（种子数据）', () => {
  it('两个字的检索词“质粒”找到质粒服务页，标题匹配排在前面', async () => {
    const { data, total } = await results({ keywords: '质粒', size: 50 })
    expect(total).toBeGreaterThan(1)
    expect(data[0]).toMatchObject({ kind: 'article', url: `/dynamicDetail?id=${FIXTURE_TID}` })
    expect(data[0]!.titleHtml).toContain('<mark>质粒</mark>')
    expectTitleMatchesFirst(data, '质粒')
    expect(titleMatches(data, '质粒')).toContain(false)
    for (const item of data) expect(`${item.titleHtml}${item.descriptionHtml}`).toContain('<mark>质粒</mark>')
  })

  it('四个字的检索词“基因敲除”把标题含该词的服务排在最前', async () => {
    const { data, total } = await results({ keywords: '基因敲除', size: 50 })
    const expected = seedContent.articles.filter((article) => article.title.includes('基因敲除'))
    expect(expected.length).toBeGreaterThan(0)
    expect(total).toBeGreaterThanOrEqual(expected.length)
    const leading = data.slice(0, expected.length)
    expect(leading.map((item) => item.title).sort()).toEqual(expected.map((article) => article.title).sort())
    for (const item of leading) {
      const article = expected.find((candidate) => candidate.title === item.title)!
      expect(item).toMatchObject({ kind: 'article', url: `/dynamicDetail?id=${article.tid}` })
    }
  })

  it('新闻与服务一起检索，新闻链接到新闻详情页', async () => {
    const { data } = await results({ keywords: '脱靶检测', size: 50 })
    const news = await t.app.db.selectFrom('news').select(['id', 'title']).execute()
    const newsHits = data.filter((item) => item.kind === 'news')
    expect(newsHits.length).toBeGreaterThan(0)
    expect(data.some((item) => item.kind === 'article')).toBe(true)
    for (const item of newsHits) {
      expect(news.find((row) => row.id === item.ref_id)?.title).toBe(item.title)
      expect(item.url).toBe(`/newsCenter/newsCenterDetail?newsId=${item.ref_id}`)
    }
  })

  it('两个字的检索词也能找到新闻', async () => {
    const { data } = await results({ keywords: '招聘', size: 50 })
    const campus = seedContent.news.find((item) => item.title.includes('招聘'))!
    expect(data.find((item) => item.kind === 'news')?.title).toBe(campus.title)
  })

  it('不区分大小写，三字以上与两字检索词皆然', async () => {
    for (const [upper, lower] of [
      ['CRISPR', 'crispr'],
      ['PCR', 'pcr'],
      ['DN', 'dn'],
    ]) {
      const a = await results({ keywords: upper!, size: 50 })
      const b = await results({ keywords: lower!, size: 50 })
      expect(a.total).toBeGreaterThan(0)
      expect(b.total).toBe(a.total)
      expect(b.data.map((item) => item.id)).toEqual(a.data.map((item) => item.id))
    }
  })

  it('结果的字段齐全，摘要是不含 HTML 的纯文本', async () => {
    const { data, total } = await results({ keywords: '服务', size: 50 })
    expect(data).toHaveLength(Math.min(total, 50))
    expect(data.length).toBeGreaterThan(5)
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(
        ['description', 'descriptionHtml', 'id', 'kind', 'ref_id', 'title', 'titleHtml', 'url'].sort(),
      )
      expect(item.description.length).toBeLessThanOrEqual(122)
      expect(item.description).not.toMatch(/<\/?[a-z]/i)
      expect(item.descriptionHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
    }
  })
})

describe('排序、二次搜索与分页', () => {
  let older: number
  let bodyOnly: number
  let newer: number
  beforeAll(async () => {
    older = await addArticle({
      title: '澜星探针 旧版',
      body: '<p>需要低温保存</p>',
      updateTime: '2026-01-01T00:00:00.000Z',
    })
    bodyOnly = await addArticle({
      title: '荧光标记试剂',
      body: '<p>配套澜星探针使用，低温保存</p>',
      updateTime: '2026-12-01T00:00:00.000Z',
    })
    newer = await addArticle({
      title: '澜星探针 新版',
      body: '<p>室温运输</p>',
      updateTime: '2026-06-01T00:00:00.000Z',
    })
  })

  it('标题匹配在前，同级按时间从新到旧', async () => {
    const { data, total } = await results({ keywords: '澜星探针' })
    expect(total).toBe(3)
    expect(data.map((item) => item.ref_id)).toEqual([newer, older, bodyOnly])
    expect(data[2]!.descriptionHtml).toContain('<mark>澜星探针</mark>')
  })

  it('keywords2 缩小结果：两个条件同时满足，并都被标出', async () => {
    const { data, total } = await results({ keywords: '澜星探针', keywords2: '低温' })
    expect(total).toBe(2)
    expect(data.map((item) => item.ref_id).sort()).toEqual([older, bodyOnly].sort())
    for (const item of data) {
      const html = item.titleHtml + item.descriptionHtml
      expect(html).toContain('<mark>澜星探针</mark>')
      expect(html).toContain('<mark>低温</mark>')
    }
  })

  it('同一个 keywords 中空白分隔的多个词也须同时出现', async () => {
    const { total } = await results({ keywords: '澜星探针 室温' })
    expect(total).toBe(1)
  })

  it('分页从 0 开始，各页不重复，总数不变', async () => {
    const ids = []
    for (let index = 0; index < 7; index++) ids.push(await addArticle({ title: `澜页测试 第 ${index} 篇` }))
    const first = await results({ keywords: '澜页测试', page: 0, size: 5 })
    const second = await results({ keywords: '澜页测试', page: 1, size: 5 })
    const beyond = await results({ keywords: '澜页测试', page: 2, size: 5 })
    expect([first.total, second.total, beyond.total]).toEqual([7, 7, 7])
    expect(first.data).toHaveLength(5)
    expect(second.data).toHaveLength(2)
    expect(beyond.data).toEqual([])
    expect([...first.data, ...second.data].map((item) => item.ref_id).sort()).toEqual(ids.sort())
  })

  it('默认每页 5 条', async () => {
    const { data, total } = await results({ keywords: '服务' })
    expect(total).toBeGreaterThan(5)
    expect(data).toHaveLength(5)
  })
})

describe('特殊字符与安全', () => {
  let percent: number
  let underscore: number
  beforeAll(async () => {
    percent = await addArticle({ title: '澜符号 纯度 99%以上' })
    underscore = await addArticle({ title: '澜符号 批号_A7' })
  })

  it('% 与 _ 按字面匹配，不是通配符', async () => {
    for (const [term, expected] of [
      ['9%以', percent],
      ['%以', percent],
      ['号_', underscore],
      ['_A7', underscore],
    ] as const) {
      const { data, total } = await results({ keywords: term, size: 50 })
      expect(data.map((item) => item.ref_id)).toContain(expected)
      expect(total).toBe(data.length)
      for (const item of data) expect(item.title.includes(term) || item.description.includes(term)).toBe(true)
    }
    const { data } = await results({ keywords: '%', size: 50 })
    for (const item of data) expect(`${item.title}${item.description}`).toContain('%')
  })

  it('标题与正文中的 HTML 被转义或去除，<mark> 输出不能注入', async () => {
    await addArticle({
      title: '<script>alert("标题")</script>澜注入测试',
      body: '<p onclick="evil()">正文提到澜注入测试<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    })
    const [item] = (await results({ keywords: '澜注入测试' })).data
    expect(item!.titleHtml).toBe('&lt;script&gt;alert(&quot;标题&quot;)&lt;/script&gt;<mark>澜注入测试</mark>')
    expect(item!.description).toBe('正文提到澜注入测试')
    expect(item!.descriptionHtml).toBe('正文提到<mark>澜注入测试</mark>')

    const [byTag] = (await results({ keywords: '<script>' })).data
    expect(byTag!.titleHtml.startsWith('<mark>&lt;script&gt;</mark>alert(')).toBe(true)
  })
})

describe('索引随内容更新', () => {
  it('文章修改、删除后经索引器刷新，搜索结果随之变化', async () => {
    const id = await addArticle({ title: '澜改前标题', body: '<p>初版内容</p>' })
    expect((await results({ keywords: '澜改前' })).total).toBe(1)

    await t.app.db
      .updateTable('article')
      .set({ title: '澜改后标题', body: '<p>修订内容</p>' })
      .where('id', '=', id)
      .execute()
    await refreshDocuments(t.app.db, 'article', [id])
    expect((await results({ keywords: '澜改前' })).total).toBe(0)
    const [updated] = (await results({ keywords: '澜改后' })).data
    expect(updated).toMatchObject({ ref_id: id, title: '澜改后标题', description: '修订内容' })

    await t.app.db.deleteFrom('article').where('id', '=', id).execute()
    await refreshDocuments(t.app.db, 'article', [id])
    expect((await results({ keywords: '澜改后' })).total).toBe(0)
  })

  it('reindexAll 收录直接写入的内容，未变化的文档保持原 id', async () => {
    const before = (await results({ keywords: '质粒', size: 50 })).data
    await t.app.db
      .insertInto('news')
      .values({
        tid: 41,
        title: '澜新闻直接写入',
        description: '',
        body: '<p>批量导入</p>',
        litpic: '',
        createTime: '2026-11-20T00:00:00.000Z',
        updateTime: '2026-11-20T00:00:00.000Z',
      })
      .execute()
    expect((await results({ keywords: '澜新闻' })).total).toBe(0)
    await reindexAll(t.app.db)
    expect((await results({ keywords: '澜新闻' })).data[0]).toMatchObject({ kind: 'news', title: '澜新闻直接写入' })
    expect((await results({ keywords: '质粒', size: 50 })).data.map((item) => item.id)).toEqual(
      before.map((item) => item.id),
    )
  })
})

describe('参数', () => {
  it('没有关键词时返回空结果而不是错误', async () => {
    expect(await results({})).toEqual({ data: [], total: 0 })
    expect(await results({ keywords: '   ' })).toEqual({ data: [], total: 0 })
    expect(await results({ keywords: '', keywords2: '质粒' })).toEqual({ data: [], total: 0 })
  })

  it('关键词去掉首尾空白', async () => {
    const padded = await results({ keywords: '  质粒 ', size: 50 })
    const plain = await results({ keywords: '质粒', size: 50 })
    expect(padded).toEqual(plain)
  })

  it.each([
    [{ page: -1 }, '页码必须是 0 到 10000 之间的整数'],
    [{ page: 'abc' }, '页码必须是 0 到 10000 之间的整数'],
    [{ size: 0 }, '每页条数必须是 1 到 50 之间的整数'],
    [{ size: 51 }, '每页条数必须是 1 到 50 之间的整数'],
    [{ size: 2.5 }, '每页条数必须是 1 到 50 之间的整数'],
    [{ keywords2: '长'.repeat(51) }, '搜索关键词不能超过 50 个字符'],
  ])('无效参数 %o 返回 201 与中文提示', async (query, message) => {
    const { status, body } = await search({ keywords: '质粒', ...query })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 201, message, data: null })
  })

  it('50 个字符的关键词可以搜索', async () => {
    const { total } = await results({ keywords: '质'.repeat(50) })
    expect(total).toBe(0)
  })
})
