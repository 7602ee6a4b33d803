// The category filter of a content list: the categories of the list's content model, by
// their place in the tree (the list call filters by the chosen category's id, tid).
import type { CategoryTreeNode } from '#common/schemas/admin-content.ts'
import { useCategoryTree } from '#web/admin/lib/use-category-names.ts'
import type { SetFilter } from './resource-list.tsx'
import { FilterSelect } from './row-actions.tsx'

const optionsOf = (
  nodes: readonly CategoryTreeNode[],
  molds: readonly string[],
  path = '',
): { value: number; label: string }[] =>
  nodes.flatMap((node) => {
    const label = path ? `${path} / ${node.catname}` : node.catname
    return [
      ...(molds.includes(node.molds) ? [{ value: node.id, label }] : []),
      ...optionsOf(node.children, molds, label),
    ]
  })

export function CategoryFilter({ molds, setFilter }: { molds: readonly string[]; setFilter: SetFilter }) {
  const tree = useCategoryTree()
  return (
    <FilterSelect
      name="tid"
      label="栏目"
      placeholder="全部栏目"
      setFilter={setFilter}
      options={optionsOf(tree ?? [], molds)}
    />
  )
}
