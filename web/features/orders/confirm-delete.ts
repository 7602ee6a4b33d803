// The delete confirmation of spec §8: 删除 / the question, with 确认 / 取消; on success 删除成功
// and a reload (or, on a detail page or when the order went too, leaving it), otherwise the
// server's message.
import type { useAppProps } from 'antd/es/app/context'
import { ORDER_MESSAGES } from '#common/schemas/orders/order.ts'
import { pageText } from '#web/lib/page-lang.ts'
import { successAfterLeaving } from './orders-provider.tsx'

type AppApi = Pick<useAppProps, 'modal' | 'message'>
type After = { reload: () => void } | { leave: () => void }

/** The question of a cell line order's delete (spec §8). */
export const DELETE_ORDER_QUESTION = '你确定要删除当前订单么？'

/** The question of a sample's delete: it names the sample and says when its order goes with it. */
export const deleteSampleQuestion = (sample: string, order: { orderno: string; sampleCount: number }) =>
  order.sampleCount <= 1
    ? `你确定要删除样本「${sample}」么？这是订单 ${order.orderno} 的最后一个样本，订单将一并删除。`
    : `你确定要删除样本「${sample}」么？`

export function confirmDelete<Result>(
  { modal, message }: AppApi,
  question: string,
  remove: () => Promise<Result>,
  after: After | ((result: Result) => After),
) {
  modal.confirm({
    title: pageText('删除'),
    content: pageText(question),
    okText: pageText('确认'),
    cancelText: pageText('取消'),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        const result = await remove()
        const next = typeof after === 'function' ? after(result) : after
        if ('reload' in next) {
          void message.success(pageText(ORDER_MESSAGES.deleted))
          next.reload()
        } else {
          successAfterLeaving(ORDER_MESSAGES.deleted)
          next.leave()
        }
      } catch (error) {
        message.error((error as Error).message)
      }
    },
  })
}
