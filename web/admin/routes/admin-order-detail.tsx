import { PaperClipOutlined } from '@ant-design/icons'
import { App, Button, Card, Col, Collapse, Descriptions, Row, Space } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import type { AdminOrderDetail, AdminOrderFile, StatusChangeResult } from '#common/schemas/admin-orders.ts'
import { ORDER_TYPE_LABEL, type OrderType } from '#common/schemas/orders/status.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { OrderFapiaoRequests } from '#web/admin/fapiao/order-fapiao-requests.tsx'
import { OrderDeliverables } from '#web/admin/orders/order-deliverables.tsx'
import { OrderHistory } from '#web/admin/orders/order-history.tsx'
import { OrderMessagesPanel } from '#web/admin/orders/order-messages-panel.tsx'
import { ReceiveSamplesButton } from '#web/admin/orders/receive-samples-button.tsx'
import { SampleSheetButton } from '#web/admin/orders/sample-sheet-button.tsx'
import {
  SAMPLES_IN_STEP_HINT,
  StatusChangeForm,
  type StatusChangeValues,
} from '#web/admin/orders/status-change-form.tsx'
import { chinese } from '#web/lib/page-lang.ts'
import { cellOrderItems } from '#web/features/orders/cell-detail-items.tsx'
import { OrderStatusTag } from '#web/features/orders/order-status-tag.tsx'
import { sampleItems } from '#web/features/orders/sample-detail-items.tsx'
import { StatusTimeline } from '#web/features/orders/status-timeline.tsx'

/** Opens a customer's file in a new tab, fetched with the staff token. */
async function openFile(file: AdminOrderFile) {
  const { blob } = await adminApi.file(file.url.replace(/^\/api\/v1\/admin/, ''))
  const url = URL.createObjectURL(blob)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** /admin/orders/:id: the order with its customer, samples or cell line record, files and history. */
export default function AdminOrderDetailPage() {
  const { message } = App.useApp()
  const id = Number(useParams().id)
  const [order, setOrder] = useState<AdminOrderDetail>()
  const [error, setError] = useState<string>()

  const load = useCallback(
    () => adminApi.get<AdminOrderDetail>(`/orders/${id}`).then(setOrder, (failure: Error) => setError(failure.message)),
    [id],
  )
  useEffect(() => {
    void load()
  }, [load])

  const change = (path: string) => async (values: StatusChangeValues) => {
    const { message: done } = await adminApi.post<StatusChangeResult>(path, values)
    message.success(done)
    await load()
  }

  const fileButton = (file: AdminOrderFile | undefined) =>
    file ? (
      <Button
        type="link"
        icon={<PaperClipOutlined />}
        onClick={() => void openFile(file).catch((failure: Error) => message.error(failure.message))}
      >
        {file.name || '查看文件'}
      </Button>
    ) : (
      '文件不存在'
    )

  if (error) return <Card title="订单详情">{error}</Card>
  if (!order) return <Card loading title="订单详情" />

  const sampleNames = new Map(order.samples.map((sample) => [sample.id, sample.name]))
  const orderSteps = order.history
    .filter((step) => step.sampleId === null)
    .map((step) => ({
      from_status: step.fromStatus,
      to_status: step.toStatus,
      note: step.note,
      create_time: step.createTime,
    }))

  return (
    <Space orientation="vertical" size="middle" className="admin-order">
      <Card
        title={
          <h1 className="admin-page__title">
            订单 {order.orderno} <OrderStatusTag status={order.status} />
          </h1>
        }
        extra={<Link to="/admin/orders">返回订单列表</Link>}
      >
        <StatusTimeline history={orderSteps} status={order.status} />
        <Space wrap className="admin-order__actions">
          <ReceiveSamplesButton order={order} onReceived={load} />
          <SampleSheetButton orderno={order.orderno} />
        </Space>
        <Descriptions
          className="admin-order__facts"
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'type', label: '类型', children: ORDER_TYPE_LABEL[order.orderType as OrderType] },
            ...(order.cellLine ? [] : [{ key: 'count', label: '样本数', children: order.sampleCount }]),
            { key: 'created', label: '下单时间', children: formatDateTime(order.createTime) },
            { key: 'updated', label: '更新时间', children: formatDateTime(order.updateTime) },
          ]}
        />
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="客户" className="admin-order__card">
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'name', label: '姓名', children: order.customerName || '—' },
                { key: 'email', label: '邮箱', children: order.customerEmail },
                { key: 'tel', label: '手机号', children: order.customerTel || '—' },
                { key: 'company', label: '单位', children: order.customerCompany || '—' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="修改订单状态" className="admin-order__card">
            <StatusChangeForm
              current={order.status}
              subject="订单"
              hint={order.cellLine ? undefined : SAMPLES_IN_STEP_HINT}
              onSubmit={change(`/orders/${order.id}/status`)}
            />
          </Card>
        </Col>
      </Row>

      {order.cellLine && (
        <Card title="细胞株构建信息">
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={cellOrderItems(order.cellLine, chinese, (field) =>
              fileButton(order.files.find((file) => file.field === field)),
            )}
          />
        </Card>
      )}

      {order.samples.length > 0 && (
        <Card title={`样本（${order.samples.length}）`}>
          <Collapse
            items={order.samples.map((sample) => ({
              key: sample.id,
              label: (
                <span>
                  {sample.name} <OrderStatusTag status={sample.status} />
                </span>
              ),
              children: (
                <Row gutter={[16, 16]}>
                  <Col xs={24} xl={16}>
                    <Descriptions size="small" column={{ xs: 1, md: 2 }} items={sampleItems(sample, chinese)} />
                  </Col>
                  <Col xs={24} xl={8}>
                    <StatusChangeForm
                      current={sample.status}
                      subject={`样本 ${sample.name}`}
                      submitLabel="修改样本状态"
                      onSubmit={change(`/orders/${order.id}/samples/${sample.id}/status`)}
                    />
                  </Col>
                </Row>
              ),
            }))}
          />
        </Card>
      )}

      <OrderMessagesPanel orderId={order.id} />
      <OrderDeliverables orderId={order.id} samples={order.samples} />
      <OrderFapiaoRequests orderId={order.id} />
      <Card title="状态历史">
        <OrderHistory history={order.history} sampleNames={sampleNames} />
      </Card>
    </Space>
  )
}
