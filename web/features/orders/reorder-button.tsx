// 再次下单 on a finished order, of any type: once confirmed, the server copies the order into
// a new pending one, which opens at once. The confirmation's button stays busy until the
// copy is made, so a double click places one order.
import { RedoOutlined } from '@ant-design/icons'
import { App, Button, Popconfirm } from 'antd'
import { useNavigate } from 'react-router'
import { canReorder } from '#common/schemas/orders/status.ts'
import { pageText, useText } from '#web/lib/page-lang.ts'
import type { OrderRef } from './order-paths.ts'

export function ReorderButton({
  status,
  reorder,
  copied,
  open,
}: {
  status: number
  reorder: () => Promise<OrderRef>
  /** What the new order holds, as the call's answer says it. */
  copied: string
  /** The new order's page. */
  open: (created: OrderRef) => string
}) {
  const t = useText()
  const app = App.useApp()
  const navigate = useNavigate()
  if (!canReorder(status)) return null

  const confirmed = async () => {
    try {
      const created = await reorder()
      void app.message.success(pageText(copied))
      void navigate(open(created))
    } catch (error) {
      void app.message.error((error as Error).message)
    }
  }

  return (
    <Popconfirm
      title={t('再次下单')}
      description={t('将复制这个订单，新建一个待确认的订单，确认前仍可修改。确定吗？')}
      okText={t('确认')}
      cancelText={t('取消')}
      onConfirm={confirmed}
    >
      <Button type="primary" icon={<RedoOutlined />}>
        {t('再次下单')}
      </Button>
    </Popconfirm>
  )
}
