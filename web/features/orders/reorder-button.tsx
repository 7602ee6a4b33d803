// 再次下单 on a finished order, of any type: the server copies the order into a new pending
// one, which opens at once.
import { RedoOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
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

  const onClick = async () => {
    try {
      const created = await reorder()
      void app.message.success(pageText(copied))
      void navigate(open(created))
    } catch (error) {
      void app.message.error((error as Error).message)
    }
  }

  return (
    <Button type="primary" icon={<RedoOutlined />} onClick={() => void onClick()}>
      {t('再次下单')}
    </Button>
  )
}
