import { describe, expect, it } from 'vitest'
import { CATEGORY_TYPE, categoryTarget } from './category-routing.ts'

describe('categoryTarget', () => {
  it.each([
    [CATEGORY_TYPE.LIST, '/dynamicIndex?id=12'],
    [CATEGORY_TYPE.DETAIL, '/dynamicDetail?id=12'],
    [CATEGORY_TYPE.PLASMID_PLATFORM, '/plasmidPlatform/plasmidPlatformList'],
    [CATEGORY_TYPE.ABOUT, '/aboutUs'],
    [CATEGORY_TYPE.CRISPR_HELP, '/crispr-help'],
    [CATEGORY_TYPE.RECRUITMENT, '/recruitment/enterprise'],
    [CATEGORY_TYPE.NEWS, '/newsCenter?type=6&id=12'],
    [CATEGORY_TYPE.NEWS_CHANNEL, '/newsCenter?type=7&id=12'],
    [CATEGORY_TYPE.CONTACT, '/contactUs'],
    [CATEGORY_TYPE.HOME, '/'],
  ])('类型 %i 指向 %s', (type, href) => {
    expect(categoryTarget({ id: 12, pid: 3, type, gourl: '' })).toEqual({ href, external: false })
  })

  it('顶级列表栏目有子栏目时使用第一个子栏目', () => {
    const item = {
      id: 1,
      pid: 0,
      type: 0,
      childs: [
        { id: 10, pid: 1, type: 0 },
        { id: 11, pid: 1, type: 0 },
      ],
    }
    expect(categoryTarget(item).href).toBe('/dynamicIndex?id=10')
  })

  it('非顶级列表栏目即使有子栏目也指向自身', () => {
    const item = { id: 10, pid: 1, type: 0, childs: [{ id: 101, pid: 10, type: 1 }] }
    expect(categoryTarget(item).href).toBe('/dynamicIndex?id=10')
  })

  it('顶级列表栏目没有子栏目时指向自身', () => {
    expect(categoryTarget({ id: 5, pid: 0, type: 0, childs: [] }).href).toBe('/dynamicIndex?id=5')
  })

  it.each(['http://mall.example.com', 'https://mall.example.com/a?b=1', 'HTTPS://X.EXAMPLE.COM'])(
    'gourl 为 %s 时在新窗口打开',
    (gourl) => {
      expect(categoryTarget({ id: 3, pid: 0, type: 1, gourl })).toEqual({ href: gourl, external: true })
    },
  )

  it('没有类型的轮播项使用站内 gourl，否则回到首页', () => {
    expect(categoryTarget({ gourl: '/plasmidPlatform' })).toEqual({ href: '/plasmidPlatform', external: false })
    expect(categoryTarget({ gourl: 'javascript:alert(1)' })).toEqual({ href: '/', external: false })
    expect(categoryTarget({})).toEqual({ href: '/', external: false })
  })
})
