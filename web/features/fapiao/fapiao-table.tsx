// A customer's fapiao requests: when, for which order, how much, to whom, the status and,
// once issued, the invoice number and its PDF.
import { App, Button, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { formatDateTime } from '#common/china-date.ts'
import { FAPIAO_STATUS, FAPIAO_STATUS_LABEL, type FapiaoRequest } from '#common/schemas/fapiao.ts'
import { useKeyboardScrollableTable } from '#web/components/content/keyboard-scrollable.ts'
import { PHONE_CARDS_CLASS, labelledCells } from '#web/features/orders/phone-cards.ts'
import { useText } from '#web/lib/page-lang.ts'
import { downloadFapiaoPdf } from './fapiao-api.ts'

interface Props {
  rows: FapiaoRequest[]
  /** The order column, on the page of every request (not on an order's own page). */
  showOrder?: boolean
  pagination?: false | { current: number; pageSize: number; total: number; onChange: (page: number) => void }
}

export function FapiaoTable({ rows, showOrder = false, pagination = false }: Props) {
  const t = useText()
  // Cards on a phone; between a phone and the table's width it scrolls sideways, and the
  // keyboard must reach it too.
  const tableRef = useKeyboardScrollableTable<HTMLDivElement>(t('发票申请'))
  const { message } = App.useApp()
  const download = (row: FapiaoRequest) =>
    downloadFapiaoPdf(row).catch((error: unknown) => void message.error((error as Error).message))

  const columns: ColumnsType<FapiaoRequest> = [
    { title: t('申请时间'), dataIndex: 'createTime', width: 140, render: (value: string) => formatDateTime(value) },
    ...(showOrder ? [{ title: t('订单编号'), dataIndex: 'orderno', width: 160 }] : []),
    { title: t('发票抬头'), dataIndex: 'title', ellipsis: true },
    {
      title: t('开票金额（元）'),
      dataIndex: 'amount',
      width: 110,
      align: 'right',
      render: (amount: number) => amount.toFixed(2),
    },
    {
      title: t('状态'),
      dataIndex: 'status',
      width: 80,
      render: (status: number) => (
        <Tag color={status === FAPIAO_STATUS.ISSUED ? 'green' : 'gold'}>{t(FAPIAO_STATUS_LABEL[status] ?? '')}</Tag>
      ),
    },
    { title: t('发票号码'), dataIndex: 'invoiceNo', width: 170, render: (value: string) => value || '—' },
    {
      title: t('操作'),
      key: 'actions',
      width: 90,
      render: (_value, row) =>
        row.status === FAPIAO_STATUS.ISSUED && row.hasPdf ? (
          <Button type="link" size="small" onClick={() => void download(row)}>
            {t('下载发票')}
          </Button>
        ) : null,
    },
  ]
  return (
    <div ref={tableRef}>
      <Table<FapiaoRequest>
        rowKey="id"
        size="middle"
        className={PHONE_CARDS_CLASS}
        columns={labelledCells(columns)}
        dataSource={rows}
        pagination={pagination}
        // The title takes what the fixed columns leave: at least 130 px before the table scrolls.
        scroll={{ x: 880 }}
        locale={{ emptyText: t('还没有发票申请') }}
      />
    </div>
  )
}
