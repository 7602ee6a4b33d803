// Every content call of spec §7 'Help and site data': success on the seeded content,
// bad input answered with code 201 and a message, unknown ids with the 404 envelope,
// and stored HTML sanitized on the way out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (path: string, payload?: Record<string, unknown>) => post(t.app, `/api/v1${path}`, payload)

async function firstId(table: 'article' | 'news' | 'job', where?: (id: number) => boolean) {
  const rows = await t.app.db.selectFrom(table).select('id').orderBy('id').execute()
  return rows.map((row) => row.id).find((id) => where?.(id) ?? true)!
}

describe('栏目', () => {
  it('category/index 返回顶级栏目，pid 指定时返回其子栏目', async () => {
    const top = await call('/category/index')
    expect(top.body.code).toBe(200)
    expect(top.body.data.every((item: { pid: number }) => item.pid === 0)).toBe(true)
    const children = await call('/category/index', { pid: 230 })
    expect(children.body.data.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([232, 280, 285]))
  })

  it('category/read 返回列表页内容与面包屑', async () => {
    const { body } = await call('/category/read', { id: 232 })
    expect(body.data).toMatchObject({ id: 232, pid: 230 })
    expect(body.data.childs.length).toBeGreaterThan(0)
    expect(body.data.breadcrumb[0]).toEqual({ title: '首页', href: '/' })
    expect(body.data.breadcrumb.at(-1).title).toBe(body.data.catname)
  })

  it('category/read 未知 id 返回 404，非法 id 返回 201', async () => {
    expect((await call('/category/read', { id: 999999 })).body).toMatchObject({ code: 404, error: 'NOT_FOUND' })
    const bad = await call('/category/read', { id: 'abc' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 201, message: '参数 id 无效', fieldErrors: { id: '参数 id 无效' } })
  })

  it('category/getCateImg 与 teshuCate', async () => {
    const image = await call('/category/getCateImg', { tid: 10 })
    expect(image.body.data).toMatchObject({
      catname: expect.any(String),
      litpicm: expect.stringMatching(/^\/images\//),
    })
    const special = await call('/category/teshuCate')
    expect(special.body.data.map((item: { order_type: number }) => item.order_type)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    )
  })
})

describe('文章与产品', () => {
  it('article/index 分页返回栏目下的文章', async () => {
    const { body } = await call('/article/index', { tid: 13, page: 1, size: 3 })
    expect(body.data.total).toBeGreaterThanOrEqual(8)
    expect(body.data.data).toHaveLength(3)
    const second = await call('/article/index', { tid: 13, page: 2, size: 3 })
    expect(second.body.data.data[0].id).not.toBe(body.data.data[0].id)
    expect((await call('/article/index', { tid: 13, page: 0 })).body.code).toBe(201)
  })

  it('article/show 按文章 id 或按栏目 tid 取文章', async () => {
    const byTid = await call('/article/show', { tid: 111 })
    expect(byTid.body.data).toMatchObject({ tid: 111, category: { id: 111, type: 1 } })
    const byId = await call('/article/show', { id: byTid.body.data.id })
    expect(byId.body.data.title).toBe(byTid.body.data.title)
    expect((await call('/article/show', {})).body).toMatchObject({ code: 201, message: '参数 id 无效' })
    expect((await call('/article/show', { id: 999999 })).body.code).toBe(404)
  })

  it('article/mingxingchanpin 与 tuijianGoods 返回产品', async () => {
    const stars = await call('/article/mingxingchanpin')
    expect(stars.body.data.length).toBeGreaterThan(0)
    expect(stars.body.data.every((item: { tid: number }) => item.tid === 13)).toBe(true)
    const related = await call('/article/tuijianGoods', { id: stars.body.data[0].id })
    expect(related.body.data.length).toBeGreaterThan(0)
    expect(related.body.data.some((item: { id: number }) => item.id === stars.body.data[0].id)).toBe(false)
  })

  it('article/tuijianfuwu 只含服务页', async () => {
    const { body } = await call('/article/tuijianfuwu')
    for (const item of body.data) {
      const category = await call('/category/read', { id: item.tid })
      expect(category.body.data.type).toBe(1)
    }
  })
})

describe('招聘', () => {
  it('article/zhaopin 读取 data.info.data 与 data.info.total，按类型区分', async () => {
    const enterprise = await call('/article/zhaopin', { page: 1, size: 10, type: 0 })
    const school = await call('/article/zhaopin', { page: 1, size: 10, type: 1 })
    expect(enterprise.body.data.info.total).toBeGreaterThan(0)
    expect(school.body.data.info.total).toBeGreaterThan(0)
    const ids = new Set(enterprise.body.data.info.data.map((job: { id: number }) => job.id))
    expect(school.body.data.info.data.some((job: { id: number }) => ids.has(job.id))).toBe(false)
    expect((await call('/article/zhaopin', { type: 3 })).body.code).toBe(201)
  })

  it('职位详情、福利、工作地点、投递邮箱、公众号', async () => {
    const id = await firstId('job')
    const job = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}` })
    expect(job.json().data).toMatchObject({ id, body: expect.stringContaining('<') })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs/999999' })).json().code).toBe(404)
    expect((await call('/article/fulidaiyu')).body.data.length).toBeGreaterThan(0)
    expect((await call('/article/gzdidian')).body.data.length).toBeGreaterThan(0)
    expect((await call('/article/tdyouxiang')).body.data).toMatchObject({ email: expect.stringContaining('@') })
    expect((await call('/article/weixinkesao')).body.data.litpic).toMatch(/^\/images\//)
  })
})

describe('新闻与资质', () => {
  it('news/index 按栏目（含子栏目）分页，news/read 带上一篇与下一篇', async () => {
    const all = await call('/news/index', { page: 1, size: 5 })
    const channel = await call('/news/index', { tid: 4, page: 1, size: 5 })
    expect(channel.body.data.total).toBe(all.body.data.total)
    const company = await call('/news/index', { tid: 41, page: 1, size: 50 })
    expect(company.body.data.total).toBeLessThan(all.body.data.total)
    const read = await call('/news/read', { id: all.body.data.data[1].id })
    expect(read.body.data).toMatchObject({ title: all.body.data.data[1].title, prev: { id: all.body.data.data[0].id } })
    expect((await call('/news/read', { id: 999999 })).body.code).toBe(404)
  })

  it('zhili/index 与 zhili/read 只返回资质内容', async () => {
    const list = await call('/zhili/index')
    expect(list.body.data.total).toBeGreaterThanOrEqual(5)
    const read = await call('/zhili/read', { id: list.body.data.data[0].id })
    expect(read.body.data.title).toBe(list.body.data.data[0].title)
    const service = await call('/article/show', { tid: 111 })
    expect((await call('/zhili/read', { id: service.body.data.id })).body.code).toBe(404)
  })
})

describe('关于我们与帮助', () => {
  it.each(['/about/fuwuyoushi', '/about/pingtaiyoushi', '/about/boshihouApi', '/help/privacy'])(
    '%s 返回 HTML',
    async (path) => {
      const { body } = await call(path)
      expect(body.code).toBe(200)
      expect(body.data.body).toMatch(/<\w+/)
    },
  )

  it('help/aboutus 带四个数字', async () => {
    const { body } = await call('/help/aboutus')
    expect(Object.keys(body.data.counters).sort()).toEqual([
      'geleiyangben',
      'jishugongsi',
      'keyanyuansuo',
      'xiangmujinyan',
    ])
    expect(body.data.counters.keyanyuansuo).toBeGreaterThan(0)
  })

  it('help/getPamType、help/getGenome 与 help/getArea', async () => {
    expect((await call('/help/getPamType')).body.data[0]).toMatchObject({ id: 1, pam: 'NGG' })
    expect((await call('/help/getGenome')).body.data.map((genome: { name: string }) => genome.name)).toContain(
      'Human (hg38)',
    )
    const provinces = await call('/help/getArea', { pid: 0 })
    expect(provinces.body.data).toHaveLength(34)
    expect((await call('/help/getArea', { pid: 'x' })).body.code).toBe(201)
  })
})

describe('存储的 HTML 在返回前净化', () => {
  it('脚本与事件属性不会出现在任何内容接口里', async () => {
    const evil = '<p>正文</p><script>alert(1)</script><img src="/images/logo.svg" onerror="alert(2)">'
    const now = new Date().toISOString()
    await t.app.db.updateTable('category').set({ body: evil, youshi: evil }).where('id', '=', 232).execute()
    const articleId = await firstId('article')
    await t.app.db.updateTable('article').set({ body: evil }).where('id', '=', articleId).execute()
    const news = await t.app.db
      .insertInto('news')
      .values({ tid: 41, title: '测试', body: evil, description: evil, createTime: now, updateTime: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.app.db.updateTable('contentBlock').set({ body: evil }).where('key', '=', 'privacy').execute()

    const responses = await Promise.all([
      call('/category/read', { id: 232 }),
      call('/article/show', { id: articleId }),
      call('/news/read', { id: news.id }),
      call('/news/getIndexNews'),
      call('/help/privacy'),
    ])
    for (const { body } of responses) {
      const text = JSON.stringify(body.data)
      expect(text).toContain('正文')
      expect(text).not.toMatch(/<script|onerror|alert\(/)
    }
  })
})
