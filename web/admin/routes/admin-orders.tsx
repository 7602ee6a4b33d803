import { DownloadOutlined } from '@ant-design/icons'
import { App, Button, Card, DatePicker, Form, Input, Modal, Select, Space, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import type { AdminOrderRow, BulkStatusResult } from '#common/schemas/admin-orders.ts'
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
  ORDER_TYPE,
  ORDER_TYPE_LABEL,
  type OrderStatus,
  type OrderType,
} from '#common/schemas/orders/status.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { phoneCardColumns, useIsPhone, withSortOrder } from '#web/admin/lib/list-columns.tsx'
import { useAdminPage } from '#web/admin/lib/use-admin-page.ts'
import { PAGE_SIZES, useListQuery } from '#web/admin/lib/use-list-query.ts'
import {
  SAMPLES_IN_STEP_HINT,
  StatusChangeForm,
  type StatusChangeValues,
} from '#web/admin/orders/status-change-form.tsx'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { OrderStatusTag } from '#web/features/orders/order-status-tag.tsx'
import { saveBlob } from '#web/lib/save-file.ts'

interface FilterValues {
  leixing?: number
  status?: number
  customer?: string
  orderno?: string
  created?: [Dayjs | null, Dayjs | null] | null
}
type Filters = Record<string, string | number | undefined>

/** The list call's query of what the filter form holds: dates as China days, blanks left out. */
function filtersOf(values: FilterValues): Filters {
  return {
    leixing: values.leixing,
    status: values.status,
    customer: values.customer?.trim() || undefined,
    orderno: values.orderno?.trim() || undefined,
    from: values.created?.[0]?.format('YYYY-MM-DD'),
    to: values.created?.[1]?.format('YYYY-MM-DD'),
  }
}

/** The filter form's values of the URL's query (a link from the dashboard, Back, a reload). */
function formValuesOf(filters: Record<string, string | undefined>): FilterValues {
  const number = (text?: string) => (text && /^\d+$/.test(text) ? Number(text) : undefined)
  const day = (text?: string) => (text && dayjs(text).isValid() ? dayjs(text) : null)
  return {
    leixing: number(filters.leixing),
    status: number(filters.status),
    customer: filters.customer,
    orderno: filters.orderno,
    created: filters.from || filters.to ? [day(filters.from), day(filters.to)] : null,
  }
}

const columns: ColumnsType<AdminOrderRow> = [
  {
    title: '订单编号',
    dataIndex: 'orderno',
    width: 170,
    sorter: true,
    render: (orderno: string, row) => <Link to={`/admin/orders/${row.id}`}>{orderno}</Link>,
  },
  {
    title: '类型',
    dataIndex: 'orderType',
    width: 140,
    sorter: true,
    render: (type: OrderType) => ORDER_TYPE_LABEL[type],
  },
  {
    title: '客户',
    key: 'customer',
    render: (_value, row) => (
      <span className="admin-orders__customer">
        {row.customerName || '—'}
        <small>{row.customerEmail}</small>
      </span>
    ),
  },
  {
    title: '样本数',
    dataIndex: 'sampleCount',
    width: 90,
    align: 'right',
    sorter: true,
    // A cell line order is one record, without samples.
    render: (count: number, row) => (row.orderType === ORDER_TYPE.CELL_LINE ? '—' : count),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    sorter: true,
    render: (status: number) => <OrderStatusTag status={status} />,
  },
  {
    title: '下单时间',
    dataIndex: 'createTime',
    width: 150,
    sorter: true,
    render: (value: string) => formatDateTime(value),
  },
]

