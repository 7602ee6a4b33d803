import { App, Button } from 'antd'
import { pageText, useText } from '#web/lib/page-lang.ts'

/**
 * The order forms' sticky submit and reset buttons; submit shows that it is sending. A form
 * holds up to some 30 answers, so reset asks before it throws them away.
 */
export function FormActions({ sending, onReset }: { sending: boolean; onReset: () => void }) {
  const t = useText()
  const { modal } = App.useApp()
  const confirmReset = () =>
    modal.confirm({
      title: pageText('重置'),
      content: pageText('确定重置表单吗？未提交的填写内容将丢失。'),
      okText: pageText('确认'),
      cancelText: pageText('取消'),
      onOk: onReset,
    })
  return (
    <div className="customer-actions">
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('提交')}
      </Button>
      <Button onClick={confirmReset} disabled={sending}>
        {t('重置')}
      </Button>
    </div>
  )
}
