// What the lists of items the public site shows or hides (news, articles, carousel ads) have
// in common: a status column and the batch actions that publish, hide and delete.
import { Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { BatchAction } from './resource-list.tsx'

export const SHOWN_BATCH_ACTIONS: BatchAction[] = [
  { action: 'publish', label: '显示' },
  { action: 'hide', label: '隐藏' },
  { action: 'delete', label: '删除', danger: true },
]

/** The two states as a status filter's or a form's options (1 shown, 0 hidden). */
export const SHOWN_OPTIONS = [
  { value: 1, label: '显示' },
  { value: 0, label: '隐藏' },
]

export function shownColumn<Row extends { status: number }>(): ColumnType<Row> {
  return {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    sorter: true,
    render: (status: number) => (status ? <Tag color="success">显示</Tag> : <Tag>隐藏</Tag>),
  }
}
