import { Button } from 'antd'
import { useText } from '#web/lib/page-lang.ts'

/** The order forms' sticky submit and reset buttons; submit shows that it is sending. */
export function FormActions({ sending, onReset }: { sending: boolean; onReset: () => void }) {
  const t = useText()
  return (
    <div className="customer-actions">
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('提交')}
      </Button>
      <Button onClick={onReset} disabled={sending}>
        {t('重置')}
      </Button>
    </div>
  )
}
