// The delete confirmation of spec §8: 删除 / 你确定要删除当前订单么？ with 确认 / 取消; on
// success 删除成功 and a reload, otherwise the server's message.
import type { useAppProps } from 'antd/es/app/context'

type AppApi = Pick<useAppProps, 'modal' | 'message'>

export function confirmDelete({ modal, message }: AppApi, remove: () => Promise<unknown>, onDeleted: () => void) {
  modal.confirm({
    title: '删除',
    content: '你确定要删除当前订单么？',
    okText: '确认',
    cancelText: '取消',
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await remove()
        message.success('删除成功')
        onDeleted()
      } catch (error) {
        message.error((error as Error).message)
      }
    },
  })
}
