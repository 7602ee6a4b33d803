// /orderSeqList and /orderAmpliconList (spec §2): the samples of one order, not paginated,
// with the order number, its status and its timeline in the header. View; while the order is
// pending, edit at status 0, delete at 0 or 6, 'continue adding samples' and import them from
// a spreadsheet; once staff moved the order on, its samples are locked. 复制 starts a new
// sample from one (in this order while it is pending, else in a new order); a finished order
// offers 再次下单. Deleting the last sample removes the order too.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { App, Button, Card, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useCallback } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import { AMPLICON_TYPE } from '#common/schemas/orders/amplicon.ts'
import { GUIDE_SEQ_TYPE } from '#common/schemas/orders/guide-seq.ts'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import { canAddSamples, canDeleteSample, canEditSample } from '#common/schemas/orders/status.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { OrdersProvider } from './orders-provider.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { confirmDelete, deleteSampleQuestion } from './confirm-delete.ts'
import { goBack } from './go-back.ts'
import { OrderDeliverables } from './order-deliverables.tsx'
import { OrderHead, OrderNo } from './order-head.tsx'
import { OrderMessages } from './order-messages.tsx'
import { SAMPLE_ORDER_KINDS, type SampleOrderKindName } from './order-kinds.ts'
import { idParam, importPath, orderCentrePath } from './order-paths.ts'
import { createdColumn, describedColumns, statusColumn } from './list-columns.tsx'
import { PHONE_CARDS_CLASS, labelledCells } from './phone-cards.ts'
import { ReorderButton } from './reorder-button.tsx'
import { StatusTimeline } from './status-timeline.tsx'
import { useLoaded } from './use-loaded.ts'
import { useText } from '#web/lib/page-lang.ts'
import { OrderFapiao } from '#web/features/fapiao/order-fapiao.tsx'

interface SampleRow {
  id: number
  name: string
  type: number
  laiyuan: number
  create_time: string
  status: number
  is_odn?: number
}

export default function SampleListPage({ kind }: { kind: SampleOrderKindName }) {
  return (
    <OrdersProvider>
      <SampleList kind={kind} />
    </OrdersProvider>
  )
}

function SampleList({ kind: kindName }: { kind: SampleOrderKindName }) {
  const t = useText()
  const kind = SAMPLE_ORDER_KINDS[kindName]
  const app = App.useApp()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const oid = idParam(params.get('oid')) ?? 0
  const { calls, pages } = kind
  const load = useCallback(
    () => Promise.all([calls.order(oid), calls.samples(oid) as Promise<SampleRow[]>]),
    [calls, oid],
  )
  const [loaded, reload] = useLoaded(load)

  if (loaded.state === 'loading') return <PanelSkeleton rows={4} />
  if (loaded.state === 'failed') return <p className="customer-main__error">{loaded.error}</p>
  const [order, samples] = loaded.value
  const ref = { oid: order.id, orderno: order.orderno }

  const columns: ColumnsType<SampleRow> = [
    ...describedColumns<SampleRow>(kindName === 'guide' ? GUIDE_SEQ_TYPE : AMPLICON_TYPE, t, (name, row) => (
      <Link to={pages.detail(row.id, ref)}>{name}</Link>
    )),
    createdColumn(t),
    statusColumn(t),
    {
      title: t('操作'),
      key: 'actions',
      width: 150,
      render: (_value, row) => (
        <div className="table-actions">
          <Link to={pages.detail(row.id, ref)}>{t('查看')}</Link>
          {canEditSample(order.status, row.status) && (
            <Link to={pages.action({ id: row.id, oid: order.id })}>{t('编辑')}</Link>
          )}
          <Link to={pages.action({ oid: canAddSamples(order.status) ? order.id : undefined, copy: row.id })}>
            {t('复制')}
          </Link>
          {canDeleteSample(order.status, row.status) && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirmDelete(
                  app,
                  deleteSampleQuestion(row.name, { orderno: order.orderno, sampleCount: samples.length }),
                  () => calls.deleteSample(row.id),
                  (result) =>
                    result.order_removed ? { leave: () => void navigate(orderCentrePath(kind.type)) } : { reload },
                )
              }
            >
              {t('删除')}
            </Button>
          )}
        </div>
      ),
    },
  ]

  return (
    <>
      <OrderHead
        title={<OrderNo orderno={order.orderno} />}
        status={order.status}
        meta={t(`${kind.title} · 创建于 ${formatDateTime(order.create_time)} · 共 ${samples.length} 个样本`)}
        onBack={() => goBack(navigate, orderCentrePath(kind.type))}
        actions={
          <>
            {samples.length > 0 && <SheetActions orderno={order.orderno} />}
            {canAddSamples(order.status) && (
              <>
                <Button icon={<UploadOutlined />} onClick={() => void navigate(importPath(kindName, order.id))}>
                  {t('导入样本')}
                </Button>
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => void navigate(pages.action({ oid: order.id }))}
                >
                  {t('继续添加样本')}
                </Button>
              </>
            )}
            <ReorderButton
              status={order.status}
              reorder={() => calls.reorder(order.id)}
              copied={ORDER_MESSAGES.reordered}
              open={pages.list}
            />
          </>
        }
      />
      <Card className="customer-card" title={t('订单进度')}>
        <StatusTimeline history={order.history} status={order.status} />
      </Card>
      <Card className="customer-card" title={t('样本列表')}>
        <Table<SampleRow>
          rowKey="id"
          size="middle"
          className={PHONE_CARDS_CLASS}
          columns={labelledCells(columns)}
          dataSource={samples}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: t('该订单还没有样本') }}
        />
      </Card>
      <OrderDeliverables orderno={order.orderno} />
      <OrderMessages orderno={order.orderno} />
      <OrderFapiao order={order} />
    </>
  )
}
