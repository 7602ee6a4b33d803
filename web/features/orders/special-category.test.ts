import { describe, expect, it } from 'vitest'
import type { SpecialCategory } from './orders-api.ts'
import { specialCategoriesOf } from './special-category.tsx'

const category = (id: number, order_type: number, childs: number[]): SpecialCategory => ({
  id,
  pid: 0,
  type: 1,
  gourl: '',
  catname: `栏目 ${id}`,
  encatname: '',
  description: '',
  litpicm: '',
  order_type,
  childs: childs.map((child) => ({ ...category(child, order_type, []), pid: id })),
})

describe('specialCategoriesOf', () => {
  it('只追加有子服务的栏目：三种固定类型背后的单个服务不重复列出', () => {
    const answer = [category(111, 1, []), category(112, 2, []), category(21, 3, [211, 212]), category(211, 3, [])]
    expect(specialCategoriesOf(answer).map((entry) => entry.id)).toEqual([21])
  })
})
