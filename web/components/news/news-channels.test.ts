import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '#common/schemas/cms.ts'
import { categoryNode } from '#tests/factories/category.ts'
import { findNewsRoot, newsTabs } from './news-channels.ts'

const node = (id: number, type: number, childs: CategoryNode[] = []) => categoryNode(id, type, childs)

const tree = [node(1, 0, [node(10, 0)]), node(4, 6, [node(41, 7), node(42, 7)]), node(5, 3)]

describe('findNewsRoot', () => {
  it('在栏目树中找到类型 6 的新闻栏目', () => {
    expect(findNewsRoot(tree)?.id).toBe(4)
    expect(findNewsRoot([node(1, 0, [node(7, 6)])])?.id).toBe(7)
    expect(findNewsRoot([node(1, 0)])).toBeUndefined()
  })
})

describe('newsTabs', () => {
  it('“全部”在前，其后是各频道，链接按栏目类型生成', () => {
    const tabs = newsTabs(findNewsRoot(tree), undefined)
    expect(tabs.map((tab) => [tab.id, tab.href, tab.current])).toEqual([
      [4, '/newsCenter?type=6&id=4', true],
      [41, '/newsCenter?type=7&id=41', false],
      [42, '/newsCenter?type=7&id=42', false],
    ])
  })
  it('按 id 选中频道；新闻栏目自身的 id 选中“全部”', () => {
    expect(newsTabs(findNewsRoot(tree), 42).map((tab) => tab.current)).toEqual([false, false, true])
    expect(newsTabs(findNewsRoot(tree), 4).map((tab) => tab.current)).toEqual([true, false, false])
  })
  it('没有新闻栏目时只有“全部”', () => {
    expect(newsTabs(undefined, undefined)).toEqual([
      { id: undefined, node: undefined, href: '/newsCenter', current: true },
    ])
  })
})
