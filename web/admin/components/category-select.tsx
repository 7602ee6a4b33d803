// Picks a category from the site's tree; categories of another content model are shown
// (they give the place in the tree) but cannot be chosen.
import { TreeSelect } from 'antd'
import type { CategoryTreeNode } from '#common/schemas/admin-content.ts'
import { useCategoryTree } from '#web/admin/lib/use-category-names.ts'

interface Props {
  value?: number
  onChange?: (id: number) => void
  id?: string
  molds?: readonly string[] | undefined
  /** A category that cannot be chosen, nor anything below it (a category's own parent field). */
  exclude?: number | undefined
  /** An entry for "no category" (a top-level category's parent). */
  rootLabel?: string
  'aria-label': string
}

interface Option {
  value: number
  title: string
  disabled: boolean
  children: Option[]
}

const optionsOf = (nodes: readonly CategoryTreeNode[], props: Props, inExcluded = false): Option[] =>
  nodes.map((node) => {
    const excluded = inExcluded || node.id === props.exclude
    return {
      value: node.id,
      title: node.catname,
      disabled: excluded || (props.molds !== undefined && !props.molds.includes(node.molds)),
      children: optionsOf(node.children, props, excluded),
    }
  })

export function CategorySelect(props: Props) {
  const tree = useCategoryTree()
  const options = optionsOf(tree ?? [], props)
  const treeData = props.rootLabel
    ? [{ value: 0, title: props.rootLabel, disabled: false, children: [] }, ...options]
    : options
  return (
    <TreeSelect
      id={props.id}
      aria-label={props['aria-label']}
      value={props.value}
      onChange={props.onChange}
      treeData={treeData}
      loading={!tree}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder="请选择栏目"
    />
  )
}
