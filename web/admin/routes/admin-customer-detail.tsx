import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons'
import { App, Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Table, Tag } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import type { ColumnsType } from 'antd/es/table'
import { formatDateTime } from '#common/china-date.ts'
import type { CustomerDetail } from '#common/schemas/admin-customers.ts'
import { ORDER_TYPE, ORDER_TYPE_LABEL, type OrderType } from '#common/schemas/orders/status.ts'
import { CustomerDeletionButton } from '#web/admin/components/customer-deletion-button.tsx'
import { CrisprJobTag, CustomerStatusTag } from '#web/admin/components/status-tags.tsx'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { notifiesCustomer } from '#web/admin/lib/customer-notice.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { OrderStatusTag } from '#web/features/orders/order-status-tag.tsx'

type Loaded = { customer: CustomerDetail } | { failure: string }

/** /admin/customers/:id: a customer's profile, addresses, orders and CRISPR jobs; switch the account off or on. */
export default function AdminCustomerDetail() {
  const { id } = useParams()
  const { message } = App.useApp()
  const [loaded, setLoaded] = useState<Loaded>()
  const [busy, setBusy] = useState(false)

  const load = useCallback(
    () =>
      adminApi
        .get<CustomerDetail>(`/customers/${id}`)
        .then((customer) => setLoaded({ customer }))
        .catch((error: Error) => setLoaded({ failure: error.message })),
    [id],
  )
  useEffect(() => void load(), [load])

  const act = async (action: 'deactivate' | 'reactivate' | 'resend-activation' | 'delete') => {
    setBusy(true)
    try {
      const { message: done } = await adminApi.post(`/customers/${id}/${action}`)
      message.success(done)
      await load()
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  if (!loaded) return <Spin />
  if ('failure' in loaded) {
    return <Result status="404" title={loaded.failure} extra={<Link to="/admin/customers">返回客户列表</Link>} />
  }
  const { customer } = loaded
  const name = `${customer.fname}${customer.lname}`

  // Each confirmation has its own key: the one shown after a switch must not be the one
  // that just closed (antd would keep its busy state).
  const actions = (
    <Space wrap>
      {customer.isActive ? (
        <Popconfirm
          key="deactivate"
          title="停用账号"
          description={`停用后「${customer.email}」立即退出登录且不能再登录，确定停用吗？`}
          okText="停用"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => act('deactivate')}
        >
          <Button danger loading={busy}>
            停用
          </Button>
        </Popconfirm>
      ) : customer.activateTime ? (
        <Popconfirm
          key="reactivate"
          title="启用账号"
          description={`确定重新启用「${customer.email}」吗？`}
          okText="启用"
          cancelText="取消"
          onConfirm={() => act('reactivate')}
        >
          <Button type="primary" loading={busy}>
            启用
          </Button>
        </Popconfirm>
      ) : (
        <Popconfirm
          key="resend-activation"
          title="重新发送激活邮件"
          description={notifiesCustomer(`激活邮件将再次发到「${customer.email}」。`)}
          okText="发送"
          cancelText="取消"
          onConfirm={() => act('resend-activation')}
        >
          <Button icon={<MailOutlined />} loading={busy}>
            重新发送激活邮件
          </Button>
        </Popconfirm>
      )}
      <CustomerDeletionButton customer={customer} busy={busy} onConfirm={() => act('delete')} />
    </Space>
  )

  return (
    <Space orientation="vertical" size="middle" className="admin-page__stack">
      <Link to="/admin/customers">
        <ArrowLeftOutlined /> 客户列表
      </Link>
      <Card
        title={
          <h1 className="admin-page__title">
            {name || customer.email} <CustomerStatusTag customer={customer} />
          </h1>
        }
        extra={customer.deletedTime ? undefined : actions}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="邮箱">{customer.email}</Descriptions.Item>
          <Descriptions.Item label="姓名">{name}</Descriptions.Item>
          <Descriptions.Item label="单位">{customer.company}</Descriptions.Item>
          <Descriptions.Item label="部门">{customer.department}</Descriptions.Item>
          <Descriptions.Item label="手机号">
            {customer.tel} {customer.telVerified ? <Tag color="success">已验证</Tag> : null}
          </Descriptions.Item>
          <Descriptions.Item label="PI">
            {`${customer.piFname}${customer.piLname}`} {customer.piEmail}
          </Descriptions.Item>
          <Descriptions.Item label="接收推送">{customer.isSendup ? '是' : '否'}</Descriptions.Item>
          <Descriptions.Item label="注册时间">{formatDateTime(customer.createTime)}</Descriptions.Item>
          <Descriptions.Item label="首次激活">{formatDateTime(customer.activateTime) || '从未激活'}</Descriptions.Item>
          <Descriptions.Item label="资料更新">{formatDateTime(customer.updateTime)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <DetailTable
        title="订单"
        rows={customer.orders}
        emptyText="暂无订单"
        scrollX={640}
        columns={[
          {
            title: '订单号',
            dataIndex: 'orderno',
            render: (orderno: string, row) => <Link to={`/admin/orders/${row.id}`}>{orderno}</Link>,
          },
          {
            title: '类型',
            dataIndex: 'orderType',
            render: (type: number) => ORDER_TYPE_LABEL[type as OrderType] ?? type,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: number) => <OrderStatusTag status={status} />,
          },
          {
            title: '样本数',
            dataIndex: 'sampleCount',
            width: 80,
            // A cell line order is one record, without samples (as in the order list).
            render: (count: number, row) => (row.orderType === ORDER_TYPE.CELL_LINE ? '—' : count),
          },
          {
            title: '下单时间',
            dataIndex: 'createTime',
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />

      <DetailTable
        title="收货地址"
        rows={customer.addresses}
        emptyText="暂无地址"
        scrollX={640}
        columns={[
          {
            title: '收件人',
            dataIndex: 'name',
            width: 120,
            render: (value: string, row) => (
              <>
                {value} {row.isDefault ? <Tag color="blue">默认</Tag> : null}
              </>
            ),
          },
          { title: '单位', dataIndex: 'company' },
          { title: '地址', dataIndex: 'address' },
          { title: '电话', dataIndex: 'tel', width: 130 },
        ]}
      />

      <DetailTable
        title="最近的 CRISPR 任务"
        rows={customer.crisprJobs}
        emptyText="暂无任务"
        scrollX={480}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, job) => <Link to={`/admin/crispr-jobs/${job.id}`}>{title}</Link>,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 100,
            render: (status: number) => <CrisprJobTag status={status} />,
          },
          {
            title: '提交时间',
            dataIndex: 'createTime',
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
    </Space>
  )
}

interface DetailTableProps<Row extends { id: number }> {
  title: string
  rows: Row[]
  emptyText: string
  scrollX: number
  columns: ColumnsType<Row>
}

/** One of the customer's lists under the profile: short, so all on one page. */
function DetailTable<Row extends { id: number }>({ title, rows, emptyText, scrollX, columns }: DetailTableProps<Row>) {
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>(title)
  return (
    <Card title={title} size="small">
      <div ref={tableRef}>
        <Table<Row>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: scrollX }}
          dataSource={rows}
          locale={{ emptyText }}
          columns={columns}
        />
      </div>
    </Card>
  )
}
