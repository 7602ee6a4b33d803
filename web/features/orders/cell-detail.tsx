// /orderCellDetail (spec §2): the cell line order's status, its dated timeline and every
// answer; edit and delete while it is pending (status 0), 再次下单 once it is finished.
import { App, Button, Card, Descriptions, Grid } from 'antd'
import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { formatDateTime } from '#common/china-date.ts'
import { CELL_SERVICE_TYPE_LABEL } from '#common/schemas/orders/options.ts'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import { ORDER_TYPE, canChangeCellOrder } from '#common/schemas/orders/status.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { OrdersProvider } from './orders-provider.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { cellOrderItems } from './cell-detail-items.tsx'
import { DELETE_ORDER_QUESTION, confirmDelete } from './confirm-delete.ts'
import { goBack } from './go-back.ts'
import { OrderDeliverables } from './order-deliverables.tsx'
import { OrderHead, OrderNo } from './order-head.tsx'
import { OrderMessages } from './order-messages.tsx'
import { CELL_LINE_KIND } from './order-kinds.ts'
import { cellLineCalls } from './orders-api.ts'
import { idParam, orderCentrePath } from './order-paths.ts'
import { ReorderButton } from './reorder-button.tsx'
import { StatusTimeline } from './status-timeline.tsx'
import { useLoaded } from './use-loaded.ts'
import { useText } from '#web/lib/page-lang.ts'
import { OrderFapiao } from '#web/features/fapiao/order-fapiao.tsx'

export default function CellDetailPage() {
  return (
    <OrdersProvider>
      <CellDetail />
    </OrdersProvider>
  )
}

function CellDetail() {
  const t = useText()
  const app = App.useApp()
  // On a phone each label sits above its value, so long sequences get the whole width.
  const { sm } = Grid.useBreakpoint()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = idParam(params.get('id')) ?? 0
  const load = useCallback(() => cellLineCalls.detail(id), [id])
  const [loaded] = useLoaded(load)
  const centre = orderCentrePath(ORDER_TYPE.CELL_LINE)

  if (loaded.state === 'loading') return <PanelSkeleton rows={6} />
  if (loaded.state === 'failed') return <p className="customer-main__error">{loaded.error}</p>
  const order = loaded.value

  return (
    <>
      <OrderHead
        title={<OrderNo orderno={order.orderno} />}
        status={order.status}
        meta={t(`${CELL_SERVICE_TYPE_LABEL[order.leixing]} · 创建于 ${formatDateTime(order.create_time)}`)}
        onBack={() => goBack(navigate, centre)}
        actions={
          <>
            <SheetActions orderno={order.orderno} />
            <ReorderButton
              status={order.status}
              reorder={() => cellLineCalls.reorder(order.id)}
              copied={ORDER_MESSAGES.cellReordered}
              open={(created) => CELL_LINE_KIND.pages.detail(created.oid, created)}
            />
            {canChangeCellOrder(order.status) && (
              <>
                <Button type="primary" onClick={() => void navigate(CELL_LINE_KIND.pages.action({ id: order.id }))}>
                  {t('编辑')}
                </Button>
                <Button
                  danger
                  onClick={() =>
                    confirmDelete(app, DELETE_ORDER_QUESTION, () => cellLineCalls.remove(order.id), {
                      leave: () => void navigate(centre),
                    })
                  }
                >
                  {t('删除')}
                </Button>
              </>
            )}
          </>
        }
      />
      <Card className="customer-card" title={t('订单进度')}>
        <StatusTimeline history={order.history} status={order.status} />
      </Card>
      <Card className="customer-card" title={t('订单信息')}>
        <Descriptions
          bordered
          size="small"
          layout={sm ? 'horizontal' : 'vertical'}
          column={{ xs: 1, sm: 1, md: 2 }}
          items={cellOrderItems(order, t)}
        />
      </Card>
      <OrderDeliverables orderno={order.orderno} />
      <OrderMessages orderno={order.orderno} />
      <OrderFapiao order={order} />
    </>
  )
}
