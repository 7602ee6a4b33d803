// The delete confirmation of spec §8: 删除 / 你确定要删除当前订单么？ with 确认 / 取消; on
// success 删除成功 and a reload (or, on a detail page, leaving it), otherwise the server's message.
import type { useAppProps } from 'antd/es/app/context'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import { pageText } from '#web/lib/page-lang.ts'
import { successAfterLeaving } from './orders-provider.tsx'

type AppApi = Pick<useAppProps, 'modal' | 'message'>

export function confirmDelete(
  { modal, message }: AppApi,
  remove: () => Promise<unknown>,
  after: { reload: () => void } | { leave: () => void },
) {
  modal.confirm({
    title: pageText('删除'),
    content: pageText('你确定要删除当前订单么？'),
    okText: pageText('确认'),
    cancelText: pageText('取消'),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await remove()
        if ('reload' in after) {
          void message.success(pageText(ORDER_MESSAGES.deleted))
          after.reload()
        } else {
          successAfterLeaving(ORDER_MESSAGES.deleted)
          after.leave()
        }
      } catch (error) {
        message.error((error as Error).message)
      }
    },
  })
}
