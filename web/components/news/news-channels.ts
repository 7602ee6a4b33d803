import { CATEGORY_TYPE, categoryTarget } from '#common/category-routing.ts'
import type { CategoryNode } from '#common/schemas/cms.ts'

/** The news category (type 6) of the menu tree: its children (type 7) are the channels. */
export function findNewsRoot(nodes: readonly CategoryNode[]): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.type === CATEGORY_TYPE.NEWS) return node
    const found = findNewsRoot(node.childs)
    if (found) return found
  }
  return undefined
}

export interface NewsTab {
  id: number | undefined
  node: CategoryNode | undefined
  href: string
  current: boolean
}

/**
 * The tabs of /newsCenter: all news (the type-6 category) first, then each channel.
 * `currentId` is the page's ?id=; none, or the news category itself, selects "all".
 */
export function newsTabs(root: CategoryNode | undefined, currentId: number | undefined): NewsTab[] {
  const channels = root?.childs.filter((child) => child.type === CATEGORY_TYPE.NEWS_CHANNEL) ?? []
  const allSelected = currentId === undefined || currentId === root?.id
  return [
    { id: root?.id, node: root, href: root ? categoryTarget(root).href : '/newsCenter', current: allSelected },
    ...channels.map((channel) => ({
      id: channel.id,
      node: channel,
      href: categoryTarget(channel).href,
      current: channel.id === currentId,
    })),
  ]
}
