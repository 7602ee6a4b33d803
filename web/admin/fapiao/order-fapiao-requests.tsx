// The fapiao requests of one order, on the console's order page, each linking to its own page
// where staff issue it.
import { Card, Table } from 'antd'
import { Link } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import type { AdminFapiao } from '#common/schemas/fapiao.ts'
import { useAdminPage } from '#web/admin/lib/use-admin-page.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { FapiaoStatusTag } from './fapiao-tag.tsx'

export function OrderFapiaoRequests({ orderId }: { orderId: number }) {
  const { page } = useAdminPage<AdminFapiao>('/fapiao-requests', { orderId, size: 100 })
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>('发票申请')
  if (page.total === 0) return null
  return (
    <Card title={`发票申请（${page.total}）`}>
      <div ref={tableRef}>
        <Table<AdminFapiao>
          rowKey="id"
          size="small"
          pagination={false}
          // Its columns need 560 px: on a phone the table scrolls inside its card, not the page.
          scroll={{ x: 560 }}
          dataSource={page.data}
          columns={[
            {
              title: '申请',
              dataIndex: 'id',
              width: 90,
              render: (id: number) => <Link to={`/admin/fapiao-requests/${id}`}>#{id}</Link>,
            },
            { title: '发票抬头', dataIndex: 'title', ellipsis: true },
            {
              title: '金额（元）',
              dataIndex: 'amount',
              width: 120,
              align: 'right',
              render: (v: number) => v.toFixed(2),
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 90,
              render: (status: number) => <FapiaoStatusTag status={status} />,
            },
            { title: '申请时间', dataIndex: 'createTime', width: 150, render: (v: string) => formatDateTime(v) },
          ]}
        />
      </div>
    </Card>
  )
}
