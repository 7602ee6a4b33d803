import { Link } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import {
  type AdminFapiao,
  FAPIAO_KIND,
  FAPIAO_KIND_LABEL,
  FAPIAO_STATUS,
  FAPIAO_STATUS_LABEL,
} from '#common/schemas/fapiao.ts'
import { FapiaoStatusTag } from '#web/admin/fapiao/fapiao-tag.tsx'
import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { FilterSelect } from '#web/admin/components/row-actions.tsx'

const optionsOf = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }))

/** /admin/fapiao-requests: every customer's fapiao requests, the pending ones first to hand. */
export default function AdminFapiaoRequests() {
  return (
    <ResourceList<AdminFapiao>
      title="发票申请"
      path="/fapiao-requests"
      scrollX={1100}
      searchPlaceholder="按订单编号、发票抬头或客户邮箱搜索"
      filters={(setFilter) => (
        <>
          <FilterSelect name="status" label="开票状态" setFilter={setFilter} options={optionsOf(FAPIAO_STATUS_LABEL)} />
          <FilterSelect
            name="kind"
            label="发票类型"
            placeholder="全部类型"
            setFilter={setFilter}
            options={optionsOf(FAPIAO_KIND_LABEL)}
          />
        </>
      )}
      actions={(row) => (
        <Link to={`/admin/fapiao-requests/${row.id}`}>{row.status === FAPIAO_STATUS.PENDING ? '开票' : '查看'}</Link>
      )}
      actionsWidth={90}
      columns={[
        {
          title: '编号',
          dataIndex: 'id',
          width: 80,
          sorter: true,
          render: (id: number) => <Link to={`/admin/fapiao-requests/${id}`}>#{id}</Link>,
        },
        {
          title: '订单',
          dataIndex: 'orderno',
          width: 170,
          render: (orderno: string, row) => <Link to={`/admin/orders/${row.orderId}`}>{orderno}</Link>,
        },
        {
          title: '客户',
          dataIndex: 'memberEmail',
          width: 170,
          ellipsis: true,
          render: (email: string, row) => <Link to={`/admin/customers/${row.memberId}`}>{email}</Link>,
        },
        { title: '发票抬头', dataIndex: 'title', ellipsis: true },
        {
          title: '类型',
          dataIndex: 'kind',
          width: 80,
          render: (kind: number) => (kind === FAPIAO_KIND.SPECIAL ? '专票' : '普票'),
        },
        {
          title: '金额（元）',
          dataIndex: 'amount',
          width: 120,
          align: 'right',
          sorter: true,
          render: (amount: number) => amount.toFixed(2),
        },
        {
          title: '状态',
          dataIndex: 'status',
          width: 90,
          sorter: true,
          render: (status: number) => <FapiaoStatusTag status={status} />,
        },
        { title: '发票号码', dataIndex: 'invoiceNo', width: 180, render: (value: string) => value || '—' },
        {
          title: '申请时间',
          dataIndex: 'createTime',
          width: 150,
          sorter: true,
          render: (value: string) => formatDateTime(value),
        },
      ]}
    />
  )
}
