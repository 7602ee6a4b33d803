// Columns of the order lists: a type's own, read from its description, and those every
// list shares (when a row was created and its status tag).
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { formatDateTime } from '#common/china-date.ts'
import { type OrderTypeDescription, optionLabel } from '#common/schemas/orders/describe.ts'
import type { TextOf } from '#web/lib/page-lang.ts'
import { OrderStatusTag } from './order-status-tag.tsx'

export const createdColumn = <Row extends { create_time: string }>(t: TextOf, width = 150): ColumnType<Row> => ({
  title: t('创建日期'),
  dataIndex: 'create_time',
  width,
  render: (iso: string) => formatDateTime(iso),
})

export const statusColumn = <Row extends { status: number }>(
  t: TextOf,
  { title = '状态', width = 90 }: { title?: string; width?: number } = {},
): ColumnType<Row> => ({
  title: t(title),
  dataIndex: 'status',
  width,
  render: (status: number) => <OrderStatusTag status={status} />,
})

/**
 * The type's own columns of its samples or records list; the first one, the name, links to
 * the row's detail through `link` and stays in view as the table scrolls.
 */
export function describedColumns<Row extends object>(
  type: OrderTypeDescription,
  t: TextOf,
  link: (value: string, row: Row) => ReactNode,
): ColumnType<Row>[] {
  return type.list.flatMap((key, index) => {
    const field = type.fields[key]
    if (!field?.list) return []
    const { width, title, align } = field.list
    const options = field.kind === 'choice' || field.kind === 'flag' ? field.options : undefined
    const render =
      index === 0
        ? (value: string, row: Row) => link(value, row)
        : options && ((value: unknown) => t(optionLabel(options, value)))
    return [
      {
        title: t(title ?? field.label),
        dataIndex: key,
        width,
        ...(align ? { align } : {}),
        ...(index === 0 ? { fixed: 'left' as const } : {}),
        ...(render ? { render } : {}),
      },
    ]
  })
}
