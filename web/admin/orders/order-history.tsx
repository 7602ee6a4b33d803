// The order's whole status history as a timeline: what changed (the order or which sample),
// from and to, who did it and when, and the reason given.
import { Timeline } from 'antd'
import { formatDateTime } from '#common/china-date.ts'
import type { AdminStatusStep } from '#common/schemas/admin-orders.ts'
import { ORDER_STATUS_LABEL, type OrderStatus } from '#common/schemas/orders/status.ts'

const label = (status: number) => ORDER_STATUS_LABEL[status as OrderStatus] ?? String(status)

function actorOf(step: AdminStatusStep): string {
  if (step.actor.kind === 'staff') return `员工 ${step.actor.name}`
  if (step.actor.kind === 'customer') return `客户 ${step.actor.name}`
  return '系统'
}

const changeOf = (step: AdminStatusStep) => `${step.createTime} ${step.fromStatus} ${step.toStatus}`

/**
 * The steps to list, each with the number of samples that moved with it: a sample's step
 * made with an order's step (the same moment and change: the samples in step move with
 * their order) is told with the order's, not one line per sample.
 */
function withSamplesFolded(history: AdminStatusStep[]): { step: AdminStatusStep; samples: number }[] {
  const orderSteps = new Map(history.filter((step) => step.sampleId === null).map((step) => [changeOf(step), step]))
  const samplesOf = new Map<number, number>()
  const listed = history.filter((step) => {
    const orderStep = step.sampleId !== null && step.fromStatus !== null ? orderSteps.get(changeOf(step)) : undefined
    if (orderStep) samplesOf.set(orderStep.id, (samplesOf.get(orderStep.id) ?? 0) + 1)
    return !orderStep
  })
  return listed.map((step) => ({ step, samples: samplesOf.get(step.id) ?? 0 }))
}

export function OrderHistory({
  history,
  sampleNames,
}: {
  history: AdminStatusStep[]
  sampleNames: Map<number, string>
}) {
  return (
    <Timeline
      className="admin-order__history"
      items={withSamplesFolded(history)
        .reverse()
        .map(({ step, samples }) => ({
          key: step.id,
          color: step.fromStatus !== null && step.toStatus < step.fromStatus ? 'red' : 'blue',
          content: (
            <div className="admin-order__step">
              <time className="admin-order__time" dateTime={step.createTime}>
                {formatDateTime(step.createTime)}
              </time>
              <div>
                {step.sampleId === null ? '订单' : `样本 ${sampleNames.get(step.sampleId) ?? `#${step.sampleId}`}`}：
                {step.fromStatus === null
                  ? `创建（${label(step.toStatus)}）`
                  : `${label(step.fromStatus)} → ${label(step.toStatus)}`}
                {samples > 0 && `（${samples} 个样本随订单变更）`}
              </div>
              <div className="admin-order__actor">操作人：{actorOf(step)}</div>
              {step.note && <div className="admin-order__note">说明：{step.note}</div>}
            </div>
          ),
        }))}
    />
  )
}
