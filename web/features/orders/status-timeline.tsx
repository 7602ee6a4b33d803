import { Steps } from 'antd'
import { formatDateTime } from '#common/china-date.ts'
import { type StatusStep, timelineOf } from '#common/schemas/orders/status.ts'
import { useText } from '#web/lib/page-lang.ts'

/**
 * The pipeline 待确认 → … → 已完成 as a step bar, each reached step dated from the status
 * history and the current one highlighted (DESIGN 'Customer area').
 */
export function StatusTimeline({ history, status }: { history: StatusStep[]; status: number }) {
  const t = useText()
  const steps = timelineOf(history, status)
  return (
    <Steps
      className="status-timeline"
      size="small"
      titlePlacement="vertical"
      current={steps.findIndex((step) => step.current)}
      items={steps.map((step) => ({
        key: step.status,
        title: t(step.label),
        content: step.time ? formatDateTime(step.time) : '—',
        status: step.current ? 'process' : step.status < status ? 'finish' : 'wait',
      }))}
    />
  )
}
