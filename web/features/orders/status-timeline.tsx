import { Steps } from 'antd'
import { formatDateTime } from '#common/china-date.ts'
import { STEP_KIND, type TimelineInput, stepBackTitle, stepKindOf, timelineOf } from '#common/schemas/orders/status.ts'
import { useText } from '#web/lib/page-lang.ts'

/**
 * The pipeline 待确认 → … → 已完成 as a step bar, each reached step dated from the status
 * history and the current one highlighted (DESIGN 'Customer area'). Below it, every time staff
 * sent the order or sample back: to which status, when, and the reason they gave.
 */
export function StatusTimeline({ history, status }: { history: TimelineInput[]; status: number }) {
  const t = useText()
  const steps = timelineOf(history, status)
  const stepsBack = history.filter((step) => stepKindOf(step.from_status, step.to_status) === STEP_KIND.BACK)
  return (
    <>
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
      {stepsBack.length > 0 && (
        <ul className="status-back" aria-label={t('退回记录')}>
          {stepsBack.map((step) => (
            <li key={`${step.create_time}-${step.to_status}`} className="status-back__step">
              <strong className="status-back__title">{t(stepBackTitle(step.to_status))}</strong>
              <time className="status-back__time" dateTime={step.create_time}>
                {formatDateTime(step.create_time)}
              </time>
              {step.note && <p className="status-back__reason">{t(`退回原因：${step.note}`)}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
