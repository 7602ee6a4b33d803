import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CategoryNode } from '#common/schemas/cms.ts'
import { seedContent } from '#server/db/seed/content/index.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flatten(node.childs)])

describe('category/allcate', () => {
  it('返回完整栏目树，子栏目挂在父栏目下', async () => {
    const { status, body } = await post(t.app, '/api/v1/category/allcate')
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    const tree = body.data as CategoryNode[]
    expect(tree.every((node) => node.pid === 0)).toBe(true)
    expect(flatten(tree)).toHaveLength(seedContent.categories.length)
    for (const node of flatten(tree)) {
      for (const child of node.childs) expect(child.pid).toBe(node.id)
    }
    const diagnostics = flatten(tree).filter((node) => [232, 280, 285].includes(node.id))
    expect(diagnostics).toHaveLength(3)
  })

  it('同级栏目按 sort 排序', async () => {
    const tree = (await post(t.app, '/api/v1/category/allcate')).body.data as CategoryNode[]
    const sortOf = new Map(seedContent.categories.map((category) => [category.id, category.sort ?? 0]))
    const sorts = tree.map((node) => sortOf.get(node.id) ?? 0)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
  })
})

describe('dsm/indexad', () => {
  it('只返回 status 为 1 的轮播广告', async () => {
    const { body } = await post(t.app, '/api/v1/dsm/indexad', { id: 1 })
    const visible = seedContent.ads.filter((ad) => ad.status === 1 && (ad.positionId ?? 1) === 1)
    expect(body.data).toHaveLength(visible.length)
    expect(body.data.map((ad: { name: string }) => ad.name).sort()).toEqual(visible.map((ad) => ad.name).sort())
    expect(body.data.every((ad: { status: number }) => ad.status === 1)).toBe(true)
  })
})

describe('home content', () => {
  it('article/tuijianfuwu 返回推荐服务及其栏目 id', async () => {
    const { body } = await post(t.app, '/api/v1/article/tuijianfuwu')
    expect(body.data.length).toBeGreaterThan(0)
    for (const service of body.data) {
      expect(service).toEqual({
        id: expect.any(Number),
        tid: expect.any(Number),
        litpic: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
      })
    }
  })

  it('news/getIndexNews 按时间倒序', async () => {
    const { body } = await post(t.app, '/api/v1/news/getIndexNews')
    const times = body.data.map((item: { create_time: string }) => item.create_time)
    expect(times.length).toBeGreaterThan(0)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('help/getWebseting 返回全部网站设置字段', async () => {
    const { body } = await post(t.app, '/api/v1/help/getWebseting')
    expect(body.data.xxl_title).toBeTruthy()
    expect(body.data.xxl_tel).toBeTruthy()
    expect(body.data.xxl_beian).toBeTruthy()
  })

  it('article/guanyu 返回净化后的 HTML', async () => {
    const { body } = await post(t.app, '/api/v1/article/guanyu')
    expect(body.data.body).toContain('<p>')
    expect(body.data.body).not.toMatch(/<script|onerror=/i)
  })
})

describe('ids past a 32-bit column', () => {
  it.each(['/api/v1/news/read', '/api/v1/category/read', '/api/v1/zhili/read'])(
    '%s: 400 参数 id 无效, not a database error',
    async (url) => {
      const { status, body } = await post(t.app, url, { id: 2 ** 32 })
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: 'VALIDATION_FAILED', message: '参数 id 无效' })
    },
  )
})
