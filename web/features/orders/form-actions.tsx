import { Button } from 'antd'

/** The order forms' sticky submit and reset buttons; submit shows that it is sending. */
export function FormActions({ sending, onReset }: { sending: boolean; onReset: () => void }) {
  return (
    <div className="customer-actions">
      <Button type="primary" htmlType="submit" loading={sending}>
        提交
      </Button>
      <Button onClick={onReset} disabled={sending}>
        重置
      </Button>
    </div>
  )
}
