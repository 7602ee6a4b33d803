import type { CategoryNode } from '#common/schemas/cms.ts'

/** A node of the category tree as /category/allcate returns it; only id, type, pid and children vary. */
export function categoryNode(id: number, type: number, childs: CategoryNode[] = [], pid = 0): CategoryNode {
  return {
    id,
    pid,
    catname: `栏目${id}`,
    encatname: '',
    type,
    gourl: '',
    trait: 0,
    litpicm: '',
    molds: '',
    order_type: 0,
    childs,
  }
}
