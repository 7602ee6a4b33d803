// /admin/categories: the site's category tree. Choose a category to edit it; add one at the
// top or below the chosen one; drag it, or move it up and down among its siblings; delete
// it (the server refuses while it has children or content, and says so). The chosen category
// (?id=) or the new one's parent (?new=) is in the URL: a reload or a link opens it again.
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, Empty, Popconfirm, Space, Tree, type TreeProps } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { AdminCategory, CategoryTreeNode } from '#common/schemas/admin-content.ts'
import { CategoryForm } from '#web/admin/components/category-form.tsx'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { useCategoryTree } from '#web/admin/lib/use-category-names.ts'

type Selection = { id: number } | { pid: number } | undefined

const idOf = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : undefined)

function selectionOf(params: URLSearchParams): Selection {
  const id = idOf(params.get('id'))
  if (id !== undefined) return { id }
  const pid = idOf(params.get('new'))
  return pid === undefined ? undefined : { pid }
}

const paramsOf = (selection: Selection): Record<string, string> =>
  selection === undefined ? {} : 'id' in selection ? { id: String(selection.id) } : { new: String(selection.pid) }

interface Located {
  node: CategoryTreeNode
  siblings: readonly CategoryTreeNode[]
  pid: number
}

function locate(nodes: readonly CategoryTreeNode[], id: number, pid = 0): Located | undefined {
  for (const node of nodes) {
    if (node.id === id) return { node, siblings: nodes, pid }
    const found = locate(node.children, id, node.id)
    if (found) return found
  }
  return undefined
}

const treeDataOf = (nodes: readonly CategoryTreeNode[]): NonNullable<TreeProps['treeData']> =>
  nodes.map((node) => ({
    key: node.id,
    title: (
      <span>
        {node.catname}
        {node.articleCount + node.newsCount > 0 && (
          <span className="admin-tree__count">（{node.articleCount + node.newsCount} 条内容）</span>
        )}
      </span>
    ),
    children: treeDataOf(node.children),
  }))

export default function AdminCategories() {
  const { message } = App.useApp()
  const [version, setVersion] = useState(0)
  const tree = useCategoryTree(version)
  const [params, setParams] = useSearchParams()
  const selection = selectionOf(params)
  const setSelection = (next: Selection) => setParams(paramsOf(next))
  const selectionKey = params.toString()
  const selected = selection && 'id' in selection && tree ? locate(tree, selection.id) : undefined
  const reload = () => setVersion((value) => value + 1)
  const detail = useRef<HTMLDivElement>(null)

  // One column (a phone): the form is below the whole tree, so bring it into view.
  useEffect(() => {
    if (selectionKey && matchMedia('(max-width: 900px)').matches) detail.current?.scrollIntoView({ block: 'start' })
  }, [selectionKey])

  const reorder = async (pid: number, ids: number[]) => {
    try {
      const { message: done } = await adminApi.post('/categories/reorder', { pid, ids })
      message.success(done || '保存成功')
    } catch (error) {
      message.error((error as Error).message)
    }
    reload()
  }

  const shift = (step: -1 | 1) => {
    if (!selected) return
    const ids = selected.siblings.map((node) => node.id)
    const from = ids.indexOf(selected.node.id)
    const to = from + step
    if (to < 0 || to >= ids.length) return
    ;[ids[from], ids[to]] = [ids[to]!, ids[from]!]
    void reorder(selected.pid, ids)
  }

  const drop: TreeProps['onDrop'] = ({ dragNode, node, dropPosition, dropToGap }) => {
    if (!tree) return
    const dragged = Number(dragNode.key)
    const target = locate(tree, Number(node.key))
    if (!target) return
    if (!dropToGap) {
      const children = target.node.children.map((child) => child.id).filter((id) => id !== dragged)
      void reorder(target.node.id, [dragged, ...children])
      return
    }
    const ids = target.siblings.map((sibling) => sibling.id).filter((id) => id !== dragged)
    const before = dropPosition - Number(String(node.pos).split('-').pop()) === -1
    ids.splice(ids.indexOf(target.node.id) + (before ? 0 : 1), 0, dragged)
    void reorder(target.pid, ids)
  }

  const remove = async (category: CategoryTreeNode) => {
    try {
      const { message: done } = await adminApi.delete(`/categories/${category.id}`)
      message.success(done || '已删除')
      setSelection(undefined)
      reload()
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  const saved = (category: AdminCategory) => {
    setSelection({ id: category.id })
    reload()
  }

  const index = selected?.siblings.indexOf(selected.node) ?? -1
  return (
    <div className="admin-categories">
      <Card
        title={<h1 className="admin-page__title">栏目</h1>}
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setSelection({ pid: 0 })}>
            新建顶级栏目
          </Button>
        }
        className="admin-categories__tree"
      >
        {tree && (
          <Tree
            blockNode
            draggable={{ icon: false }}
            defaultExpandAll
            treeData={treeDataOf(tree)}
            selectedKeys={selected ? [selected.node.id] : []}
            // A second click on the chosen category keeps it chosen (antd would unselect it).
            onSelect={(_keys, { node }) => setSelection({ id: Number(node.key) })}
            onDrop={drop}
            aria-label="栏目树"
          />
        )}
      </Card>
      <Card
        ref={detail}
        className="admin-categories__detail"
        title={
          selected ? (
            <h2 className="admin-page__title">编辑栏目「{selected.node.catname}」</h2>
          ) : selection ? (
            <h2 className="admin-page__title">新建栏目</h2>
          ) : (
            <h2 className="admin-page__title">栏目详情</h2>
          )
        }
        extra={
          selected && (
            <Space wrap>
              <Button icon={<ArrowUpOutlined />} disabled={index <= 0} onClick={() => shift(-1)}>
                上移
              </Button>
              <Button
                icon={<ArrowDownOutlined />}
                disabled={index === selected.siblings.length - 1}
                onClick={() => shift(1)}
              >
                下移
              </Button>
              <Button icon={<PlusOutlined />} onClick={() => setSelection({ pid: selected.node.id })}>
                新建下级栏目
              </Button>
              <Popconfirm
                title="删除栏目"
                description={`确定删除「${selected.node.catname}」吗？`}
                okText="确认"
                cancelText="取消"
                onConfirm={() => remove(selected.node)}
              >
                <Button danger>删除</Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        {selected ? (
          <CategoryForm key={`${selected.node.id}/${version}`} editing={selected.node} onSaved={saved} />
        ) : selection && 'pid' in selection ? (
          <CategoryForm key={`new/${selection.pid}`} editing={selection} onSaved={saved} />
        ) : (
          <Empty description="在左侧选择一个栏目进行编辑，或新建栏目" />
        )}
      </Card>
    </div>
  )
}
