// /orderCellList (spec §2): the record of one cell line order (decision 4: one record per
// order), with view, and edit and delete while it is pending; 再次下单 once it is finished.
import { App, Button, Card, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useCallback } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { CELL_LINE_TYPE, type CellLineOrder } from '#common/schemas/orders/cell-line.ts'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import { ORDER_TYPE, canChangeCellOrder } from '#common/schemas/orders/status.ts'
import { PanelSkeleton } from '#web/components/account/panel-skeleton.tsx'
import { OrdersProvider } from './orders-provider.tsx'
import { DELETE_ORDER_QUESTION, confirmDelete } from './confirm-delete.ts'
import { goBack } from './go-back.ts'
import { OrderHead, OrderNo } from './order-head.tsx'
import { CELL_LINE_KIND } from './order-kinds.ts'
import { cellLineCalls } from './orders-api.ts'
import { idParam, orderCentrePath } from './order-paths.ts'
import { useLoaded } from './use-loaded.ts'
import { createdColumn, describedColumns, statusColumn } from './list-columns.tsx'
import { PHONE_CARDS_CLASS, labelledCells } from './phone-cards.ts'
import { ReorderButton } from './reorder-button.tsx'
import { useText } from '#web/lib/page-lang.ts'

export default function CellListPage() {
  return (
    <OrdersProvider>
      <CellList />
    </OrdersProvider>
  )
}

function CellList() {
  const t = useText()
  const app = App.useApp()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const oid = idParam(params.get('oid')) ?? 0
  const load = useCallback(() => cellLineCalls.records(oid), [oid])
  const [loaded, reload] = useLoaded(load)
  const { pages } = CELL_LINE_KIND
  const centre = orderCentrePath(ORDER_TYPE.CELL_LINE)

  if (loaded.state === 'loading') return <PanelSkeleton rows={3} />
  if (loaded.state === 'failed') return <p className="customer-main__error">{loaded.error}</p>
  const records = loaded.value
  const [record] = records
  const orderno = record?.orderno ?? params.get('orderno') ?? ''

  const columns: ColumnsType<CellLineOrder> = [
    ...describedColumns<CellLineOrder>(CELL_LINE_TYPE, t, (name, row) => (
      <Link to={pages.detail(row.id, { oid: row.id, orderno: row.orderno })}>{name}</Link>
    )),
    createdColumn(t),
    statusColumn(t),
    {
      title: t('操作'),
      key: 'actions',
      width: 150,
      render: (_value, row) => (
        <div className="table-actions">
          <Link to={pages.detail(row.id, { oid: row.id, orderno: row.orderno })}>{t('查看')}</Link>
          {canChangeCellOrder(row.status) && (
            <>
              <Link to={pages.action({ id: row.id })}>{t('编辑')}</Link>
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirmDelete(app, DELETE_ORDER_QUESTION, () => cellLineCalls.remove(row.id), { reload })
                }
              >
                {t('删除')}
              </Button>
            </>
          )}
        </div>
      ),
    },
  ]

  return (
    <>
      <OrderHead
        title={<OrderNo orderno={orderno} />}
        onBack={() => goBack(navigate, centre)}
        actions={
          record && (
            <ReorderButton
              status={record.status}
              reorder={() => cellLineCalls.reorder(record.id)}
              copied={ORDER_MESSAGES.cellReordered}
              open={pages.list}
            />
          )
        }
      />
      <Card className="customer-card" title={t('细胞株构建信息')}>
        <Table<CellLineOrder>
          rowKey="id"
          size="middle"
          className={PHONE_CARDS_CLASS}
          columns={labelledCells(columns)}
          dataSource={records}
          pagination={false}
          scroll={{ x: 780 }}
          locale={{ emptyText: t('该订单没有记录') }}
        />
      </Card>
    </>
  )
}
