// One list of the order centre (spec §2 'Order routes', §9): search by order number, the
// add button of its type, pages of 10 or 50 with 共 N 条.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { App, Button, Input, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ORDER_PAGE_SIZE, ORDER_PAGE_SIZE_OPTIONS, type OrderListQuery } from '#common/schemas/orders/order.ts'
import { createdColumn, statusColumn } from './list-columns.tsx'
import { PHONE_CARDS_CLASS, labelledCells } from './phone-cards.ts'
import { UnreadMessagesBadge } from './unread-messages-badge.tsx'
import { useText } from '#web/lib/page-lang.ts'

interface OrderRow {
  id: number
  orderno: string
  create_time: string
  leixing: number
  status: number
}

export interface OrderTableProps<Row extends OrderRow> {
  /** The page number the list's API counts from (spec §9: 0 or 1). */
  firstPage: number
  load: (query: OrderListQuery) => Promise<{ data: Row[]; total: number }>
  addLabel: string
  addHref: string
  /** The spreadsheet import of samples into a new order, where the type has one. */
  importHref?: string
  count: { title: string; of: (row: Row) => number }
  serviceLabel: (row: Row) => string
  detailHref: (row: Row) => string
  /** The actions after 查看, given a way to reload the list. */
  actions: (row: Row, reload: () => void) => ReactNode
}

export function OrderTable<Row extends OrderRow>(props: OrderTableProps<Row>) {
  const t = useText()
  const { firstPage, load, addLabel, addHref, importHref, count, serviceLabel, detailHref, actions } = props
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [query, setQuery] = useState({ current: 1, size: ORDER_PAGE_SIZE, keyword: '' })
  // Each answer remembers the query it answers (a reload is a new query object), so the
  // table shows loading until the current one is in.
  const [list, setList] = useState<{ data: Row[]; total: number; request: object }>()
  const reload = useCallback(() => setQuery((current) => ({ ...current })), [])

  useEffect(() => {
    let current = true
    load({ page: query.current - 1 + firstPage, size: query.size, keyword: query.keyword }).then(
      (loaded) => current && setList({ ...loaded, request: query }),
      (error: unknown) => {
        if (!current) return
        setList({ data: [], total: 0, request: query })
        message.error((error as Error).message)
      },
    )
    return () => {
      current = false
    }
  }, [load, query, firstPage, message])
  const loading = list?.request !== query

  const columns: ColumnsType<Row> = [
    {
      title: t('订单编号'),
      dataIndex: 'orderno',
      fixed: 'left',
      width: 165,
      render: (orderno: string, row) => (
        <>
          <Link className="order-no" to={detailHref(row)}>
            {orderno}
          </Link>
          <UnreadMessagesBadge orderId={row.id} />
        </>
      ),
    },
    createdColumn(t, 140),
    { title: count.title, key: 'count', width: 90, align: 'right', render: (_value, row) => count.of(row) },
    { title: t('服务类型'), key: 'service', width: 120, render: (_value, row) => serviceLabel(row) },
    statusColumn(t, { title: '订单状态', width: 100 }),
    {
      title: t('操作'),
      key: 'actions',
      width: 130,
      render: (_value, row) => (
        <div className="table-actions">
          <Link to={detailHref(row)}>{t('查看')}</Link>
          {actions(row, reload)}
        </div>
      ),
    },
  ]

  return (
    <>
      <div className="customer-toolbar">
        <Input.Search
          className="order-search"
          placeholder={t('请输入编号搜索')}
          aria-label={t('按订单编号搜索')}
          allowClear
          enterButton={t('搜索')}
          onSearch={(keyword) => setQuery((current) => ({ ...current, current: 1, keyword: keyword.trim() }))}
        />
        <div className="customer-toolbar__actions">
          {importHref && (
            <Button icon={<UploadOutlined />} onClick={() => void navigate(importHref)}>
              {t('导入样本')}
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(addHref)}>
            {addLabel}
          </Button>
        </div>
      </div>
      <Table<Row>
        rowKey="id"
        size="middle"
        className={PHONE_CARDS_CLASS}
        columns={labelledCells(columns)}
        dataSource={list?.data ?? []}
        loading={loading}
        scroll={{ x: 760 }}
        locale={{ emptyText: t(query.keyword ? '没有找到该编号的订单' : '暂无订单') }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ORDER_PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total) => t(`共 ${total} 条`),
          onChange: (current, size) =>
            setQuery((previous) => ({ ...previous, current: size === previous.size ? current : 1, size })),
        }}
      />
    </>
  )
}
