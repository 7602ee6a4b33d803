import { useEffect, useState } from 'react'
import type { CategoryTreeNode } from '#common/schemas/admin-content.ts'
import { adminApi } from './admin-api.ts'

function collectNames(nodes: readonly CategoryTreeNode[], names: Map<number, string>): Map<number, string> {
  for (const node of nodes) {
    names.set(node.id, node.catname)
    collectNames(node.children, names)
  }
  return names
}

/** The names of the site's categories by id, for lists that store an item's category id. */
export function useCategoryNames(): ReadonlyMap<number, string> {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map())
  useEffect(() => {
    let current = true
    adminApi
      .get<CategoryTreeNode[]>('/categories')
      .then((tree) => current && setNames(collectNames(tree, new Map())))
      // The list still shows the ids; the list's own call reports a refusal.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])
  return names
}
