// The coloured status tags of the operations pages: customer accounts, inbox items,
// outgoing mail and SMS, CRISPR jobs.
import { Tag } from 'antd'
import type { CustomerRow } from '#common/schemas/admin-customers.ts'
import { CRISPR_JOB_STATUS, CRISPR_JOB_STATUS_LABEL, type CrisprJobStatus } from '#common/schemas/crispr.ts'

/** A customer's account: switched on, never activated, or switched off by staff. */
export function CustomerStatusTag({
  customer,
}: {
  customer: Pick<CustomerRow, 'isActive' | 'activateTime' | 'deletedTime'>
}) {
  if (customer.deletedTime) return <Tag>已注销</Tag>
  if (customer.isActive) return <Tag color="success">已启用</Tag>
  return customer.activateTime ? <Tag color="error">已停用</Tag> : <Tag color="warning">未激活</Tag>
}

export function HandledTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="success">已处理</Tag> : <Tag color="warning">未处理</Tag>
}

/** Delivery states of mail_outbox and sms_outbox. */
export const DELIVERY_STATUS: Record<string, { label: string; color: string }> = {
  pending: { label: '待发送', color: 'processing' },
  sent: { label: '已发送', color: 'success' },
  failed: { label: '发送失败', color: 'error' },
  logged: { label: '仅记录（未配置发送通道）', color: 'default' },
}

export function DeliveryTag({ status }: { status: string }) {
  const known = DELIVERY_STATUS[status]
  return <Tag color={known?.color ?? 'default'}>{known?.label ?? status}</Tag>
}

const JOB_COLOR: Record<CrisprJobStatus, string> = {
  [CRISPR_JOB_STATUS.running]: 'processing',
  [CRISPR_JOB_STATUS.failed]: 'error',
  [CRISPR_JOB_STATUS.finished]: 'success',
}

export function CrisprJobTag({ status }: { status: number }) {
  const known = status as CrisprJobStatus
  return <Tag color={JOB_COLOR[known] ?? 'default'}>{CRISPR_JOB_STATUS_LABEL[known] ?? status}</Tag>
}
