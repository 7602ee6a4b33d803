// Columns every order list shares: when a row was created and its status tag.
import type { ColumnType } from 'antd/es/table'
import { formatDateTime } from '#common/china-date.ts'
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