/** /admin/orders: every customer's orders, filtered, changed several at a time and exported. */
export default function AdminOrders() {
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<FilterValues>()
  const query = useListQuery()
  const { filters } = query
  const isPhone = useIsPhone()
  const [version, setVersion] = useState(0)
  const [selected, setSelected] = useState<number[]>([])
  const [bulkOpen, setBulkOpen] = useState(false)
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>('订单列表')
  const { page: result, loading } = useAdminPage<AdminOrderRow>(
    '/orders',
    { ...filters, page: query.page, size: query.size, sort: query.sort, order: query.sort && query.order },
    version,
  )
  const filtersKey = JSON.stringify(filters)

  // The form shows what the URL filters by, also when the URL changes under it (Back, a link).
  useEffect(() => {
    form.resetFields()
    form.setFieldsValue(formValuesOf(JSON.parse(filtersKey) as Record<string, string | undefined>))
  }, [form, filtersKey])

  const search = (values: FilterValues) => {
    const chosen = filtersOf(values)
    // Every filter the form has is set, emptied ones removed.
    query.update(Object.fromEntries(Object.keys(filtersOf({})).map((name) => [name, chosen[name]])))
    setSelected([])
  }

  const exportAs = async (format: 'csv' | 'xlsx') => {
    try {
      const { blob, fileName } = await adminApi.file(`/orders/export.${format}`, filters)
      saveBlob(blob, fileName ?? `订单.${format}`)
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  /** The customers are told of every change by e-mail: the operator confirms that once more. */
  const confirmMail = (count: number, status: number) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title: `将 ${count} 个订单改为「${ORDER_STATUS_LABEL[status as OrderStatus] ?? status}」？`,
        content: '将通知客户：每个订单的客户都会收到状态变更邮件，发出后无法撤回。',
        okText: '确认修改并通知客户',
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    )

  const changeSelected = async (values: StatusChangeValues) => {
    if (!(await confirmMail(selected.length, values.status))) return
    const { data } = await adminApi.post<BulkStatusResult>('/orders/bulk-status', { ids: selected, ...values })
    setBulkOpen(false)
    setSelected(data.failed.map((item) => item.id))
    setVersion((value) => value + 1)
    if (data.changed.length > 0) message.success(`已修改 ${data.changed.length} 个订单的状态`)
    if (data.failed.length > 0) {
      modal.warning({
        title: `${data.failed.length} 个订单未修改`,
        content: (
          <ul className="admin-orders__failures">
            {data.failed.map((item) => (
              <li key={item.id}>
                {item.orderno || `#${item.id}`}：{item.message}
              </li>
            ))}
          </ul>
        ),
      })
    }
  }

  return (
    <Card
      className="admin-orders"
      title={<h1 className="admin-page__title">全部订单</h1>}
      extra={
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void exportAs('csv')}>
            导出 CSV
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void exportAs('xlsx')}>
            导出 Excel
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="inline" className="admin-orders__filters" onFinish={search}>
        <Form.Item name="leixing" label="类型">
          <Select
            allowClear
            placeholder="全部类型"
            aria-label="订单类型"
            options={Object.entries(ORDER_TYPE_LABEL).map(([value, label]) => ({ value: Number(value), label }))}
          />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="全部状态"
            aria-label="订单状态"
            options={ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABEL[status] }))}
          />
        </Form.Item>
        <Form.Item name="customer" label="客户">
          <Input allowClear placeholder="邮箱、手机号或姓名" aria-label="客户" />
        </Form.Item>
        <Form.Item name="orderno" label="订单编号">
          <Input allowClear placeholder="如 GS-20261124" aria-label="订单编号" />
        </Form.Item>
        <Form.Item name="created" label="下单日期">
          <DatePicker.RangePicker aria-label="下单日期" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields()
                search({})
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>

      <div className="admin-page__batch" aria-live="polite">
        <span>{selected.length > 0 ? `已选 ${selected.length} 个订单` : '勾选订单后可批量修改状态'}</span>
        <Button disabled={selected.length === 0} onClick={() => setBulkOpen(true)}>
          批量修改状态
        </Button>
      </div>

      <div ref={tableRef}>
        <Table<AdminOrderRow>
          rowKey="id"
          loading={loading}
          columns={isPhone ? phoneCardColumns(columns) : withSortOrder(columns, query.sort, query.order)}
          dataSource={result.data}
          scroll={isPhone ? undefined : { x: 860 }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys as number[]),
            // antd names these checkboxes in English whatever the locale.
            getTitleCheckboxProps: () => ({ 'aria-label': '选择本页全部订单' }),
            getCheckboxProps: (row) => ({ 'aria-label': `选择订单 ${row.orderno}` }),
          }}
          onChange={(_pagination, _filters, sorter, { action }) => {
            if (action === 'sort') query.setSorter(sorter as Parameters<typeof query.setSorter>[0])
          }}
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: result.total,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: query.setPage,
          }}
        />
      </div>

      <Modal
        title={`批量修改 ${selected.length} 个订单的状态`}
        open={bulkOpen}
        footer={null}
        destroyOnHidden
        onCancel={() => setBulkOpen(false)}
      >
        <p className="admin-page__lead">
          每个订单单独生效；退回到之前的状态时请填写原因，客户会收到邮件。{SAMPLES_IN_STEP_HINT}。
        </p>
        <StatusChangeForm subject="所选订单" submitLabel="确认修改" onSubmit={changeSelected} />
      </Modal>
    </Card>
  )
}
