import { Link } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import type { CustomerRow } from '#common/schemas/admin-customers.ts'
import { ResourceList } from '#web/admin/components/resource-list.tsx'
import { FilterSelect } from '#web/admin/components/row-actions.tsx'
import { CustomerStatusTag } from '#web/admin/components/status-tags.tsx'

/** /admin/customers: every customer account, newest first, searchable and filterable by status. */
export default function AdminCustomers() {
  return (
    <ResourceList<CustomerRow>
      title="客户"
      path="/customers"
      scrollX={960}
      searchPlaceholder="按邮箱、姓名、单位或手机号搜索"
      exportName="客户.csv"
      filters={(setFilter) => (
        <FilterSelect
          name="active"
          label="账号状态"
          setFilter={setFilter}
          options={[
            { value: 1, label: '已启用' },
            { value: 0, label: '未激活或已停用' },
          ]}
        />
      )}
      actions={(row) => <Link to={`/admin/customers/${row.id}`}>详情</Link>}
      actionsWidth={80}
      columns={[
        {
          title: '邮箱',
          dataIndex: 'email',
          sorter: true,
          render: (email: string, row) => <Link to={`/admin/customers/${row.id}`}>{email}</Link>,
        },
        { title: '姓名', key: 'name', width: 110, render: (_value, row) => `${row.fname}${row.lname}` },
        { title: '单位', dataIndex: 'company', sorter: true },
        { title: '手机号', dataIndex: 'tel', width: 130 },
        {
          title: '状态',
          key: 'isActive',
          width: 90,
          sorter: true,
          render: (_value, row) => <CustomerStatusTag customer={row} />,
        },
        {
          title: '注册时间',
          dataIndex: 'createTime',
          width: 170,
          sorter: true,
          render: (value: string) => formatDateTime(value),
        },
      ]}
    />
  )
}
