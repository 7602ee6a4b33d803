// The three lists of the order centre, each an OrderTable with its type's columns and actions
// (spec §2 'Order routes': add samples at status 0 for GUIDE-seq and amplicon; edit and
// delete at status 0 for cell orders).
import { App, Button } from 'antd'
import { Link, useNavigate } from 'react-router'
import { CELL_SERVICE_TYPE_LABEL } from '#common/schemas/orders/options.ts'
import { type CellOrderRow, FIRST_PAGE, type SampleOrderRow } from '#common/schemas/orders/order.ts'
import { ORDER_TYPE_LABEL, type OrderType, canAddSamples, canChangeCellOrder } from '#common/schemas/orders/status.ts'
import { DELETE_ORDER_QUESTION, confirmDelete } from './confirm-delete.ts'
import { CELL_LINE_KIND, type SampleOrderKind } from './order-kinds.ts'
import { cellLineCalls } from './orders-api.ts'
import { importPath } from './order-paths.ts'
import { OrderTable } from './order-table.tsx'
import { useText } from '#web/lib/page-lang.ts'

export function SampleOrderList({ kind }: { kind: SampleOrderKind }) {
  const t = useText()
  const { pages, calls } = kind
  const orderOf = (row: SampleOrderRow) => ({ oid: row.id, orderno: row.orderno })
  return (
    <OrderTable<SampleOrderRow>
      firstPage={FIRST_PAGE.SAMPLE_ORDERS}
      load={calls.list}
      addLabel={t(kind.addLabel)}
      addHref={pages.action()}
      importHref={importPath(kind.name)}
      count={{ title: t('样本数'), of: (row) => row.yangben_nums }}
      serviceLabel={(row) => t(ORDER_TYPE_LABEL[row.leixing as OrderType] ?? kind.title)}
      detailHref={(row) => pages.list(orderOf(row))}
      actions={(row) => canAddSamples(row.status) && <Link to={pages.action({ oid: row.id })}>{t('添加样本')}</Link>}
    />
  )
}

export function CellOrderList() {
  const t = useText()
  const app = App.useApp()
  const navigate = useNavigate()
  const { pages } = CELL_LINE_KIND
  return (
    <OrderTable<CellOrderRow>
      firstPage={FIRST_PAGE.CELL_ORDERS}
      load={cellLineCalls.list}
      addLabel={t(CELL_LINE_KIND.addLabel)}
      addHref={pages.action()}
      count={{ title: t('基因拷贝数'), of: (row) => row.shuzhu_copynum }}
      serviceLabel={(row) => t(CELL_SERVICE_TYPE_LABEL[row.leixing] ?? '')}
      detailHref={(row) => pages.detail(row.id, { oid: row.id, orderno: row.orderno })}
      actions={(row, reload) =>
        canChangeCellOrder(row.status) && (
          <>
            <Button type="link" size="small" onClick={() => void navigate(pages.action({ id: row.id }))}>
              {t('编辑')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmDelete(app, DELETE_ORDER_QUESTION, () => cellLineCalls.remove(row.id), { reload })}
            >
              {t('删除')}
            </Button>
          </>
        )
      }
    />
  )
}
