// 确认收样: staff who scanned the sheet of an arriving box (its QR code opens this order) mark
// the samples received in one click: a pending or confirmed order moves to 质检中 through the
// ordinary status change, so the history, the customer's e-mail and the audit log follow as
// for any change. Like every change that e-mails the customer, it asks first.
import { App, Button } from 'antd'
import type { StatusChangeResult } from '#common/schemas/admin-orders.ts'
import { ORDER_STATUS, ORDER_STATUS_LABEL } from '#common/schemas/orders/status.ts'
import { adminApi } from '#web/admin/lib/admin-api.ts'
import { notifiesCustomer } from '#web/admin/lib/customer-notice.ts'

/** The statuses an order has while its samples are on their way. */
const AWAITING_SAMPLES: readonly number[] = [ORDER_STATUS.PENDING, ORDER_STATUS.CONFIRMED]
const RECEIVED_NOTE = '实验室已收到样本'

interface Props {
  order: { id: number; orderno: string; status: number }
  /** Reloads the page's order after the change. */
  onReceived: () => Promise<unknown>
}

export function ReceiveSamplesButton({ order, onReceived }: Props) {
  const { message, modal } = App.useApp()
  if (!AWAITING_SAMPLES.includes(order.status)) return null

  const receive = async () => {
    try {
      const { message: done } = await adminApi.post<StatusChangeResult>(`/orders/${order.id}/status`, {
        status: ORDER_STATUS.QUALITY_CHECK,
        note: RECEIVED_NOTE,
      })
      message.success(done)
      await onReceived()
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  return (
    <Button
      type="primary"
      onClick={() =>
        modal.confirm({
          title: notifiesCustomer(
            `订单 ${order.orderno} 已收样，状态改为「${ORDER_STATUS_LABEL[ORDER_STATUS.QUALITY_CHECK]}」`,
          ),
          content: '客户会收到一封状态更新邮件，发出后无法撤回。确定已收到这个订单的样本吗？',
          okText: '确认收样并通知客户',
          cancelText: '取消',
          onOk: receive,
        })
      }
    >
      确认收样
    </Button>
  )
}
