import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '#common/schemas/cms.ts'
import { categoryNode } from '#tests/factories/category.ts'
import { currentSection } from './current-section.ts'

const node = (id: number, pid: number, type: number, childs: CategoryNode[] = []) => categoryNode(id, type, childs, pid)

/** The seed's menu: Home, then 基因编辑 (with CRISPR 工具), 质粒平台, 新闻中心, 关于我们, 加入我们, 联系我们. */
const MENU = [
  node(0, 0, 100),
  node(1, 0, 0, [node(10, 1, 0), node(11, 1, 0), node(9, 1, 4)]),
  node(3, 0, 2, [node(31, 3, 1), node(32, 3, 1)]),
  node(4, 0, 6, [node(41, 4, 7), node(42, 4, 7)]),
  node(5, 0, 3, [node(51, 5, 3)]),
  node(6, 0, 5),
  node(7, 0, 8),
]

const at = (url: string, page = {}) => {
  const { pathname, search } = new URL(url, 'http://x')
  return currentSection(MENU, { pathname, search }, page)
}

describe(currentSection.name, () => {
  it.each([
    ['/', 0],
    ['/dynamicIndex?id=10', 1],
    ['/dynamicDetail?id=31', 3],
    ['/dynamicIndex?id=1', 1],
    ['/crispr-help', 1],
    ['/crispr', 1],
    ['/crispr-result?id=5', 1],
    ['/plasmidPlatform', 3],
    ['/plasmidPlatform/plasmidPlatformList?host=x', 3],
    ['/plasmidPlatformDetail?listId=1', 3],
    ['/newsCenter', 4],
    ['/newsCenter?type=7&id=42', 4],
    ['/newsCenter/newsCenterDetail?newsId=3', 4],
    ['/aboutUs', 5],
    ['/recruitment/enterprise', 6],
    ['/recruitment/school', 6],
    ['/talentRecruitmentDetail?key=2', 6],
    ['/contactUs/schoolRecruitment', 6],
    ['/contactUs', 7],
  ])('%s 属于顶部菜单 %i', (url, topId) => {
    expect(at(url)?.topId).toBe(topId)
  })

  it('分类页同时给出当前的子分类', () => {
    expect(at('/dynamicIndex?id=11')).toEqual({ topId: 1, categoryId: 11 })
  })

  it('页面可以通过 handle 说明自己所属的分类或菜单页', () => {
    expect(at('/productDetail?id=36', { categoryId: 11 })).toEqual({ topId: 1, categoryId: 11 })
    expect(at('/searchResultDetail?kind=news&id=1', { path: '/newsCenter' })?.topId).toBe(4)
  })

  it('不属于任何菜单的页面没有当前项', () => {
    expect(at('/searchResult?keyword=x')).toBeUndefined()
    expect(at('/login')).toBeUndefined()
    expect(at('/dynamicIndex?id=999')).toBeUndefined()
  })
})
