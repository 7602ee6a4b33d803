import { useEffect, useMemo, useState } from 'react'
import type { CategoryTreeNode } from '#common/schemas/admin-content.ts'
import { adminApi } from './admin-api.ts'

function collectNames(nodes: readonly CategoryTreeNode[], names: Map<number, string>): Map<number, string> {
  for (const node of nodes) {
    names.set(node.id, node.catname)
    collectNames(node.children, names)
  }
  return names
}

/**
 * The site's category tree; `version` reads it again after a change. Until it arrives (or
 * when it is refused) the tree is empty: the page's own call reports a refusal.
 */
export function useCategoryTree(version = 0): readonly CategoryTreeNode[] | undefined {
  const [tree, setTree] = useState<readonly CategoryTreeNode[]>()
  useEffect(() => {
    let current = true
    adminApi
      .get<CategoryTreeNode[]>('/categories')
      .then((nodes) => current && setTree(nodes))
      .catch(() => current && setTree([]))
    return () => {
      current = false
    }
  }, [version])
  return tree
}

/** The names of the site's categories by id, for lists that store an item's category id. */
export function useCategoryNames(): ReadonlyMap<number, string> {
  const tree = useCategoryTree()
  return useMemo(() => collectNames(tree ?? [], new Map()), [tree])
}
