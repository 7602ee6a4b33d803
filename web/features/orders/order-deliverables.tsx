// The files the lab delivered on an order (reports, sequencing data), on the order's page:
// name, size, delivery and expiry dates, and a download. A download asks the server for a
// short-lived address and lets the browser save from it, so a file of any size goes to
// disk without passing through the page. Nothing is shown until the lab delivers a file.
import { DownloadOutlined } from '@ant-design/icons'
import { App, Button, Card, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useCallback, useEffect, useState } from 'react'
import { formatDate } from '#common/china-date.ts'
import { type Deliverable, formatSize } from '#common/schemas/deliverables.ts'
import { api } from '#web/lib/api.client.ts'
import { useText } from '#web/lib/page-lang.ts'
import { PHONE_CARDS_CLASS, labelledCells } from './phone-cards.ts'

export function OrderDeliverables({ orderno }: { orderno: string }) {
  const t = useText()
  const { message } = App.useApp()
  const [items, setItems] = useState<Deliverable[]>([])

  useEffect(() => {
    api.post<Deliverable[]>('/order/deliverables', { orderno }).then(setItems, () => setItems([]))
  }, [orderno])

  const download = useCallback(
    async (item: Deliverable) => {
      try {
        const link = await api.post<{ url: string }>('/order/deliverables/link', { id: item.id })
        window.location.assign(link.url)
      } catch (error) {
        message.error((error as Error).message)
      }
    },
    [message],
  )

  if (items.length === 0) return null
  const columns: ColumnsType<Deliverable> = [
    {
      title: t('文件'),
      dataIndex: 'name',
      render: (name: string, item) => (
        <>
          <div className="deliverable-name">{name}</div>
          {item.sampleName && <div>{`${t('样本')}：${item.sampleName}`}</div>}
          {item.note && <div className="deliverable-note">{item.note}</div>}
        </>
      ),
    },
    { title: t('大小'), dataIndex: 'size', render: (size: number) => formatSize(size) },
    { title: t('交付日期'), dataIndex: 'createTime', render: (time: string) => formatDate(time) },
    { title: t('到期日期'), dataIndex: 'expiresAt', render: (time: string) => formatDate(time) },
    {
      title: t('操作'),
      key: 'actions',
      render: (_value, item) =>
        item.expired ? (
          <Tag>{t('已过期')}</Tag>
        ) : (
          <Button icon={<DownloadOutlined />} onClick={() => void download(item)}>
            {t('下载')}
          </Button>
        ),
    },
  ]
  return (
    <Card className="customer-card" title={t('交付文件')}>
      <Table<Deliverable>
        rowKey="id"
        size="middle"
        className={PHONE_CARDS_CLASS}
        columns={labelledCells(columns)}
        dataSource={items}
        pagination={false}
      />
    </Card>
  )
}
